/**
 * `npm run worker`: a job-worker process for the scaled mode. It needs
 * DATABASE_URL (PGlite cannot be shared between processes) and runs the story and export jobs
 * until SIGTERM, then stops after each job's current step (shutdown.ts).
 */
import type http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ConfigError, loadConfig } from './config.ts';
import type { AppEnv } from './http/context.ts';
import { mountMetrics } from './http/routes/metrics.ts';
import { createRuntime } from './runtime.ts';
import { shutDownOnSignals } from './shutdown.ts';
import { startBackground } from './start-background.ts';

async function main(): Promise<void> {
  try {
    if (!loadConfig().DATABASE_URL) {
      console.error('npm run worker needs DATABASE_URL: in the embedded mode the worker already runs inside `npm start`.');
      process.exit(2);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let runtime;
  try {
    runtime = await createRuntime();
    await startBackground(runtime, { workers: true });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  runtime.log.info('worker started');
  // Its own /metrics: job durations and vendor errors are observed in this process.
  let server: http.Server | undefined;
  const port = runtime.config.WORKER_METRICS_PORT;
  if (port) {
    const app = new Hono<AppEnv>();
    mountMetrics(app, runtime);
    server = serve({ fetch: app.fetch, port, hostname: runtime.config.HOST }) as http.Server;
    runtime.log.info({ port }, 'worker metrics at /metrics');
  }
  shutDownOnSignals({ runtime, server, what: 'worker' });
}

await main();
