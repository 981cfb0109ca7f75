/**
 * One page's picture and narration for the pipeline, whatever
 * the vendor:
 * - Every vendor call waits for its vendor's slot: at most ILLUSTRATOR_CONCURRENCY pictures and
 *   NARRATOR_CONCURRENCY narrations in flight per vendor in this process, all stories together
 *   (a vendor's rate limit is per account, not per story).
 * - The built-in providers' work is CPU, so it runs in a pool of PIPELINE_MEDIA_THREADS worker
 *   threads (page-media-task.ts) instead of on the event loop; a picture is encoded once, from
 *   raw pixels to WebP. A vendor's PNG is decoded once by sharp (libuv threads) into the page
 *   WebP and, for the cover page, the card cover.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import { createWorkerPool, type WorkerPool } from '../media/worker-pool.ts';
import { ProviderError, type IllustrateRequest, type Illustrator, type NarrateRequest, type Narration, type Narrator, type Scene } from '../providers/types.ts';
import type { PitchCurve } from '../providers/narrator/builtin/voices.ts';
import { encodePicture, type PageMediaInput, type PageMediaOutput } from './page-media-task.ts';

/** A page picture ready to store: WebP bytes, and the card cover when it was asked for. */
export interface PagePicture {
  webp: Buffer;
  cover: Buffer | null;
  /** The cover at full size for the printed book, when the cover was drawn as its own picture. */
  printCover: Buffer | null;
}

const limits = new Map<string, LimitFunction>();

/** The process-wide slot limiter of one vendor ('illustrator:openai', 'narrator:elevenlabs', …). */
export function vendorLimit(role: 'illustrator' | 'narrator', vendor: string, config: Config): LimitFunction {
  const key = `${role}:${vendor}`;
  let limit = limits.get(key);
  if (!limit) {
    limit = pLimit(role === 'illustrator' ? config.ILLUSTRATOR_CONCURRENCY : config.NARRATOR_CONCURRENCY);
    limits.set(key, limit);
  }
  return limit;
}

let pool: WorkerPool<PageMediaInput, PageMediaOutput> | undefined;
/** The built-in narrator's voice pitch curves, kept here while the children come and go (voices.ts knownPitchCurves). */
const pitchCurves: Record<string, PitchCurve> = {};

/**
 * How long an idle page-media child stays (ms): long enough to carry a busy hour from story to
 * story (espeak, its pitch calibration and the Japanese dictionary start once per child, ~1-2 s of
 * CPU), short enough that an idle server gives its memory back.
 */
const PAGE_MEDIA_IDLE_MS = 60_000;

function mediaPool(config: Config): WorkerPool<PageMediaInput, PageMediaOutput> {
  pool ??= createWorkerPool<PageMediaInput, PageMediaOutput>({
    filename: new URL('./page-media-task.ts', import.meta.url),
    // Child processes, not threads (to keep the server's memory low): a worker thread's memory stays in the
    // server's RSS after the thread ends (glibc keeps its arenas; measured: two threads that
    // loaded the Japanese dictionary left +400 MB behind), while an ended child gives all of it
    // back. Each child holds espeak (~100 MB), resvg, sharp and, once a Japanese page came, the
    // kuromoji dictionary (~200 MB).
    runtime: 'child_process',
    maxThreads: config.PIPELINE_MEDIA_THREADS,
    // Callers are already bounded by the vendor slots; the queue only needs to hold them.
    maxQueue: 256,
    maxHeapMb: 384,
    taskTimeoutMs: 120_000,
    idleTimeoutMs: PAGE_MEDIA_IDLE_MS,
    // V8 collects on the child's own thread, without helper threads: each page makes
    // one or two full collections (resvg's and espeak's buffers count as outside memory), and on
    // two cores shared by two children the helpers' marking cost more CPU than it saved. The
    // page media of the stories benchmark's mix, in one process, two runs each: 3.46 and 3.56
    // CPU-s a story with helpers, 3.28 and 3.24 without. A child does one task at a time, so
    // the longer pauses only lengthen that task.
    execArgv: ['--single-threaded-gc'],
  });
  return pool;
}

async function inPool(config: Config, input: PageMediaInput): Promise<Exclude<PageMediaOutput, { kind: 'error' }>> {
  const output = await mediaPool(config).run(input);
  if (output.kind === 'error') throw new ProviderError(output.message, output.retryable);
  return output;
}

/** The built-in providers do their work in this process's CPU: they go to the pool. */
const runsInPool = (provider: Illustrator | Narrator) => provider.name === 'builtin';

/**
 * Draws one page and encodes it, plus the card cover when `withCover`: the built-in illustrator
 * draws the cover from `coverScene` in its cover layout (and gives the print-size cover too); a
 * vendor's cover is cut from the page. Errors: ProviderError.
 */
export async function drawPage(
  config: Config,
  illustrator: Illustrator,
  request: IllustrateRequest,
  withCover: boolean,
  coverScene?: Scene,
): Promise<PagePicture> {
  return vendorLimit(
    'illustrator',
    illustrator.name,
    config,
  )(async () => {
    if (runsInPool(illustrator)) {
      const { referencePhoto: _unused, ...plain } = request;
      const out = await inPool(config, { kind: 'picture', request: plain, withCover, ...(withCover && coverScene ? { coverScene } : {}) });
      if (out.kind !== 'picture') throw new Error('page media pool answered out of kind');
      return {
        webp: Buffer.from(out.webp.buffer, out.webp.byteOffset, out.webp.byteLength),
        cover: out.cover ? Buffer.from(out.cover.buffer, out.cover.byteOffset, out.cover.byteLength) : null,
        printCover: out.printCover ? Buffer.from(out.printCover.buffer, out.printCover.byteOffset, out.printCover.byteLength) : null,
      };
    }
    const { png } = await illustrator.illustrate(request);
    return { ...(await encodePicture(sharp(png), withCover)), printCover: null };
  });
}

/** Narrates one page. Errors: ProviderError. */
export async function narratePage(config: Config, narrator: Narrator, request: NarrateRequest): Promise<Narration> {
  return vendorLimit(
    'narrator',
    narrator.name,
    config,
  )(async () => {
    if (runsInPool(narrator)) {
      const out = await inPool(config, { kind: 'narration', request, pitchCurves });
      if (out.kind !== 'narration') throw new Error('page media pool answered out of kind');
      Object.assign(pitchCurves, out.pitchCurves);
      const { audio } = out.narration;
      return { ...out.narration, audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength) };
    }
    return narrator.narrate(request);
  });
}

/** Ends the pool's threads (server shutdown, tests). */
export async function closePageMedia(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
