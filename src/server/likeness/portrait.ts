/**
 * GET /v1/me/characters/:id/portrait?style=…: the hero as the built-in illustrator draws them in a
 * story, waving on a plain meadow in the chosen style, so the parent can confirm the look right after
 * upload. The same sheet a story takes (heroSheet: the parent's choices, the description, the photo's
 * reading) is drawn; a PNG of PORTRAIT_SIZE pixels. Owner only. Cost is bounded: one page render per
 * (look, style) — the latest renders are kept in memory and two identical requests share one render.
 */
import sharp from 'sharp';
import type { IllustrationStyle } from '../../shared/catalog.ts';
import type { Scene } from '../providers/types.ts';
import { renderCover } from '../providers/illustrator/builtin/builtin-illustrator.ts';
import { hashString } from '../storycraft/scene/rng.ts';
import { heroCharacters, heroSheet } from '../stories/create-story.ts';
import { AppError } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

/** Width and height of the portrait PNG in pixels. */
export const PORTRAIT_SIZE = 384;
/** Portraits kept in memory (about 60 KB each). */
const CACHE_SIZE = 96;

const SCENE: Scene = { setting: 'meadow', timeOfDay: 'day', action: 'waving', companion: 'none', props: [], mood: 'cheerful' };
const cache = new Map<string, Promise<Buffer>>();

/** The portrait PNG and an ETag that changes whenever the drawn look or the style does. @throws AppError not_found. */
export async function characterPortrait(
  deps: Pick<Runtime, 'db'>,
  userId: string,
  characterId: number,
  style: IllustrationStyle,
): Promise<{ png: Buffer; etag: string }> {
  const [row] = await heroCharacters(deps.db, userId, [characterId]);
  if (!row) throw new AppError('not_found', 'Character not found.');
  const sheet = heroSheet(row, { enrichByImage: true }, 'en');
  const key = `${style}:${JSON.stringify(sheet)}`;
  const etag = `"p${hashString(key).toString(36)}"`;
  let png = cache.get(key);
  if (png) cache.delete(key);
  else
    png = renderCover({ title: '', hero: sheet, style, scene: SCENE, seed: hashString(sheet.name) })
      .then((page) => sharp(page).resize(PORTRAIT_SIZE, PORTRAIT_SIZE).png().toBuffer())
      .catch((err: unknown) => {
        cache.delete(key);
        throw err;
      });
  // Most recently used last: the oldest is dropped first.
  cache.set(key, png);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { png: await png, etag };
}
