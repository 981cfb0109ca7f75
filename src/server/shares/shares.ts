/**
 * Private share links of a story ('Share with family'): the owner makes a link that
 * opens the story read-only for someone without an account (/shared/<token>), sees the links that
 * still work and revokes them. The token is 256 random bits (base64url, 43 characters), shown
 * once at creation; only its SHA-256 is stored, so a database leak opens no story. Links die
 * with their story or account (foreign keys cascade) and may expire.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { STORY_NOT_FOUND } from '../stories/delete-story.ts';
import { presentStory, type StoryView } from '../stories/present-story.ts';
import { shareMediaLinks } from './share-media.ts';
import { findStory, findStoryForJob, listChunks } from '../stories/queries.ts';
import { deleteExpiredShares, deleteShare, insertShare, listShares, openShare, type ShareRow } from './queries.ts';

/** Links that work at once per story: bounds what one parent can hand out (and store). */
export const MAX_SHARES_PER_STORY = 20;
export const SHARE_LIMIT_REACHED = `A story can have at most ${MAX_SHARES_PER_STORY} share links. Remove one you no longer need first.`;
export const SHARE_STORY_NOT_READY = 'This story is still being created. You can share it once it is ready.';
export const SHARE_NOT_FOUND = "This share link doesn't work anymore. Ask the person who shared it for a new one.";
export const SHARE_LINK_NOT_FOUND = "Sorry, we couldn't find this share link.";

/** POST /v1/stories/{id}/shares body: an optional lifetime in days (none: until revoked). */
export const ZCreateShare = z.object({
  expiresInDays: z
    .number({ message: 'The link lifetime must be a whole number of days.' })
    .int({ message: 'The link lifetime must be a whole number of days.' })
    .min(1, { message: 'A link must last at least 1 day.' })
    .max(365, { message: 'A link can last at most 365 days.' })
    .nullish(),
});
export type TCreateShare = z.infer<typeof ZCreateShare>;

/** A link as the owner sees it. `url` and `token` are only present right after creation. */
export interface ShareView {
  id: string;
  storyId: string;
  expiresAt: string | null;
  createdAt: string;
  lastOpenedAt: string | null;
  url?: string;
  token?: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex) of a share token: what the database keeps. */
export const hashShareToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const present = (row: ShareRow): ShareView => ({
  id: row.id,
  storyId: row.storyId,
  expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
  lastOpenedAt: row.lastOpenedAt ? new Date(row.lastOpenedAt).toISOString() : null,
});

/** Errors: not_found (not the caller's story), conflict (unfinished story, or MAX_SHARES_PER_STORY links). */
export async function createShare(runtime: Runtime, userId: string, storyId: string, body: TCreateShare): Promise<ShareView> {
  const story = await findStory(runtime.db, { kind: 'private', userId }, storyId);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  if (story.status !== 'COMPLETE') throw new AppError('conflict', SHARE_STORY_NOT_READY);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = body.expiresInDays ? new Date(Date.now() + body.expiresInDays * 86_400_000) : null;
  const row = await runtime.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM stories WHERE id = $1 FOR UPDATE', [story.id]);
    await deleteExpiredShares(tx, story.id);
    if ((await listShares(tx, userId, story.id)).length >= MAX_SHARES_PER_STORY) throw new AppError('conflict', SHARE_LIMIT_REACHED);
    return insertShare(tx, { storyId: story.id, userId, tokenHash: hashShareToken(token), expiresAt });
  });
  return { ...present(row), token, url: `${runtime.config.publicUrl}/shared/${token}` };
}

/** The owner's working links of a story. Errors: not_found (not the caller's story). */
export async function readShares(runtime: Runtime, userId: string, storyId: string): Promise<{ data: ShareView[] }> {
  const story = await findStory(runtime.db, { kind: 'private', userId }, storyId);
  if (!story) throw new AppError('not_found', STORY_NOT_FOUND);
  return { data: (await listShares(runtime.db, userId, story.id)).map(present) };
}

/** Revokes a link at once: the next open of it is refused. Errors: not_found. */
export async function revokeShare(runtime: Runtime, userId: string, storyId: string, shareId: string): Promise<void> {
  if (!(await deleteShare(runtime.db, userId, storyId, shareId))) throw new AppError('not_found', SHARE_LINK_NOT_FOUND);
}

/**
 * GET /v1/shared/{token}: the shared story with pictures and narration signed for this story
 * only. Errors: not_found with SHARE_NOT_FOUND for a malformed, unknown, revoked or expired
 * token, and for a story that is gone or no longer complete (one answer: nothing to probe).
 */
export async function readSharedStory(runtime: Runtime, token: string): Promise<StoryView> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError('not_found', SHARE_NOT_FOUND);
  const share = await openShare(runtime.db, hashShareToken(token));
  if (!share) throw new AppError('not_found', SHARE_NOT_FOUND);
  const story = await findStoryForJob(runtime.db, share.storyId);
  if (!story || story.status !== 'COMPLETE' || story.userId !== share.userId) throw new AppError('not_found', SHARE_NOT_FOUND);
  // Media links that name this share: revoking the link ends them too, not only the page.
  return presentStory(shareMediaLinks(runtime, share.id), story, await listChunks(runtime.db, [story.id]), { includeImages: true, includeAudio: true });
}
