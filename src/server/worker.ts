/**
 * `npm run worker`: a job-worker process for the scaled mode (DESIGN §2). It needs
 * DATABASE_URL (PGlite cannot be shared between processes) and runs the story and export jobs
 * until SIGTERM.
 */
import { ConfigError, loadConfig } from './config.ts';
import { createRuntime } from './runtime.ts';

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
  const runtime = await createRuntime({ startWorkers: true });
  runtime.log.info('worker started');
  const stop = async () => {
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await main();
