/**
 * Graceful shutdown on SIGTERM and SIGINT, for the web server
 * (main.ts) and the worker process (worker.ts):
 *
 * 1. the listening socket closes at once (the load balancer's next connection goes elsewhere);
 *    requests already received, uploads included, run to their end; idle keep-alive connections
 *    are closed as soon as they are idle;
 * 2. at the same time the job workers stop fetching, and each running job stops after its current
 *    step (Runtime.stopping) and goes back to its queue without counting an attempt;
 * 3. after both, or after SHUTDOWN_GRACE_SECONDS, whichever comes first (connections still open
 *    then are cut, jobs still running are requeued), the database and the queue close, the
 *    process logs 'stopped' and exits 0.
 *
 * A second signal during the shutdown is logged and otherwise ignored: the grace bounds the wait.
 */
import type http from 'node:http';
import type { Runtime } from './runtime.ts';

export interface ShutdownTarget {
  runtime: Runtime;
  /** The HTTP server to drain (none in a worker process without one). */
  server?: http.Server;
  /** What is stopping, for the log ('web server', 'worker'). */
  what: string;
}

/** Installs the SIGTERM/SIGINT handlers: one shutdown, then `process.exit(0)` (1 if the shutdown itself threw). */
export function shutDownOnSignals(target: ShutdownTarget): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      target.runtime.log.warn({ signal }, 'already shutting down; waiting for the grace period to end');
      return;
    }
    started = true;
    shutDown(target, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        target.runtime.log.error({ err: { message: (error as Error).message } }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Runs the shutdown described above; resolves when the database is closed. */
export async function shutDown({ runtime, server, what }: ShutdownTarget, signal: string): Promise<void> {
  const graceMs = runtime.config.SHUTDOWN_GRACE_SECONDS * 1000;
  const started = Date.now();
  runtime.log.info(
    { signal, graceSeconds: runtime.config.SHUTDOWN_GRACE_SECONDS },
    `${what} shutting down: no new connections; in-flight requests and the current job step may finish`,
  );
  let cut = 0;
  const drained = server
    ? drainHttp(server, graceMs).then((left) => {
        cut = left;
      })
    : Promise.resolve();
  await runtime.close({ graceMs, alongside: drained });
  runtime.log.info({ signal, ms: Date.now() - started, connectionsCut: cut }, `${what} stopped`);
}

/**
 * Stops accepting connections and waits up to `graceMs` for the open ones to finish their
 * requests; resolves with how many connections had to be cut when the grace ran out.
 */
export function drainHttp(server: http.Server, graceMs: number): Promise<number> {
  return new Promise((resolve) => {
    let open = 0;
    let done = false;
    const finish = (left: number) => {
      if (done) return;
      done = true;
      clearInterval(idle);
      clearTimeout(timer);
      resolve(left);
    };
    server.close(() => finish(0));
    // A keep-alive connection whose response went out is idle: close it instead of waiting for the client.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      server.getConnections((_, count) => {
        open = count ?? 0;
        server.closeAllConnections();
        finish(open);
      });
    }, graceMs);
  });
}
