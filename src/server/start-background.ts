/**
 * A process's background work, started by the entry points (main.ts, worker.ts, scripts and test
 * helpers) once the runtime is composed (runtime.ts composes only): the job workers, then the
 * start-up seeds. Kept out of runtime.ts so the composition root does not import the job handlers,
 * which themselves use the Runtime (no import circle through runtime.ts).
 */
import { seedCommerceAtStart } from './commerce/seed-at-start.ts';
import { seedExamplesAtStart } from './examples/seed-examples.ts';
import type { Runtime } from './runtime.ts';
import { registerWorkers } from './worker-registry.ts';

export interface BackgroundOptions {
  /**
   * Run the job workers in this process (default: config RUN_WORKER). The embedded mode always
   * runs them, whatever this says: PGlite belongs to this one process, so no other could.
   */
  workers?: boolean;
}

/**
 * Starts the background work of a process, in this order: the job workers (see
 * BackgroundOptions.workers; they resume interrupted jobs at once), the commerce seed (catalogue
 * from configuration; the embedded first-start gift code) and the example library
 * (SEED_EXAMPLES). Throws when CATALOGUE_FILE is invalid; a failed
 * example seed is only logged. Runtime.close() stops the workers again.
 */
export async function startBackground(runtime: Runtime, options: BackgroundOptions = {}): Promise<void> {
  if (runtime.mode === 'embedded' || (options.workers ?? runtime.config.RUN_WORKER)) await registerWorkers(runtime);
  await seedCommerceAtStart(runtime);
  await seedExamplesAtStart(runtime);
}
