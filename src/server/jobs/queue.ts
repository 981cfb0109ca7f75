/**
 * Background jobs on pg-boss: on PGlite inside the web process, on Postgres
 * natively (any number of `npm run worker` processes). Delivery is at-least-once, so every
 * handler must be idempotent (the pipeline memoizes each step in the database).
 *
 * A job whose process was killed is retried: queues use a heartbeat, and a job that stops
 * beating is failed into retry by pg-boss's monitor. On the embedded database a restart puts
 * the jobs it orphaned back in the queue without counting an attempt: a restart is
 * not the job's failure. A job that fails after its last retry goes to its queue's dead-letter
 * queue (definitions.ts), whose handler settles what the job was for.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { jobDuration, watchJobs, type JobCount } from '../metrics.ts';
import { JOBS, type JobName, type JobPayload } from './definitions.ts';

/**
 * The reason of a job's stop signal once its process is shutting down. A handler that
 * sees `signal.aborted` between two steps throws it (`signal.throwIfAborted()`); the queue then puts
 * the job back for the next process without counting an attempt, and does not fail it.
 */
export class JobStoppedError extends Error {
  constructor() {
    super('The process is shutting down; the job goes back to its queue.');
    this.name = 'JobStoppedError';
  }
}

/** What a handler learns about its job besides the payload. */
export interface JobContext {
  id: string;
  /** Attempts before this one (0 on the first run). */
  retryCount: number;
  /**
   * Aborted (reason JobStoppedError) when the process starts shutting down, or when the job's claim
   * was lost. Check it between steps; a handler that stops early must throw, never return.
   */
  signal: AbortSignal;
}

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
  work<N extends JobName>(name: N, concurrency: number, handler: (data: JobPayload<N>, job: JobContext) => Promise<void>): Promise<void>;
  health(): Promise<boolean>;
  /** Jobs per queue and state (created, retry, active, completed, cancelled, failed), for /metrics. */
  counts(): Promise<JobCount[]>;
  /**
   * Stops this process's workers: no new job is fetched, every running handler's signal
   * is aborted so it stops after its current step, and handlers get `graceMs` to end. A job
   * stopped that way, or still running when the grace ends, goes back to its queue without
   * counting an attempt. Then the queue is closed. Idempotent.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * PGlite is single-process: a job still 'active' at start was orphaned by the process that died.
 * It goes back to 'created' with no start time, so the next claim does not count an attempt
 * (pg-boss increments retry_count only when a claimed job had started before) and it runs now.
 */
async function requeueOrphans(db: Db, queue: string): Promise<void> {
  await releaseActive(db, queue);
}

/** The job table of a queue (pg-boss keeps a queue's jobs in a table of its own or a shared one). */
async function jobTable(db: Db, queue: string): Promise<string | null> {
  const [row] = await db.query<{ tableName: string }>('SELECT table_name AS "tableName" FROM pgboss.queue WHERE name = $1', [queue]);
  return row && /^[a-z0-9_]+$/i.test(row.tableName) ? row.tableName : null;
}

/**
 * Puts active jobs of a queue (all, or the given ids) back to 'created' with no start time: the
 * next claim runs them now and does not count an attempt. pg-boss's own complete/fail of these
 * jobs then finds them no longer active under the old claim and changes nothing.
 */
async function releaseActive(db: Db, queue: string, ids?: string[]): Promise<void> {
  const table = await jobTable(db, queue);
  if (!table) return;
  await db.query(
    `UPDATE pgboss.${table} SET state = 'created', started_on = NULL, heartbeat_on = NULL, start_after = now()
      WHERE name = $1 AND state = 'active'${ids ? ' AND id = ANY($2::uuid[])' : ''}`,
    ids ? [queue, ids] : [queue],
  );
}

function asBossDb(db: Db) {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) };
}

