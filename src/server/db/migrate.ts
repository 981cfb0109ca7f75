/**
 * Applies the committed SQL migrations in src/server/db/migrations in file-name order, each
 * once, inside a transaction. On Postgres an advisory lock keeps several starting web nodes
 * from racing.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_ID = 724_113_001;

/** Returns the names of the migrations it applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(fs.readFileSync(dir + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** Names of the committed migrations not yet applied to `db` (read-only; for MIGRATE_ON_START=false). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
  if (!table?.name) return files;
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  return files.filter((f) => !done.has(f));
}
