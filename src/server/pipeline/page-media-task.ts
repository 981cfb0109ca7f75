/**
 * Entry of the page media pool's child processes (page-media.ts; never imported by the server
 * process itself): the built-in providers' CPU work for one page — the SVG scene composed, rasterized by
 * resvg and encoded to WebP in ONE encoder pass straight from the raw pixels (no PNG between, no
 * second decode), the card cover cut from the same pixels; or the page narrated by espeak-ng and
 * encoded. Errors cross the thread boundary as data (`{ error }`), so a ProviderError's
 * retryability survives.
 */
import sharp, { type Sharp } from 'sharp';
import { requestCover, requestPage } from '../providers/illustrator/builtin/index.ts';
import { rasterizePage } from '../providers/illustrator/builtin/raster.ts';
import { createBuiltinNarrator } from '../providers/narrator/builtin/index.ts';
import { adoptPitchCurves, knownPitchCurves, type PitchCurve } from '../providers/narrator/builtin/voices.ts';
import { ProviderError, type IllustrateRequest, type NarrateRequest, type Narration, type Scene } from '../providers/types.ts';

/** Side of a built-in page picture, px (the illustrator's PAGE_SIZE). */
export const PICTURE_SIZE = 1024;
/** Side of a story card cover, px. */
export const COVER_SIZE = 480;

export type PageMediaInput =
  | {
      kind: 'picture';
      request: Omit<IllustrateRequest, 'referencePhoto'>;
      withCover: boolean;
      /** With `withCover`: draw the cover from this cover scene in the cover layout instead of cutting it from the page. */
      coverScene?: Scene;
    }
  | {
      kind: 'narration';
      request: NarrateRequest;
      /** Voice pitch curves an earlier child measured (voices.ts knownPitchCurves), so this one need not. */
      pitchCurves?: Record<string, PitchCurve>;
    };

export type PageMediaOutput =
  | { kind: 'picture'; webp: Uint8Array; cover: Uint8Array | null; printCover: Uint8Array | null }
  | { kind: 'narration'; narration: Omit<Narration, 'audio'> & { audio: Uint8Array }; pitchCurves: Record<string, PitchCurve> }
  | { kind: 'error'; message: string; retryable: boolean };

/**
 * The built-in page picture as raw RGBA pixels, 1024x1024: the built-in illustrator's own
 * rasterizer (raster.ts; page-media.test.ts holds the two equal), only without its PNG
 * encoding: the pipeline wants WebP.
 */
export function renderBuiltinPixels(request: Omit<IllustrateRequest, 'referencePhoto'>): { pixels: Buffer; width: number; height: number } {
  return rasterizePage(requestPage(request), PICTURE_SIZE);
}

/** Encodes a page picture (WebP q85) and, when asked, its card cover (480 px, WebP q78) from one decoded image, on libuv's threads. */
export async function encodePicture(input: Sharp, withCover: boolean): Promise<{ webp: Buffer; cover: Buffer | null }> {
  const [webp, cover] = await Promise.all([
    // effort 2, not the default 4: half the CPU, and on our flat-coloured scenes no bigger a file (measured 194 vs 199 KB).
    input.clone().webp({ quality: 85, effort: 2 }).toBuffer(),
    withCover ? input.clone().resize(COVER_SIZE, COVER_SIZE).webp({ quality: 78, effort: 2 }).toBuffer() : Promise.resolve(null),
  ]);
  return { webp, cover };
}

/** Encodes a drawn cover: the card's (480 px, WebP q78) and the printed book's (1024 px, WebP q85). */
async function encodeCover(input: Sharp): Promise<{ cover: Buffer; printCover: Buffer }> {
  const [cover, printCover] = await Promise.all([
    input.clone().resize(COVER_SIZE, COVER_SIZE).webp({ quality: 78, effort: 2 }).toBuffer(),
    input.clone().webp({ quality: 85, effort: 2 }).toBuffer(),
  ]);
  return { cover, printCover };
}

// Profiling (WORKER_CPU_PROF_DIR, worker-pool.ts): the pool ends a child with SIGTERM, which would
// skip V8's --cpu-prof write; exiting normally on it lets the child leave its profile.
if (process.env.WORKER_CPU_PROF_DIR && typeof process.send === 'function') process.once('SIGTERM', () => process.exit(0));

let narrator: ReturnType<typeof createBuiltinNarrator> | undefined;

export default async function pageMediaTask(input: PageMediaInput): Promise<PageMediaOutput> {
  try {
    if (input.kind === 'picture') {
      const { pixels, width, height } = renderBuiltinPixels(input.request);
      const own = input.withCover && input.coverScene;
      const { webp, cover } = await encodePicture(sharp(pixels, { raw: { width, height, channels: 4 } }), input.withCover && !own);
      if (!own) return { kind: 'picture', webp, cover, printCover: null };
      // The cover is its own picture (cover layout), drawn after the page so one raster is in memory at a time.
      const c = rasterizePage(requestCover(input.request, own), PICTURE_SIZE);
      const drawn = await encodeCover(sharp(c.pixels, { raw: { width: c.width, height: c.height, channels: 4 } }));
      return { kind: 'picture', webp, ...drawn };
    }
    // This task runs in a page-media child process (page-media.ts): FFmpeg encodes here rather
    // than in a further pool of grandchildren (the PCM is our own, not an upload).
    narrator ??= createBuiltinNarrator({ encodeMp3: async (samples, options) => (await import('../media/av.ts')).encodeMp3(samples, options) });
    adoptPitchCurves(input.pitchCurves);
    const narration = await narrator.narrate(input.request);
    return { kind: 'narration', narration: { ...narration, audio: narration.audio }, pitchCurves: knownPitchCurves() };
  } catch (error) {
    const retryable = error instanceof ProviderError ? error.retryable : false;
    return { kind: 'error', message: error instanceof Error ? error.message : String(error), retryable };
  }
}
