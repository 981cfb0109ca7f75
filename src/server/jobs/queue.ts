/**
 * Background jobs on pg-boss (DESIGN §1 'jobs'): on PGlite inside the web process, on Postgres
 * natively (any number of `npm run worker` processes). Delivery is at-least-once, so every
 * handler must be idempotent (the pipeline memoizes each step in the database).
 *
 * A job whose process was killed is retried: queues use a heartbeat, and a job that stops
 * beating is failed into retry by pg-boss's monitor. On the embedded database a restart puts
 * the jobs it orphaned back in the queue without counting an attempt (issue 18): a restart is
 * not the job's failure. A job that fails after its last retry goes to its queue's dead-letter
 * queue (definitions.ts), whose handler settles what the job was for.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { JOBS, type JobName, type JobPayload } from './definitions.ts';

export interface JobQueue {
  /** Enqueues a job; pass `tx` to enqueue inside the caller's transaction (commits with it). */
  enqueue<N extends JobName>(
    name: N,
    data: JobPayload<N>,
    tx?: Db,
    /** priority: higher runs first (a parent's story before the example library). */
    options?: { singletonKey?: string; startAfter?: number; priority?: number },
  ): Promise<string | null>;
  /** Registers a handler; `concurrency` jobs run at once in this process. */
  work<N extends JobName>(name: N, concurrency: number, handler: (data: JobPayload<N>, job: { id: string; retryCount: number }) => Promise<void>): Promise<void>;
  health(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * PGlite is single-process: a job still 'active' at start was orphaned by the process that died.
 * It goes back to 'created' with no start time, so the next claim does not count an attempt
 * (pg-boss increments retry_count only when a claimed job had started before) and it runs now.
 */
async function requeueOrphans(db: Db, queue: string): Promise<void> {
  const [row] = await db.query<{ tableName: string }>('SELECT table_name AS "tableName" FROM pgboss.queue WHERE name = $1', [queue]);
  if (!row || !/^[a-z0-9_]+$/i.test(row.tableName)) return;
  await db.query(`UPDATE pgboss.${row.tableName} SET state = 'created', started_on = NULL, heartbeat_on = NULL, start_after = now() WHERE name = $1 AND state = 'active'`, [queue]);
}

function asBossDb(db: Db) {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) };
}

/** Starts pg-boss on the given database (PGlite instance or Postgres URL) and creates every queue. */
export async function startQueue(opts: { db: Db; pglite?: unknown; databaseUrl?: string; log: (msg: string, err?: unknown) => void }): Promise<JobQueue> {
  const boss = opts.pglite
    ? new PgBoss({ db: fromPglite(opts.pglite as Parameters<typeof fromPglite>[0]), backend: 'pglite', schedule: false, supervise: true, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 } as ConstructorParameters<typeof PgBoss>[0])
    : new PgBoss({ connectionString: opts.databaseUrl!, max: 5, schedule: false, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5 } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error: unknown) => opts.log('job queue error', error));
  await boss.start();
  for (const def of Object.values(JOBS)) {
    await boss.createQueue(def.name, def.queue);
    // createQueue leaves an existing queue as it was: bring a dead-letter route added later to it.
    if ('deadLetter' in def.queue) await boss.updateQueue(def.name, { deadLetter: def.queue.deadLetter });
    if (opts.pglite) await requeueOrphans(opts.db, def.name);
  }
  return {
    async enqueue(name, data, tx, options) {
      const parsed = JOBS[name].schema.parse(data);
      return boss.send(name, parsed as object, { ...options, ...(tx ? { db: asBossDb(tx) } : {}) });
    },
    async work(name, concurrency, handler) {
      const def = JOBS[name];
      await boss.work(name, { localConcurrency: concurrency, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          const data = def.schema.parse(job.data) as JobPayload<typeof name>;
          await handler(data, { id: job.id, retryCount: job.retryCount });
        }
      });
    },
    async health() {
      await boss.getQueues();
      return true;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 } as never);
    },
  };
}
