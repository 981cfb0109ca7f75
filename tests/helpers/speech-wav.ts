/**
 * Real speech as a parent's recording looks: espeak-ng reading bedtime sentences as a 16-bit mono
 * WAV, made in the test so no suite needs the fixtures beside the repository. Shared by the API,
 * media and browser suites.
 */
import { ESPEAK_SAMPLE_RATE, synthesize } from '../../src/server/providers/narrator/builtin/espeak-engine.ts';
import { pcm16Wav } from './wav.ts';

let speech: Float32Array | null = null;

/** 16-bit mono WAV of espeak-ng reading bedtime sentences, repeated to `seconds`. */
export async function speechWav(seconds: number): Promise<Buffer> {
  speech ??= await synthesize('Once upon a time, a little fox lived at the edge of a quiet forest. Every night the moon told him a story.', {
    voice: 'en-us+f3',
    speed: 150,
    pitch: 50,
  });
  const samples = Math.round(seconds * ESPEAK_SAMPLE_RATE);
  const pcm = Buffer.alloc(samples * 2);
  const gap = Math.round(0.4 * ESPEAK_SAMPLE_RATE);
  for (let i = 0; i < samples; i++) {
    const at = i % (speech.length + gap);
    const v = at < speech.length ? speech[at]! : 0;
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2);
  }
  return pcm16Wav(pcm, ESPEAK_SAMPLE_RATE);
}
