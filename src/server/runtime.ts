/**
 * The server's composition root: configuration → database (migrated) → storage → job queue →
 * identity → providers. One Runtime per process; the HTTP app, the Astro pages (through
 * locals) and the workers all use the same one.
 */
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openPglite, openPostgres, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { emailConfirmationNotice } from './identity/builtin/email-flows.ts';
import { createIdentity, type Identity } from './identity/index.ts';
import { startQueue, type JobQueue } from './jobs/queue.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { closeMediaPool } from './media/media-pool.ts';
import { closePageMedia } from './pipeline/page-media.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { getOrCreateSecret } from './secrets.ts';
import { createStorage } from './storage/index.ts';
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
  /** Outgoing e-mail: SMTP_URL, else .eml files in DATA_DIR/outbox (issue 17 §1). */
  mailer: Mailer;
  /** The configured writer, illustrator, narrator and moderator (created on first use). */
  providers(): Promise<Providers>;
  /** Stops workers and closes the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Environment to validate (default process.env). */
  env?: Record<string, string | undefined>;
  /** Start job workers in this process (default: config RUN_WORKER; always with PGlite). */
  startWorkers?: boolean;
}

/** Builds the runtime. Throws ConfigError on a bad environment. */
export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = loadConfig(options.env);
  const log = createLogger(config.LOG_LEVEL);
  const embedded = !config.DATABASE_URL;
  const opened = embedded ? await openPglite(path.join(config.dataDir, 'pglite')) : await openPostgres(config.DATABASE_URL!);
  const db: Db = opened;
  const applied = await migrate(db);
  if (applied.length) log.info({ applied }, 'migrations applied');

  const mediaSecret = config.APP_SECRET ?? (await getOrCreateSecret(db, 'media_url_key'));
  const storage = createStorage(config, mediaSecret);
  const queue = await startQueue({
    db,
    pglite: 'pglite' in opened ? opened.pglite : undefined,
    databaseUrl: config.DATABASE_URL,
    log: (msg, err) => log.error({ err: err instanceof Error ? { message: err.message } : err }, msg),
  });
  const mailer = createMailer({ config, log });
  const identity = await createIdentity({ config, db, log, mailer });
  if (identity.kind === 'builtin' && config.customLogin) {
    const notice = emailConfirmationNotice(config, mailer.kind);
    if (notice) log.warn(notice);
  }

  let providers: Promise<Providers> | undefined;
  const runtime: Runtime = {
    mode: embedded ? 'embedded' : 'scaled',
    config,
    log,
    db,
    storage,
    mediaSecret,
    queue,
    identity,
    mailer,
    providers: () => (providers ??= createProviders(config)),
    async close() {
      await queue.stop().catch(() => {});
      await closeMediaPool().catch(() => {});
      await closePageMedia().catch(() => {});
      await db.close().catch(() => {});
    },
  };

  const startWorkers = embedded || (options.startWorkers ?? config.RUN_WORKER);
  if (startWorkers) {
    const { registerWorkers } = await import('./worker-registry.ts');
    await registerWorkers(runtime);
  }
  await (await import('./commerce/seed-at-start.ts')).seedCommerceAtStart(runtime);
  await (await import('./examples/seed-examples.ts')).seedExamplesAtStart(runtime);
  return runtime;
}
