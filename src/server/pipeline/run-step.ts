/**
 * The pipeline's one step runner, one memoizing runStep(story, step) for all: every step
 * starts at a clear between-steps point — the story must still exist, and a worker
 * asked to stop may stop here (ops: SIGTERM stops the worker after its current step) — and is
 * timed (step-timings.ts). The steps memoize themselves in the database (a page that has its
 * picture is not drawn again), so running a step again after a crash redoes only what is missing.
 */
import { assertStoryExists, type StoryContext } from './story-context.ts';
import { recordStepTime } from './step-timings.ts';

/** Names of the pipeline's steps, in order (the story's progress statuses are set inside them). */
export type StepName = 'write' | 'pages' | 'finish';

/** Runs one step of one story at a between-steps point and records its wall time. */
export async function runStep<T>(ctx: StoryContext, name: StepName, step: (ctx: StoryContext) => Promise<T>): Promise<T> {
  await assertStoryExists(ctx);
  // Shutting down (SIGTERM): JobStoppedError; the queue puts the job back without counting an attempt.
  ctx.runtime.stopping.throwIfAborted();
  const started = performance.now();
  try {
    return await step(ctx);
  } finally {
    recordStepTime(name, performance.now() - started);
  }
}
