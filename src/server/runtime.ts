/**
 * The server's composition root: configuration → database (migrated) → storage → job queue →
 * identity → providers. One Runtime per process; the HTTP app, the Astro pages (through
 * locals) and the workers all use the same one. Composition only: it starts no job workers and
 * seeds nothing; the process entry points do that with startBackground (start-background.ts).
 */
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openPglite, openPostgres, type Db } from './db/client.ts';
import { migrate, pendingMigrations } from './db/migrate.ts';
import { emailConfirmationNotice } from './identity/builtin/email-flows.ts';
import { createIdentity, type Identity } from './identity/index.ts';
import { JobStoppedError, startQueue, type JobQueue } from './jobs/queue.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { closeMediaPool } from './media/media-pool.ts';
import { closePictureBookPool } from './exports/picture-book-pool.ts';
import { closePageMedia } from './pipeline/page-media.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { getOrCreateSecret } from './secrets.ts';
import { createStorage } from './storage/index.ts';
import { watchPublicChanges, type PublicChanges } from './stories/public-changes.ts';
import { createPublicMedia, type PublicMedia } from './stories/public-media.ts';
import type { Storage } from './storage/storage.ts';

export interface Runtime {
  /** 'embedded' = PGlite + in-process worker; 'scaled' = Postgres server. */
  mode: 'embedded' | 'scaled';
  config: Config;
  log: Logger;
  db: Db;
  storage: Storage;
  /** HMAC key of local signed media URLs. */
  mediaSecret: string;
  queue: JobQueue;
  identity: Identity;
  /** Changes of the public library, for the public caches (LISTEN/NOTIFY on Postgres, PGlite's listen embedded). */
  publicChanges: PublicChanges;
  /** Immutable URLs of public stories' pictures and narration. */
  publicMedia: PublicMedia;
  /** Outgoing e-mail: SMTP_URL, else .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** The configured writer, illustrator, narrator and moderator (created on first use). */
  providers(): Promise<Providers>;
  /**
   * Aborted (reason JobStoppedError) as soon as the process begins to shut down: long
   * work such as the story pipeline checks it between steps and throws `stopping.reason`.
   */
  stopping: AbortSignal;
  /**
   * Shuts down: aborts `stopping`, stops the workers (each running job gets `graceMs` to end its
   * current step, else it goes back to its queue without counting an attempt), then closes the
   * media pool and the database. `alongside` (the HTTP drain) is awaited with the workers: the
   * database stays open until requests in flight are done. Idempotent.
   */
  close(options?: { graceMs?: number; alongside?: Promise<unknown> }): Promise<void>;
}

export interface RuntimeOptions {
  /** Environment to validate (default process.env). */
  env?: Record<string, string | undefined>;
}

/**
 * Builds the runtime: opens and migrates the database, starts the job queue (no workers) and
 * composes the services. Throws ConfigError on a bad environment or an unmigrated database.
 * Workers and start-up seeds are the caller's: startBackground(runtime, …).
 */
export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = loadConfig(options.env);
  const log = createLogger(config.LOG_LEVEL);
  const embedded = !config.DATABASE_URL;
  const opened = embedded
    ? await openPglite(path.join(config.dataDir, 'pglite'), { sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB })
    : await openPostgres(config.DATABASE_URL!);
  const db: Db = opened;
  if (embedded || config.MIGRATE_ON_START) {
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'migrations applied');
  } else {
    const pending = await pendingMigrations(db);
    if (pending.length) {
      await db.close().catch(() => {});
      throw new ConfigError(
        `The database is not migrated (pending: ${pending.join(', ')}). Run \`npm run migrate\` with the same DATABASE_URL first, or set MIGRATE_ON_START=true.`,
      );
    }
  }

  const mediaSecret = config.APP_SECRET ?? (await getOrCreateSecret(db, 'media_url_key'));
  const storage = createStorage(config, mediaSecret);
  const queue = await startQueue({
    db,
    pglite: 'pglite' in opened ? opened.pglite : undefined,
    databaseUrl: config.DATABASE_URL,
    log: (msg, err) => log.error({ err: err instanceof Error ? { message: err.message } : err }, msg),
    note: (msg) => log.info(msg),
  });
  const publicChanges = await watchPublicChanges({
    pglite: 'pglite' in opened ? (opened.pglite as unknown as Parameters<typeof watchPublicChanges>[0]['pglite']) : undefined,
    databaseUrl: config.DATABASE_URL,
    onError: (msg, err) => log.warn({ err: err instanceof Error ? { message: err.message } : err }, msg),
  });
  const publicMedia = createPublicMedia({ db, storage, secret: mediaSecret, changes: publicChanges });
  const mailer = createMailer({ config, log });
  const identity = await createIdentity({ config, db, log, mailer });
  if (identity.kind === 'builtin' && config.customLogin) {
    const notice = emailConfirmationNotice(config, mailer.kind);
    if (notice) log.warn(notice);
  }

  let providers: Promise<Providers> | undefined;
  const stopping = new AbortController();
  let closed: Promise<void> | undefined;
  const runtime: Runtime = {
    mode: embedded ? 'embedded' : 'scaled',
    config,
    log,
    db,
    storage,
    mediaSecret,
    queue,
    publicChanges,
    publicMedia,
    identity,
    mailer,
    providers: () => (providers ??= createProviders(config)),
    stopping: stopping.signal,
    close(options = {}) {
      return (closed ??= (async () => {
        stopping.abort(new JobStoppedError());
        await Promise.all([
          queue
            .stop(options.graceMs ?? 5000)
            .catch((error: unknown) => log.error({ err: { message: (error as Error).message } }, 'job queue did not stop cleanly')),
          options.alongside,
        ]);
        await publicChanges.close().catch(() => {});
        await closeMediaPool().catch(() => {});
        await closePictureBookPool().catch(() => {});
        await closePageMedia().catch(() => {});
        await db.close().catch(() => {});
      })());
    },
  };
  return runtime;
}
