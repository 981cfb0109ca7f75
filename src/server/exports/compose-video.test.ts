/**
 * The video export's sound: the AAC track lasts as long as the video, and the story's
 * last words are in it. Composed in this process (composeVideoHere, as the media child does) from
 * narrations that are sound to their very last sample, so any cut end shows.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeAudio } from '../media/av.ts';
import { composeVideoHere } from './compose-video.ts';
import { pcm16Wav } from '../../../tests/helpers/wav.ts';

const RATE = 44_100;
const TONE_RMS = 8000 / 32768 / Math.SQRT2;

/** A 22.05 kHz mono WAV of a steady tone lasting `seconds`, loud to its last sample. */
function toneWav(seconds: number, rate = 22_050): Buffer {
  const n = Math.round(seconds * rate);
  const pcm = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 330 * i) / rate)), i * 2);
  return pcm16Wav(pcm, rate);
}

const rms = (a: Float32Array) => Math.sqrt(a.reduce((sum, x) => sum + x * x, 0) / Math.max(1, a.length));

describe('the video export keeps the whole narration', () => {
  it.each([[[2.03, 1.517]], [[1.1, 0.77, 2.2]]])(
    'pages of %j s: the sound lasts the video and ends with the last words',
    async (seconds) => {
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } } })
        .png()
        .toBuffer();
      const video = await composeVideoHere({
        title: 'The owl',
        language: 'en',
        pages: seconds.map((s, i) => ({ image, audio: toneWav(s), text: `Page ${i + 1}` })),
      });
      const sound = (await decodeAudio(video.mp4, { format: 'm4a', sampleRate: RATE })).samples;

      // The AAC track is the video's length to the sample (its last partial frame used to be dropped: up to 23 ms).
      expect(Math.abs(sound.length - video.durationSeconds * RATE)).toBeLessThanOrEqual(1);
      // The last page lasts at least its narration (rounding its frames could cut up to one frame off).
      const last = video.pages.at(-1)!;
      expect(last.durationSeconds).toBeGreaterThanOrEqual(seconds.at(-1)!);
      // And the narration's last 20 ms are there, as loud as the rest.
      const end = Math.round((last.startSeconds + seconds.at(-1)!) * RATE);
      const lastWords = sound.subarray(end - Math.round(0.02 * RATE), end);
      expect(lastWords.length).toBe(Math.round(0.02 * RATE));
      expect(Math.abs(20 * Math.log10(rms(lastWords) / TONE_RMS))).toBeLessThan(1);
    },
    60_000,
  );
});
