/**
 * Pure mapping from an IllustrateRequest to an OpenAI Images prompt, and from the Images
 * response to picture bytes. The prompt carries the page, the hero's character sheet (the same
 * words on every page, for consistency) and the description of the chosen style.
 */
import { lookPhrase } from '../../../storycraft/likeness/look-phrase.ts';
import type { IllustrationStyle } from '../../../../shared/catalog.ts';
import type { CharacterSheet, IllustrateRequest } from '../../types.ts';

/** How each style must look, in words an image model follows. */
export const STYLE_PROMPTS: Record<IllustrationStyle, string> = {
  ghibli:
    'Hand-painted anime film style: soft painterly gradients, lush greens and big cumulus clouds, warm sunlight, round faces with large expressive eyes, few outlines.',
  storybook: 'Classic picture-book illustration: confident ink outlines, flat warm colours, visible paper texture, rounded friendly shapes.',
  watercolor: 'Gentle watercolor painting: soft bleeding edges, layered translucent washes, paper grain, lots of white space, pastel palette.',
  lego: 'A world built from toy bricks: everything made of plastic bricks with studs, bright primary colours, minifigure-like characters with a cylinder head and a simple painted face, blocky scenery.',
};

/** The hero description repeated verbatim on every page so the model draws the same character. */
export function characterSheetText(hero: CharacterSheet): string {
  const parts: string[] = [];
  const look = hero.look;
  const who =
    look?.kind === 'animal' && look.species
      ? `a friendly ${look.species} character`
      : look?.kind === 'object' && look.category
        ? `a friendly living ${look.category} with a cute face`
        : hero.kind === 'human'
          ? `${hero.age !== undefined ? `a ${hero.age}-year-old ` : 'a '}${hero.gender === 'male' ? 'boy' : hero.gender === 'female' ? 'girl' : 'child'}`
          : hero.kind === 'animal'
            ? 'a friendly animal character'
            : 'a friendly living object character with a cute face';
  parts.push(`The hero, named ${hero.name}, is ${who}`);
  // The look's fields in plain English; the raw description only for heroes made before looks existed.
  const phrase = look ? lookPhrase(look, 'en') : null;
  if (phrase) parts.push(`: ${phrase}`);
  else if (hero.description) parts.push(`: ${hero.description.trim()}`);
  parts.push('.');
  if (hero.palette?.length) parts.push(` Hero colours: ${hero.palette.slice(0, 4).join(', ')}.`);
  parts.push(' Draw the hero exactly the same on every page: same face, proportions, hair, clothes, colours and signature trait.');
  return parts.join('');
}

/** Light and mood pacing: night pages darker, the last page the calmest. */
function pacing(request: IllustrateRequest): string {
  const last = request.pageIndex >= request.pageCount - 1;
  const light = {
    morning: 'fresh morning light',
    day: 'bright daylight',
    evening: 'warm golden evening light',
    night: 'a calm dark-blue night with soft moonlight',
  }[request.scene.timeOfDay];
  return last ? `${light}; the calmest, quietest picture of the book, everything settling to sleep.` : `${light}; ${request.scene.mood} mood.`;
}

/** The full Images prompt for one page. With a reference photo the model is told whose likeness to keep. */
export function composePrompt(request: IllustrateRequest): string {
  const { scene } = request;
  const companion = scene.companion === 'none' ? '' : ` Companion: a ${scene.companion}.`;
  const props = scene.props.length ? ` Also in the picture: ${scene.props.join(', ')}.` : '';
  return [
    `Children's bedtime picture-book illustration, page ${request.pageIndex + 1} of ${request.pageCount}. ${STYLE_PROMPTS[request.style]}`,
    `Scene: ${request.prompt.trim()} Setting: ${scene.setting}, ${scene.timeOfDay}. The hero is ${scene.action}.${companion}${props}`,
    characterSheetText(request.hero),
    request.referencePhoto
      ? 'Use the person in the reference image as the hero: keep their face, hair and skin tone recognisable, redrawn fully in this style.'
      : '',
    `Light: ${pacing(request)}`,
    'Composition: one clear focal point, the hero large enough to read on a phone, horizon and depth, rule of thirds, calm areas for the eye to rest. Gentle and safe, nothing scary. No text, letters or words in the image.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Image container sniffed from magic bytes. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | 'unknown' {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length > 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return 'unknown';
}

/** The first image of an Images API response: base64 bytes, or a URL to fetch (dall-e default, some local servers). */
export function firstImage(body: unknown): { b64: string } | { url: string } | undefined {
  const data = (body as { data?: Array<{ b64_json?: unknown; url?: unknown }> } | undefined)?.data;
  const first = Array.isArray(data) ? data[0] : undefined;
  if (typeof first?.b64_json === 'string' && first.b64_json) return { b64: first.b64_json };
  if (typeof first?.url === 'string' && first.url) return { url: first.url };
  return undefined;
}
