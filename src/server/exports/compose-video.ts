/**
 * Turns story pages (illustration, narration, text) into an MP4: H.264 + AAC,
 * 1280x720, faststart. Each page's frame is shown for the length of its narration plus a short
 * page-turn pause, fading through black between pages.
 *
 * FFmpeg 8 through node-av, in the media pool's child process: frames and
 * samples are made here and fed to the encoders directly, so no filter graph or command line is
 * involved. Speed (target: a 10-page story in under 15 s on 2 cores): the picture only changes at
 * page turns, so a still page is written as one frame a second (variable frame rate, as
 * `mpdecimate` did) and only the fades carry all 12 frames a second; x264 then encodes about one
 * frame per second of story instead of twelve.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { LanguageCode } from '../../shared/catalog.ts';
import { composePageFrame, FRAME_HEIGHT, FRAME_WIDTH } from './page-frame.ts';

/** Silence added after each page's narration except the last, so a page turn can breathe. */
export const PAGE_TURN_PAUSE_SECONDS = 0.6;
/** Length of the fade out at a page's end and the fade in at the next page's start. */
export const FADE_SECONDS = 0.4;
/** Generated frame rate before duplicate frames are dropped. */
export const VIDEO_FPS = 12;
const AUDIO_RATE = 44_100;

export interface VideoPage {
  /** Illustration, any format sharp reads. */
  image: Buffer;
  /** Narration: MP3, WAV, Ogg, WebM or M4A (decoded by FFmpeg 8 in the media pool). */
  audio: Buffer;
  /** Page text, shown as the caption. */
  text: string;
}

export interface VideoInput {
  title: string;
  language: LanguageCode;
  pages: VideoPage[];
}

export interface ComposedVideo {
  mp4: Buffer;
  /** Total length in seconds (narration + pauses). */
  durationSeconds: number;
  /** Where each page starts and how long it lasts, in seconds. */
  pages: { startSeconds: number; durationSeconds: number }[];
}

/** Black in limited-range YUV: the fades go towards it. */
const BLACK_Y = 16;
const GREY_UV = 128;

/** `base` (yuv420p, contiguous planes) faded towards black by `gain` (0 = black, 1 = as is). */
function faded(base: Buffer, gain: number): Buffer {
  if (gain >= 1) return base;
  const out = Buffer.allocUnsafe(base.length);
  const lumaEnd = FRAME_WIDTH * FRAME_HEIGHT;
  for (let i = 0; i < lumaEnd; i++) out[i] = BLACK_Y + Math.round((base[i]! - BLACK_Y) * gain);
  for (let i = lumaEnd; i < base.length; i++) out[i] = GREY_UV + Math.round((base[i]! - GREY_UV) * gain);
  return out;
}

/**
 * composeStoryVideo's work in this process (node-av loaded here): for the media pool's child
 * (media-task.ts) only; the worker calls story-video.ts composeStoryVideo. Narrations are decoded with the sandboxed decoder (vendor files are not
 * trusted either), frames composed with sharp, then H.264 (x264, veryfast, stillimage tune,
 * CRF 22, keyframe at least every 10 frames, no B-frames) and AAC 96 kb/s are muxed into an MP4
 * with the index in front. `timeoutMs` is enforced by the pool.
 */
