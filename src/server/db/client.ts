/**
 * One database interface over two drivers: embedded PGlite and node-postgres.
 * Same SQL dialect, same migrations. Queries are plain functions taking `db` first
 * and use `$1` placeholders.
 *
 * Type notes: cast counts and int8 to int in SQL (`count(*)::int`), because pg returns int8 as
 * strings and PGlite as numbers/bigints; timestamptz comes back as Date from both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-lock.ts';

export type Row = Record<string, unknown>;

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Runs one statement; returns its rows. */
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in a transaction; nested calls join the outer transaction. Rolls back on throw. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Returns the single row or undefined. */
export async function maybeOne<T = Row>(db: Db, text: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(text, params);
  return rows[0];
}

/** Returns the single row; throws if there is none. */
export async function one<T = Row>(db: Db, text: string, params?: unknown[]): Promise<T> {
  const row = await maybeOne<T>(db, text, params);
  if (row === undefined) throw new Error('Expected one row, got none');
  return row;
}

interface PGliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
interface PGliteTx {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function pgliteTxDb(tx: PGliteTx): Db {
  const db: Db = {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
    transaction: (fn) => fn(db),
    exec: async (sql) => void (await tx.exec(sql)),
    close: async () => {},
  };
  return db;
}

/**
 * Opens (creating if needed) an embedded PGlite database in `dir`; `memory://` for a throwaway one.
 * A folder is this process's until `close()` (data-lock.ts): throws DataDirInUseError, before
 * touching it, while another live process has it open.
 */
export async function openPglite(dir: string, options: { sharedBuffersMb?: number } = {}): Promise<Db & { pglite: PGliteLike }> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lock = dir.startsWith('memory://') ? null : lockDataDir(dir);
  // Postgres's 128 MB of shared buffers live in the WASM memory and are touched at start: a
  // smaller pool (≤ 350 MB idle) costs little for the embedded mode's small data, whose
  // pages the OS file cache keeps anyway.
  const conf = options.sharedBuffersMb ? { postgresqlconf: [`shared_buffers = ${options.sharedBuffersMb}MB`, 'wal_buffers = 1MB', 'temp_buffers = 1MB'] } : {};
  let pglite: PGliteLike;
  try {
    pglite = (await PGlite.create(dir, conf)) as unknown as PGliteLike;
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    kind: 'pglite',
    pglite,
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteTxDb(tx))),
    exec: async (sql) => void (await pglite.exec(sql)),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Connects a pool to a Postgres server. */
export async function openPostgres(url: string, max = 10): Promise<Db & { pool: import('pg').Pool }> {
  const pg = await import('pg');
  const pool = new pg.default.Pool({ connectionString: url, max });
  // A pool error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const clientDb = (client: import('pg').PoolClient): Db => {
    const db: Db = {
      kind: 'postgres',
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params as unknown[])).rows as T[],
      transaction: (fn) => fn(db),
      exec: async (sql) => void (await client.query(sql)),
      close: async () => {},
    };
    return db;
  };
  return {
    kind: 'postgres',
    pool,
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params as unknown[])).rows as T[],
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}
