/**
 * The explicit registry of job handlers. Handlers are imported lazily so a web node
 * that runs no workers never loads the pipeline.
 */
import { JOBS } from './jobs/definitions.ts';
import type { Runtime } from './runtime.ts';

/**
 * Starts this process's job workers on runtime.queue (stories, examples, exports, account
 * deletions) and the stalled-story sweep; called by startBackground (start-background.ts).
 */
export async function registerWorkers(runtime: Runtime): Promise<void> {
  const { generateStory, settleFailedStoryJob, sweepStalledStories } = await import('./pipeline/generate-story.ts');
  await runtime.queue.work('story-generate', runtime.config.WORKER_CONCURRENCY, (data, job) =>
    generateStory(runtime, data.storyId, { retryCount: job.retryCount, retryLimit: JOBS['story-generate'].queue.retryLimit }),
  );
  // The example library: one story at a time, at the lowest priority.
  await runtime.queue.work('example-generate', 1, (data, job) =>
    generateStory(runtime, data.storyId, { retryCount: job.retryCount, retryLimit: JOBS['example-generate'].queue.retryLimit }),
  );
  await runtime.queue.work('story-generate-failed', 1, (data) => settleFailedStoryJob(runtime, data.storyId));
  const { renderExport } = await import('./exports/render-video.ts');
  // One video at a time per process: ffmpeg already uses both cores.
  await runtime.queue.work('story-export', 1, (data, job) =>
    renderExport(runtime, data.exportId, { retryCount: job.retryCount, retryLimit: JOBS['story-export'].queue.retryLimit }),
  );
  const { deleteAccount } = await import('./account/delete-account.ts');
  await runtime.queue.work('account-delete', 1, (data) => deleteAccount(runtime, data.deletionId));
  const sweep = setInterval(() => {
    sweepStalledStories(runtime).catch((error) => runtime.log.error({ err: { message: (error as Error).message } }, 'sweep failed'));
  }, 60_000);
  sweep.unref();
  // Shutting down: no sweep against a closing database.
  runtime.stopping.addEventListener('abort', () => clearInterval(sweep), { once: true });
}
