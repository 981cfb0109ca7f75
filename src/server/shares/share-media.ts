/**
 * Pictures and narration of a story opened through a share link: URLs that name the share
 * (`/media/shared/<shareId>/<key>?exp&sig`) and are served only while that share still works.
 * A plain signed media URL outlives a revocation until it expires; these end with the link.
 */
import { maybeOne } from '../db/client.ts';
import type { Runtime } from '../runtime.ts';
import { assertSafeKey } from '../storage/storage.ts';
import { storyPrefix } from '../storage/keys.ts';
import { signMediaPath, verifyMediaSignature, type SignatureCheck } from '../storage/url-signing.ts';
import type { MediaLinks } from '../stories/present-story.ts';

/** The route prefix of share media URLs. */
export const SHARE_MEDIA_PREFIX = '/media/shared/';

const signedPath = (shareId: string, key: string) => `shared/${shareId}/${key}`;

/** Links for one share's story, valid SIGNED_URL_TTL_SECONDS and only while the share works. */
export function shareMediaLinks(runtime: Pick<Runtime, 'config' | 'mediaSecret'>, shareId: string): MediaLinks {
  return {
    async link(key) {
      assertSafeKey(key);
      const expiresAt = Math.floor(Date.now() / 1000) + runtime.config.SIGNED_URL_TTL_SECONDS;
      const sig = signMediaPath(runtime.mediaSecret, signedPath(shareId, key), expiresAt);
      return { url: `${SHARE_MEDIA_PREFIX}${shareId}/${key}?exp=${expiresAt}&sig=${sig}`, expiresAt };
    },
  };
}

/**
 * The storage key a share media URL may read: its signature holds, the share still works (not
 * revoked, not expired) and the key belongs to the shared story.
 * @param rest the path after SHARE_MEDIA_PREFIX: `<shareId>/<key>`
 * @returns the key, or the reason it is refused ('expired' | 'invalid' | 'gone').
 */
export async function resolveShareMedia(
  runtime: Pick<Runtime, 'db' | 'mediaSecret'>,
  rest: string,
  exp: string | undefined,
  sig: string | undefined,
): Promise<{ key: string } | { refused: Exclude<SignatureCheck, 'ok'> | 'gone' }> {
  const match = /^([0-9a-f-]{36})\/(.+)$/i.exec(rest);
  if (!match) return { refused: 'invalid' };
  const [, shareId, key] = match as unknown as [string, string, string];
  const verdict = verifyMediaSignature(runtime.mediaSecret, signedPath(shareId, key), exp, sig);
  if (verdict !== 'ok') return { refused: verdict };
  const share = await maybeOne<{ storyId: string }>(
    runtime.db,
    `SELECT story_id AS "storyId" FROM story_shares WHERE id = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [shareId],
  );
  if (!share || !key.startsWith(storyPrefix(share.storyId))) return { refused: 'gone' };
  return { key };
}
