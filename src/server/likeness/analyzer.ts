/**
 * Photo → HeroLook in a child process (issue 15). The detector needs ~370 MB and up to a second
 * of CPU per photo, so it never runs in the web process: a child (analyzer-child.ts) is forked on
 * the first photo, serves photos one at a time and exits after PHOTO_ANALYZER_IDLE_SECONDS idle.
 * The web process only decodes and scales the photo (sharp, off the event loop).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { HeroLook } from '../../shared/hero-look.ts';

/** Longest edge the detector sees, px. */
const MAX_EDGE = 640;

export interface PhotoAnalysis {
  /** null: no face and no known animal or object in the photo. */
  look: HeroLook | null;
  /** Detection time in the analyzer, ms (model loading excluded). */
  ms: number;
  /** CPU time the analyzer spent on the photo, ms (all its threads; a load-independent cost). */
  cpuMs?: number;
  /**
   * How many subjects like the described one the photo holds (two parrots: 2, and the look
   * describes the larger); 0 when nothing was seen.
   */
  subjects: number;
  /** The detector's raw findings, only when LIKENESS_DEBUG is set (calibration scripts). */
  debug?: unknown;
}

export interface PhotoAnalyzer {
  /**
   * Analyses one photo (any format sharp decodes). Rejects on a decoding failure, an analyzer
   * crash or after `timeoutMs`; callers treat that as "nothing seen", never as an upload error.
   */
  analyze(image: Buffer): Promise<PhotoAnalysis>;
  /** Stops the child process if it runs. */
  close(): void;
  /** The analyzer child's process id while it runs (for benchmarks), else undefined. */
  childPid(): number | undefined;
}

export interface AnalyzerOptions {
  /** Seconds without work before the child exits (default 30). */
  idleSeconds?: number;
  /** Per photo, including a cold start (default 60 s). */
  timeoutMs?: number;
}

interface Pending {
  /** The child the photo was sent to: only its exit fails the request. */
  child: ChildProcess;
  resolve: (a: PhotoAnalysis) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

const CHILD = fileURLToPath(new URL('./analyzer-child.ts', import.meta.url));

/** Creates an analyzer; the child process starts on the first analyze(). */
export function createPhotoAnalyzer(options: AnalyzerOptions = {}): PhotoAnalyzer {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const idleMs = (options.idleSeconds ?? 30) * 1000;
  let child: ChildProcess | undefined;
  // The web process decides when the child is idle, so a photo is never sent to a child that is exiting.
  let idleTimer: NodeJS.Timeout | undefined;
  const armIdle = (): void => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size === 0 && child) {
        child.kill();
        child = undefined;
      }
    }, idleMs);
    idleTimer.unref();
  };
  let nextId = 1;
  const pending = new Map<number, Pending>();
  // One photo at a time: the machine's cores are shared with story making.
  let chain: Promise<unknown> = Promise.resolve();

  const failAll = (of: ChildProcess, reason: string): void => {
    for (const [id, p] of pending) {
      if (p.child !== of) continue;
      clearTimeout(p.timer);
      p.reject(new Error(reason));
      pending.delete(id);
    }
  };

  const start = (): ChildProcess => {
    const c = fork(CHILD, [], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // The child's own idle exit is only a safety net for a parent that vanished.
      env: { ...process.env, ANALYZER_IDLE_MS: String(idleMs * 2 + 60_000) },
    });
    c.stderr?.resume();
    c.on('message', (msg: { id: number; look?: HeroLook | null; ms?: number; cpuMs?: number; subjects?: number; error?: string; debug?: unknown }) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      clearTimeout(p.timer);
      armIdle();
      if (msg.error !== undefined) p.reject(new Error(`photo analysis failed: ${msg.error}`));
      else
        p.resolve({
          look: msg.look ?? null,
          ms: msg.ms ?? 0,
          cpuMs: msg.cpuMs,
          subjects: msg.subjects ?? (msg.look ? 1 : 0),
          ...(msg.debug ? { debug: msg.debug } : {}),
        });
    });
    c.on('exit', () => {
      if (child === c) child = undefined;
      failAll(c, 'photo analyzer exited');
    });
    c.on('error', () => failAll(c, 'photo analyzer could not start'));
    return c;
  };

  const run = async (image: Buffer): Promise<PhotoAnalysis> => {
    const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    clearTimeout(idleTimer);
    if (!child || child.exitCode !== null || !child.connected) child = start();
    const c = child;
    const id = nextId++;
    return new Promise<PhotoAnalysis>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('photo analysis timed out'));
        c.kill('SIGKILL');
      }, timeoutMs);
      pending.set(id, { child: c, resolve, reject, timer });
      c.send({ id, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height });
    });
  };

  return {
    analyze(image) {
      const result = chain.then(() => run(image));
      chain = result.catch(() => undefined);
      return result;
    },
    childPid: () => child?.pid,
    close() {
      clearTimeout(idleTimer);
      child?.kill();
      child = undefined;
    },
  };
}

let shared: PhotoAnalyzer | undefined;

/** The process-wide analyzer (one child at most per web or worker process). */
export function sharedPhotoAnalyzer(options: AnalyzerOptions = {}): PhotoAnalyzer {
  return (shared ??= createPhotoAnalyzer(options));
}
