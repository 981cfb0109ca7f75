/**
 * The story video as the worker asks for it: compose-video.ts runs in the media pool's child
 * process (media-task.ts). Kept apart from compose-video.ts so the child's code never imports the
 * pool that starts it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComposedVideo, VideoInput } from './compose-video.ts';

/** Sample rate the narration is decoded at to count its length. */
const AUDIO_RATE = 44_100;

/**
 * Duration of an audio file in seconds, counted from its decoded samples (FFmpeg 8 in the media
 * pool; encoder delay and padding excluded). Throws when the file is not readable audio.
 */
export async function probeDuration(file: string): Promise<number> {
  const { decodeToMono } = await import('../media/decode-audio.ts');
  const { samples, sampleRate } = await decodeToMono(await readFile(file), { sampleRate: AUDIO_RATE });
  const seconds = samples.length / sampleRate;
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`cannot read the narration length of ${path.basename(file)}`);
  return seconds;
}

/**
 * Renders the video in the media pool (a child process; see composeVideoHere). Throws when there
 * are no pages, a narration cannot be read or encoding fails.
 */
export async function composeStoryVideo(input: VideoInput, options: { timeoutMs?: number } = {}): Promise<ComposedVideo> {
  if (input.pages.length === 0) throw new Error('a video needs at least one page with a picture and narration');
  const { runMediaTask } = await import('../media/media-pool.ts');
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const result = await runMediaTask({ kind: 'video', input, timeoutMs }, timeoutMs + 5000);
  if (result.kind !== 'video') throw new Error(`unexpected media task answer ${result.kind}`);
  const mp4 = result.result.mp4;
  return { ...result.result, mp4: Buffer.from(mp4.buffer, mp4.byteOffset, mp4.byteLength) };
}
