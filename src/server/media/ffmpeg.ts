/**
 * The ffmpeg/ffprobe PROGRAMS, for tests and benchmarks only (devDependencies
 * `@ffmpeg-installer/*`, FFmpeg 4.1 of 2018, GPL): they make fixtures (lavfi sources, stream-copy
 * loops) and check our outputs with an independent tool. Product code never imports this file
 * (a test in ffmpeg.test.ts checks it): every FFmpeg use of the product — voice-sample decoding
 * and its MP3 re-encode, narration MP3s, the video export — runs on FFmpeg 8 through node-av in
 * the media pool's child processes (av.ts, media-task.ts, media-pool.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Absolute path of the ffmpeg binary shipped by `@ffmpeg-installer/ffmpeg`. */
export const ffmpegPath: string = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
/** Absolute path of the ffprobe binary shipped by `@ffprobe-installer/ffprobe`. */
export const ffprobePath: string = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

/** Encoders the pipeline relies on: narration (MP3), web audio (Opus), video export (H.264 + AAC). */
export const REQUIRED_ENCODERS = ['libmp3lame', 'libopus', 'libx264', 'aac'] as const;

/** ffmpeg exited non-zero, was killed by the timeout, or could not start. `stderr` holds its last lines. */
export class FfmpegError extends Error {
  readonly stderr: string;
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  constructor(message: string, stderr: string, exitCode: number | null, timedOut = false) {
    super(message);
    this.stderr = stderr;
    this.exitCode = exitCode;
    this.timedOut = timedOut;
    this.name = 'FfmpegError';
  }
}

export interface FfmpegOptions {
  /** Bytes written to the process's stdin (use `-i pipe:0` in args). */
  input?: Buffer;
  /** Kill the process after this many milliseconds. Default 60 000. */
  timeoutMs?: number;
  /** Binary to run; default ffmpeg. */
  binary?: string;
  /**
   * Address-space cap for the process in MiB (`ulimit -v`), so a hostile file cannot make the
   * decoder allocate without bound. Default: no cap (our own narration and export runs).
   */
  memoryLimitMb?: number;
}

/**
 * Input options for decoding a file nobody vetted: only local files and pipes may be
 * opened (no http, concat, subfile or HLS playlists pointing elsewhere), only the demuxers named
 * in `formats` are tried, at most `maxSeconds` are read, one decoding thread, and the process
 * gets `cpuSeconds` of CPU time (`-timelimit`, enforced by the kernel as RLIMIT_CPU).
 * Place the result right before `-i`.
 */
export function untrustedInputArgs(opts: { formats?: readonly string[]; maxSeconds?: number; cpuSeconds?: number } = {}): string[] {
  return [
    '-nostdin',
    '-timelimit',
    String(opts.cpuSeconds ?? 30),
    '-threads',
    '1',
    '-protocol_whitelist',
    'file,pipe',
    ...(opts.formats?.length ? ['-format_whitelist', opts.formats.join(',')] : []),
    ...(opts.maxSeconds !== undefined ? ['-t', String(opts.maxSeconds)] : []),
  ];
}

export interface FfmpegResult {
  stdout: Buffer;
  /** Full stderr text (ffmpeg logs stream info and warnings there). */
  stderr: string;
}

/**
 * Runs ffmpeg (or `binary`) with `args`, feeding `input` on stdin and collecting stdout.
 * Resolves with both streams; rejects with FfmpegError (stderr tail in the message) on a
 * non-zero exit, a spawn failure or the timeout.
 */
export function execFfmpeg(args: string[], options: FfmpegOptions = {}): Promise<FfmpegResult> {
  const { input, timeoutMs = 60_000, binary = ffmpegPath, memoryLimitMb } = options;
  return new Promise((resolve, reject) => {
    // `exec` keeps one pid, so the timeout's SIGKILL reaches ffmpeg itself, not a shell.
    const child =
      memoryLimitMb === undefined
        ? spawn(binary, ['-hide_banner', ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
        : spawn('/bin/sh', ['-c', 'ulimit -v "$0" || exit 125; exec "$@"', String(memoryLimitMb * 1024), binary, '-hide_banner', ...args], {
            stdio: ['pipe', 'pipe', 'pipe'],
          });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    // ffmpeg may stop reading stdin early (bad input, enough data): that EPIPE is not our error.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`cannot run ${binary}: ${error.message}`, '', null));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8');
      if (timedOut) {
        reject(new FfmpegError(`ffmpeg timed out after ${timeoutMs} ms`, stderr, code, true));
      } else if (code !== 0) {
        const tail = stderr.trim().split('\n').slice(-4).join(' | ');
        reject(new FfmpegError(`ffmpeg exited with code ${code}: ${tail}`, stderr, code));
      } else {
        resolve({ stdout: Buffer.concat(out), stderr });
      }
    });
    if (input) child.stdin.end(input);
    else child.stdin.end();
  });
}

/**
 * Runs ffmpeg with `args` (a `-hide_banner` is prepended), `input` on stdin, and resolves
 * with stdout. Errors: FfmpegError with the stderr tail; timeout default 60 s.
 */
export async function runFfmpeg(args: string[], input?: Buffer, timeoutMs?: number): Promise<Buffer> {
  const { stdout } = await execFfmpeg(args, { input, timeoutMs });
  return stdout;
}

let encoderList: Promise<Set<string>> | undefined;

/** Names of every encoder the bundled ffmpeg was built with (cached). */
export function listEncoders(): Promise<Set<string>> {
  encoderList ??= execFfmpeg(['-encoders'], { timeoutMs: 15_000 }).then(({ stdout }) => {
    const names = new Set<string>();
    for (const line of stdout.toString('utf8').split('\n')) {
      // Rows look like " A..... libmp3lame   libmp3lame MP3 ...": flags, then the name.
      const match = /^\s*[VAS][.A-Z]{5}\s+(\S+)/.exec(line);
      if (match?.[1]) names.add(match[1]);
    }
    return names;
  });
  return encoderList;
}

/** Throws FfmpegError naming the missing ones unless every encoder in `names` exists. */
export async function assertEncoders(names: readonly string[] = REQUIRED_ENCODERS): Promise<void> {
  const available = await listEncoders();
  const missing = names.filter((name) => !available.has(name));
  if (missing.length > 0) {
    throw new FfmpegError(`ffmpeg at ${ffmpegPath} lacks encoders: ${missing.join(', ')}`, '', null);
  }
}