/** Starts pg-boss on the given database (PGlite instance or Postgres URL) and creates every queue. */
export async function startQueue(opts: {
  db: Db;
  pglite?: unknown;
  databaseUrl?: string;
  /** Errors of the queue. */
  log: (msg: string, err?: unknown) => void;
  /** Information worth a log line (jobs stopped and requeued at shutdown). */
  note?: (msg: string) => void;
}): Promise<JobQueue> {
  const note = opts.note ?? (() => {});
  const boss = opts.pglite
    ? new PgBoss({
        db: fromPglite(opts.pglite as Parameters<typeof fromPglite>[0]),
        backend: 'pglite',
        schedule: false,
        supervise: true,
        superviseIntervalSeconds: 5,
        monitorIntervalSeconds: 5,
      } as ConstructorParameters<typeof PgBoss>[0])
    : new PgBoss({
        connectionString: opts.databaseUrl!,
        max: 5,
        schedule: false,
        superviseIntervalSeconds: 5,
        monitorIntervalSeconds: 5,
      } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error: unknown) => opts.log('job queue error', error));
  await boss.start();
  for (const def of Object.values(JOBS)) {
    await boss.createQueue(def.name, def.queue);
    // createQueue leaves an existing queue as it was: bring a dead-letter route added later to it.
    if ('deadLetter' in def.queue) await boss.updateQueue(def.name, { deadLetter: def.queue.deadLetter });
    if (opts.pglite) await requeueOrphans(opts.db, def.name);
  }
  const stopping = new AbortController();
  /** Jobs whose handler runs in this process, by id. */
  const running = new Map<string, { queue: JobName; done: Promise<void> }>();
  let stopped: Promise<void> | undefined;
  const queue: JobQueue = {
    async enqueue(name, data, tx, options) {
      const parsed = JOBS[name].schema.parse(data);
      return boss.send(name, parsed as object, { ...options, ...(tx ? { db: asBossDb(tx) } : {}) });
    },
    async work(name, concurrency, handler) {
      const def = JOBS[name];
      await boss.work(name, { localConcurrency: concurrency, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          if (stopping.signal.aborted) {
            // Claimed as the process began to stop: back to the queue untouched.
            await releaseActive(opts.db, name, [job.id]);
            continue;
          }
          const data = def.schema.parse(job.data) as JobPayload<typeof name>;
          const signal = AbortSignal.any([stopping.signal, ...(job.signal ? [job.signal] : [])]);
          const started = performance.now();
          let finish!: () => void;
          running.set(job.id, { queue: name, done: new Promise<void>((resolve) => (finish = resolve)) });
          let outcome: 'completed' | 'failed' | 'stopped' = 'failed';
          try {
            await handler(data, { id: job.id, retryCount: job.retryCount, signal });
            outcome = 'completed';
          } catch (error) {
            if (!stopping.signal.aborted) throw error;
            // Stopped between steps (or failed because the process is going away): not the job's
            // failure. Returning lets pg-boss complete a job that is no longer active: a no-op.
            outcome = 'stopped';
            await releaseActive(opts.db, name, [job.id]);
            note(`job ${name} ${job.id} stopped for shutdown after its current step; back in the queue`);
          } finally {
            running.delete(job.id);
            finish();
            jobDuration.observe({ queue: name, outcome }, (performance.now() - started) / 1000);
          }
        }
      });
    },
    async health() {
      await boss.getQueues();
      return true;
    },
    async counts() {
      const rows: JobCount[] = [];
      for (const def of Object.values(JOBS)) {
        const table = await jobTable(opts.db, def.name);
        if (!table) continue;
        const counts = await opts.db.query<{ state: string; count: number }>(
          `SELECT state::text AS state, count(*)::int AS count FROM pgboss.${table} WHERE name = $1 GROUP BY state`,
          [def.name],
        );
        for (const c of counts) rows.push({ queue: def.name, state: c.state, count: Number(c.count) });
      }
      return rows;
    },
    stop(graceMs = 5000) {
      return (stopped ??= (async () => {
        unwatch();
        stopping.abort(new JobStoppedError());
        // No new fetches; the handlers already running keep going to their next step boundary.
        await Promise.allSettled(Object.keys(JOBS).map((name) => boss.offWork(name, { wait: false })));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.all([...running.values()].map((r) => r.done)), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
        clearTimeout(timer);
        // Still running after the grace: released now, so the next process takes them over at once
        // and without counting an attempt (pg-boss's shutdown fail then finds them not active).
        for (const [id, r] of running) {
          await releaseActive(opts.db, r.queue, [id]).catch((error: unknown) => opts.log('job not released at shutdown', error));
          note(`job ${r.queue} ${id} still running after the shutdown grace; back in the queue`);
        }
        await boss.stop({ graceful: false, timeout: 1000 } as never);
      })());
    },
  };
  const unwatch = watchJobs(() => queue.counts());
  return queue;
}