export async function composeVideoHere(input: VideoInput, _options: { timeoutMs?: number } = {}): Promise<ComposedVideo> {
  if (input.pages.length === 0) throw new Error('a video needs at least one page with a picture and narration');
  const av = await import('node-av');
  const { decodeInThisProcess } = await import('../media/audio.ts');
  const { WholeAudioEncoder } = await import('../media/av.ts');
  const sharp = (await import('sharp')).default;
  const { mkdtemp, rm } = await import('node:fs/promises');
  const os = await import('node:os');
  const n = input.pages.length;
  const limit = pLimit(2);
  const prepared = await Promise.all(
    input.pages.map((page, index) =>
      limit(async () => {
        const [png, audio] = await Promise.all([
          composePageFrame({
            image: Buffer.from(page.image),
            text: page.text,
            language: input.language,
            index,
            total: n,
            title: index === 0 ? input.title : undefined,
          }),
          decodeInThisProcess(Buffer.from(page.audio), { sampleRate: AUDIO_RATE }).catch((error: Error) => {
            throw new Error(`cannot read the narration of page ${index + 1}: ${error.message}`);
          }),
        ]);
        const rgb = await sharp(png).removeAlpha().raw().toBuffer();
        return { rgb, samples: audio.samples };
      }),
    ),
  );

  // Page boundaries on one timeline, rounded to whole frames once, so rounding never adds up.
  const bounds: number[] = [0];
  for (const [i, p] of prepared.entries()) bounds.push(bounds[i]! + p.samples.length / AUDIO_RATE + (i < n - 1 ? PAGE_TURN_PAUSE_SECONDS : 0));
  // The last page lasts its narration rounded UP to whole frames: no pause follows it, so rounding
  // its start or end to the nearest frame could cut the end of the story's narration (up to a frame).
  const frameAt = bounds.map((t) => Math.round(t * VIDEO_FPS));
  frameAt[n] = frameAt[n - 1]! + Math.ceil((bounds[n]! - bounds[n - 1]!) * VIDEO_FPS - 1e-9);
  const fadeFrames = Math.round(FADE_SECONDS * VIDEO_FPS);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'bh-export-'));
  try {
    const out = path.join(dir, 'story.mp4');
    const timeBase = { num: 1, den: VIDEO_FPS };
    using toYuv = av.FilterAPI.create('format=yuv420p');
    using video = await av.Encoder.create(av.FF_ENCODER_LIBX264, {
      options: { preset: 'veryfast', tune: 'stillimage', crf: 22 } as never,
      context: { gopSize: 10, maxBFrames: 0, timeBase } as never,
      threadCount: 2,
    });
    using audio = await av.Encoder.create(av.FF_ENCODER_AAC, { bitrate: '96k' });
    const muxer = await av.Muxer.open(out, { format: 'mp4', options: { movflags: '+faststart' } as never });
    const videoIndex = muxer.addStream(video);
    const audioIndex = muxer.addStream(audio);
    const writeVideo = async (frame: InstanceType<typeof av.Frame> | null) => {
      for await (const packet of video.packets(frame)) {
        if (!packet) break;
        await muxer.writePacket(packet, videoIndex);
        packet.free();
      }
    };
    const AAC_FRAME = 1024;
    // Whole frames, then the short last one straight to the codec (node-av's own flush dropped it: av.ts).
    const aac = new WholeAudioEncoder(audio, AAC_FRAME);
    const muxAudio = async (packets: Iterable<InstanceType<typeof av.Packet>>) => {
      for (const packet of packets) {
        await muxer.writePacket(packet, audioIndex);
        packet.free();
      }
    };
    let audioPts = 0;
    let pendingAudio: Float32Array = new Float32Array(0);
    const writeAudio = async (pcm: Float32Array | null) => {
      const joined = pcm ? new Float32Array(pendingAudio.length + pcm.length) : pendingAudio;
      if (pcm) {
        joined.set(pendingAudio);
        joined.set(pcm, pendingAudio.length);
      }
      let at = 0;
      while (joined.length - at >= AAC_FRAME || (!pcm && at < joined.length)) {
        const part = joined.slice(at, at + AAC_FRAME);
        const frame = av.Frame.fromAudioBuffer(Buffer.from(part.buffer), {
          nbSamples: part.length,
          format: av.AV_SAMPLE_FMT_FLTP,
          sampleRate: AUDIO_RATE,
          channelLayout: av.AV_CHANNEL_LAYOUT_MONO,
          timeBase: { num: 1, den: AUDIO_RATE },
          pts: BigInt(audioPts),
        });
        audioPts += part.length;
        at += part.length;
        await muxAudio([...aac.encodeSync(frame)]);
        frame.free();
      }
      pendingAudio = joined.slice(at);
      if (!pcm) await muxAudio([...aac.flushSync()]);
    };

    for (let i = 0; i < n; i++) {
      const page = prepared[i]!;
      const rgbFrame = av.Frame.fromVideoBuffer(page.rgb, { width: FRAME_WIDTH, height: FRAME_HEIGHT, format: av.AV_PIX_FMT_RGB24, timeBase, pts: 0n });
      let base: Buffer | undefined;
      for await (const yuv of toYuv.frames(rgbFrame)) {
        if (!yuv) break;
        base ??= yuv.toBuffer();
        yuv.free();
      }
      rgbFrame.free();
      if (!base) throw new Error(`page ${i + 1}: the frame could not be converted`);
      const frames = frameAt[i + 1]! - frameAt[i]!;
      const fadeOutFrom = frames - fadeFrames;
      for (let f = 0; f < frames; f++) {
        const fadingIn = i > 0 && f < fadeFrames;
        const fadingOut = f >= fadeOutFrom;
        // A still stretch is written once a second; fades frame by frame (variable frame rate).
        if (!fadingIn && !fadingOut && f % VIDEO_FPS !== 0) continue;
        let gain = 1;
        // The first page does not fade in: its first frame, with the title, is the thumbnail.
        if (fadingIn) gain = Math.min(gain, (f + 0.5) / fadeFrames);
        if (fadingOut) gain = Math.min(gain, (frames - f - 0.5) / fadeFrames);
        const frame = av.Frame.fromVideoBuffer(faded(base, gain), {
          width: FRAME_WIDTH,
          height: FRAME_HEIGHT,
          format: av.AV_PIX_FMT_YUV420P,
          timeBase,
          pts: BigInt(frameAt[i]! + f),
        });
        await writeVideo(frame);
        frame.free();
      }
      // This page's sound: its narration, then silence to the page's exact end.
      const samples = Math.round((frames / VIDEO_FPS) * AUDIO_RATE);
      const pcm = new Float32Array(samples);
      pcm.set(page.samples.subarray(0, samples));
      await writeAudio(pcm);
    }
    // Flush both encoders; every page ends on a fade-out frame, so the last frame ends the video.
    await writeVideo(null);
    await writeAudio(null);
    await muxer.close();
    return {
      mp4: await readFile(out),
      durationSeconds: frameAt[n]! / VIDEO_FPS,
      pages: prepared.map((_, i) => ({ startSeconds: frameAt[i]! / VIDEO_FPS, durationSeconds: (frameAt[i + 1]! - frameAt[i]!) / VIDEO_FPS })),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
