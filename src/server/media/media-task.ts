/**
 * Entry of the media pool's child processes (media-pool.ts): every FFmpeg use of the
 * product runs here, through node-av (av.ts), never in the web server's process.
 *
 * Bounds of a child besides the pool's wall-clock limit: it lowers its own CPU priority (MEDIA_TASK_NICE, default nice 5)
 * so the web process wins the CPU on a busy 2-core machine, and a watchdog ends it when its
 * resident memory passes MEDIA_TASK_MEMORY_MB (native FFmpeg allocations are outside V8's heap
 * cap); the pool then reports the task as failed and starts a fresh child.
 */
import os from 'node:os';
import { measureUpload, decodeInThisProcess, type DecodeOptions, type UploadMeasurement, type DecodedAudio } from './audio.ts';

/** Child RSS above which the watchdog ends the process, MiB (the old `ulimit -v` of the ffmpeg child). */
export const MEDIA_TASK_MEMORY_MB = Number(process.env.MEDIA_TASK_MEMORY_MB ?? 768);
/** CPU niceness of a media child (MEDIA_TASK_NICE, 0-19, default 5): the web process wins the CPU. */
export const MEDIA_TASK_NICE = Math.min(19, Math.max(0, Number(process.env.MEDIA_TASK_NICE ?? 5)));
/** Exit code of a child ended by the memory watchdog. */
export const MEMORY_EXIT_CODE = 86;

if (typeof process.send === 'function' && (process as { __tinypool_state__?: { isChildProcess?: boolean } }).__tinypool_state__?.isChildProcess) {
  try {
    os.setPriority(MEDIA_TASK_NICE);
  } catch {
    // not permitted: run at normal priority
  }
  const capBytes = MEDIA_TASK_MEMORY_MB * 1024 * 1024;
  setInterval(() => {
    if (process.memoryUsage.rss() > capBytes) {
      process.stderr.write(`media task: resident memory over ${MEDIA_TASK_MEMORY_MB} MB, ending the worker\n`);
      process.exit(MEMORY_EXIT_CODE);
    }
  }, 25).unref();
}

/** One unit of media work. Binary data crosses as Uint8Array / Float32Array (structured clone). */
export type MediaTask =
  | { kind: 'voice'; bytes: Uint8Array; maxSeconds: number }
  | { kind: 'decode'; bytes: Uint8Array; options: DecodeOptions }
  | { kind: 'mp3'; samples: Float32Array; sampleRate: number; bitrate?: string; filter?: string; lameQuality?: number }
  | { kind: 'video'; input: import('../exports/compose-video.ts').VideoInput; timeoutMs?: number }
  | { kind: 'svg'; bytes: Uint8Array };

/** What each kind answers; errors travel as data ({ error }) so their class survives the IPC. */
export type MediaTaskResult =
  | { kind: 'voice'; result: UploadMeasurement }
  | { kind: 'decode'; result: DecodedAudio }
  | { kind: 'mp3'; mp3: Uint8Array }
  | { kind: 'video'; result: import('../exports/compose-video.ts').ComposedVideo }
  | { kind: 'svg'; photo: { data: Uint8Array; width: number; height: number } }
  /** `code` and `details`: an AppError's (a parent's error message), so the web process can throw it again. */
  | { kind: 'error'; name: string; message: string; reason?: string; code?: string; details?: Record<string, unknown> };

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export default async function mediaTask(task: MediaTask): Promise<MediaTaskResult> {
  try {
    switch (task.kind) {
      case 'voice':
        return { kind: 'voice', result: await measureUpload(task.bytes, task.maxSeconds) };
      case 'decode':
        return { kind: 'decode', result: await decodeInThisProcess(asBuffer(task.bytes), task.options) };
      case 'mp3': {
        const { encodeMp3 } = await import('./av.ts');
        const mp3 = await encodeMp3(task.samples, {
          sampleRate: task.sampleRate,
          ...(task.bitrate ? { bitrate: task.bitrate } : {}),
          ...(task.filter ? { filter: task.filter } : {}),
          ...(task.lameQuality !== undefined ? { lameQuality: task.lameQuality } : {}),
        });
        return { kind: 'mp3', mp3: new Uint8Array(mp3.buffer, mp3.byteOffset, mp3.byteLength) };
      }
      case 'video': {
        const { composeVideoHere } = await import('../exports/compose-video.ts');
        return { kind: 'video', result: await composeVideoHere(task.input, task.timeoutMs !== undefined ? { timeoutMs: task.timeoutMs } : {}) };
      }
      case 'svg': {
        const { rasterizeSvgHere } = await import('./image.ts');
        const photo = await rasterizeSvgHere(asBuffer(task.bytes));
        return {
          kind: 'svg',
          photo: { data: new Uint8Array(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), width: photo.width, height: photo.height },
        };
      }
    }
  } catch (error) {
    const e = error as Error & { reason?: string; code?: string; details?: Record<string, unknown> };
    return {
      kind: 'error',
      name: e.name ?? 'Error',
      message: e.message ?? String(error),
      ...(e.reason ? { reason: e.reason } : {}),
      ...(e.name === 'AppError' && e.code ? { code: e.code, ...(e.details ? { details: e.details } : {}) } : {}),
    };
  }
}
