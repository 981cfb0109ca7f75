/**
 * `npm run migrate`: applies the pending SQL migrations and the job
 * queue's schema (pg-boss) to DATABASE_URL, or to the embedded database in DATA_DIR, then exits:
 * 0 when the database is up to date, 2 on a bad environment or an embedded database another
 * process has open, 1 on a failed migration (each migration runs in one transaction, so a failure
 * leaves the database as it was). Run it once per release before rolling web and worker nodes
 * (docs/operating.md).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { startQueue } from './jobs/queue.ts';
import { createLogger } from './log.ts';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL);
  const target = config.DATABASE_URL ? 'postgres' : `embedded database in ${path.join(config.dataDir, 'pglite')}`;
  let db;
  try {
    db = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 2) : await openPglite(path.join(config.dataDir, 'pglite'));
  } catch (error) {
    // The embedded database is open in a running server (DataDirInUseError): nothing was touched.
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  try {
    const applied = await migrate(db);
    // pg-boss creates or upgrades its own schema and our queues when it starts.
    const queue = await startQueue({
      db,
      pglite: 'pglite' in db ? db.pglite : undefined,
      databaseUrl: config.DATABASE_URL,
      log: (msg, err) => log.error({ err: err instanceof Error ? { message: err.message } : err }, msg),
    });
    await queue.stop(0);
    log.info({ target, applied }, applied.length ? `applied ${applied.length} migration(s)` : 'the database is up to date');
    return 0;
  } catch (error) {
    log.error({ target, err: { message: (error as Error).message } }, 'migration failed');
    return 1;
  } finally {
    await db.close().catch(() => {});
  }
}

process.exitCode = await main();
