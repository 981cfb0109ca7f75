/**
 * The API alone (Hono app + runtime with its in-process worker, no Astro site) in its own process,
 * for benchmarks that measure the server from outside: `PORT=… DATA_DIR=… tsx scripts/bench/api-server.ts`.
 * Prints `READY <port>` once listening; stops on SIGTERM.
 * With BENCH_MONITOR_MS set, also prints every that many ms one line
 * `MONITOR {"eldP50Ms","eldP99Ms","eldMaxMs","rssMb","heapUsedMb","externalMb","arrayBuffersMb"}`:
 * the event-loop delay measured inside the server (perf_hooks, 10 ms resolution, reset each line)
 * and its memory (for the hostile-load benchmark).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/http/app.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';

const runtime = await createRuntime();
await startBackground(runtime);
const server = serve({ fetch: createApp(runtime).fetch, port: runtime.config.PORT, hostname: '127.0.0.1' }, (info) => {
  console.log(`READY ${info.port}`);
});
const monitorMs = Number(process.env.BENCH_MONITOR_MS ?? 0);
if (monitorMs > 0) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
  setInterval(() => {
    const memory = process.memoryUsage();
    const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
    console.log(
      `MONITOR ${JSON.stringify({ eldP50Ms: ms(delay.percentile(50)), eldP99Ms: ms(delay.percentile(99)), eldMaxMs: ms(delay.max), rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), externalMb: mb(memory.external), arrayBuffersMb: mb(memory.arrayBuffers) })}`,
    );
    delay.reset();
  }, monitorMs).unref();
}
process.on('SIGTERM', () => {
  server.close();
  void runtime.close().finally(() => process.exit(0));
});
