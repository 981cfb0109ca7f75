/**
 * The explicit registry of job handlers (STYLE §6). Handlers are imported lazily so a web node
 * that runs no workers never loads the pipeline.
 */
import type { Runtime } from './runtime.ts';

export async function registerWorkers(runtime: Runtime): Promise<void> {
  void runtime;
}
