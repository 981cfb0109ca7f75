/**
 * Job definitions: name, payload schema and queue policy, apart from the handlers
 * (registered in src/server/worker-registry.ts). Payloads carry ids only, never user content.
 */
import { z } from 'zod';

/**
 * Queue policy of the story pipeline, shared by the parents' stories and the example library's:
 * three retries with backoff, 30 minutes a run, and a dead letter to 'story-generate-failed'.
 */
const STORY_PIPELINE_QUEUE = {
  retryLimit: 3,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 120,
  expireInSeconds: 30 * 60,
  heartbeatSeconds: 10,
  deadLetter: 'story-generate-failed',
} as const;

export const JOBS = {
  /**
   * Dead letters of 'story-generate': pg-boss copies a story job here when it ends
   * failed after its last retry by any path (its handler threw, or its worker died and the
   * heartbeat lapsed), so the story is failed and its credit returned at once. Declared before
   * the queue that names it: queues are created in this order.
   */
  'story-generate-failed': {
    name: 'story-generate-failed',
    schema: z.object({ storyId: z.string().uuid() }),
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 120, expireInSeconds: 5 * 60, heartbeatSeconds: 10 },
  },
  /** Writes, illustrates and narrates one story. */
  'story-generate': {
    name: 'story-generate',
    schema: z.object({ storyId: z.string().uuid() }),
    queue: STORY_PIPELINE_QUEUE,
  },
  /**
   * Generates one story of the example library (same pipeline as 'story-generate'): its own queue,
   * worked one job at a time and one page at a time, so a first start stays responsive and the
   * parents' stories never wait behind the examples.
   */
  'example-generate': {
    name: 'example-generate',
    schema: z.object({ storyId: z.string().uuid() }),
    queue: STORY_PIPELINE_QUEUE,
  },
  /** Renders a story as an MP4 video. */
  'story-export': {
    name: 'story-export',
    schema: z.object({ exportId: z.string().uuid() }),
    queue: { retryLimit: 2, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 20 * 60, heartbeatSeconds: 10 },
  },
  /** Deletes one account everywhere; payload is the account_deletions id, never the user's. */
  'account-delete': {
    name: 'account-delete',
    schema: z.object({ deletionId: z.string().uuid() }),
    queue: { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 30 * 60, heartbeatSeconds: 10 },
  },
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['schema']>;
