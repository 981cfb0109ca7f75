/**
 * The API alone (Hono app + runtime with its in-process worker, no Astro site) in its own process,
 * for benchmarks that measure the server from outside: `PORT=… DATA_DIR=… tsx scripts/bench/api-server.ts`.
 * Prints `READY <port>` once listening; stops on SIGTERM.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/http/app.ts';
import { createRuntime } from '../../src/server/runtime.ts';

const runtime = await createRuntime();
const server = serve({ fetch: createApp(runtime).fetch, port: runtime.config.PORT, hostname: '127.0.0.1' }, (info) => {
  console.log(`READY ${info.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void runtime.close().finally(() => process.exit(0));
});
