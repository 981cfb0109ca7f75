import { describe, expect, it } from 'vitest';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../providers/narrator/builtin/espeak-engine.ts';
import { layOut, trimSilence } from '../providers/narrator/builtin/mixdown.ts';
import { alignRecording, findPauses } from './align.ts';

/** Real speech with known sentence places: espeak sentences laid out with uneven pauses and a little noise. */
async function reading(sentences: string[], pause: number) {
  const parts = await Promise.all(
    sentences.map(async (s) => trimSilence(await synthesize(s, { voice: 'en-us+f3', speed: 140, pitch: 50 }), ESPEAK_SAMPLE_RATE)),
  );
  const { samples, placed } = layOut(parts, ESPEAK_SAMPLE_RATE, { leadIn: 0.7, pause, tail: 0.8 });
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    samples[i]! += (seed / 0x7fffffff - 0.5) * 0.002; // room noise around -60 dBFS
  }
  return { samples, placed };
}

describe('aligning a parent’s recording to the page’s sentences', () => {
  it('puts each sentence boundary in the pause the reader left there, not in the commas', async () => {
    const sentences = ['Once upon a time, in a quiet wood, a small fox lay awake.', 'The moon peeked in.', 'Good night, little fox, said the owl, good night.'];
    const { samples, placed } = await reading(sentences, 0.65);
    const timings = alignRecording(samples, ESPEAK_SAMPLE_RATE, sentences, 'en');
    expect(timings).toHaveLength(3);
    timings.forEach((t, i) => {
      expect(Math.abs(t.start - placed[i]!.start), `start of sentence ${i}`).toBeLessThan(0.12);
      expect(Math.abs(t.end - placed[i]!.end), `end of sentence ${i}`).toBeLessThan(0.12);
      expect(t.words!.length).toBeGreaterThan(3);
    });
  });

  it('finds no speech in room noise', () => {
    const noise = new Float32Array(ESPEAK_SAMPLE_RATE * 2).map((_, i) => Math.sin(i * 12.9898) * 0.001);
    expect(findPauses(noise, ESPEAK_SAMPLE_RATE)).toBeNull();
    expect(alignRecording(noise, ESPEAK_SAMPLE_RATE, ['Hello.'], 'en')).toEqual([]);
  });
});
