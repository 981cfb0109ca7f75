import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESPEAK_SAMPLE_RATE, restoreRanges, synthesize, VOICE_FILES, voiceFile } from './espeak-engine.ts';
import { LANGUAGE_VOICES, VARIANTS } from './voices.ts';

/** Same speech: the very same samples (espeak's breath noise has a fixed seed, ESPEAK_CLOCK_MS). */
function sameSpeech(a: Float32Array, b: Float32Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

describe('espeak-ng voices by file (a short run no longer searches every voice)', () => {
  it.each(Object.entries(LANGUAGE_VOICES))('%s: the voice file speaks exactly as the voice name, in both registers', async (_language, voice) => {
    for (const variant of Object.values(VARIANTS)) {
      const name = `${voice.espeak}+${variant}`;
      expect(voiceFile(name)).toBe(`${VOICE_FILES[voice.espeak]}+${variant}`);
      const options = { voice: name, speed: 115, pitch: 40 };
      const byFile = await synthesize(voice.calibration, options);
      const byName = await synthesize(voice.calibration, { ...options, byName: true });
      expect(byFile.length).toBeGreaterThan(ESPEAK_SAMPLE_RATE);
      expect(sameSpeech(byFile, byName)).toBe(true);
    }
  });

  // English and Portuguese files have capitals that espeak lower-cases before opening (the case that kept searching).
  it.each(['es+f3', 'en-us+f3', 'pt-br+f3'])('%s: costs less CPU per short run by file than by name', async (voice) => {
    const options = { voice, speed: 120, pitch: 50 };
    const cpu = async (byName: boolean) => {
      await synthesize('luna', { ...options, byName });
      const start = process.cpuUsage();
      for (let i = 0; i < 15; i++) await synthesize('luna', { ...options, byName });
      const used = process.cpuUsage(start);
      return used.user + used.system;
    };
    const byName = await cpu(true);
    const byFile = await cpu(false);
    console.info(`${voice}: 15 one-word runs: ${(byName / 1000).toFixed(0)} ms CPU by name, ${(byFile / 1000).toFixed(0)} ms by file`);
    expect(byFile).toBeLessThan(byName * 0.8);
  });

  it('keeps unknown names as they are', () => {
    expect(voiceFile('en-us+f3')).toBe('gmw/en-US+f3');
    expect(voiceFile('ko')).toBe('ko');
    expect(voiceFile('xx-yy+m3')).toBe('xx-yy+m3');
  });
});

describe('restoring the instance between runs', () => {
  it('copies back everything but the span of the embedded voice files', () => {
    const memory = new Uint8Array(4096);
    const view = new DataView(memory.buffer);
    // Two files at 1000..1300 and 1300..2000, the table at 3000, ended by a null name.
    [
      [100, 300, 1000],
      [110, 700, 1300],
    ].forEach(([name, size, data], i) => {
      view.setUint32(3000 + i * 12, name!, true);
      view.setUint32(3004 + i * 12, size!, true);
      view.setUint32(3008 + i * 12, data!, true);
    });
    const table = new WebAssembly.Global({ value: 'i32', mutable: false }, 3000);
    expect(restoreRanges(memory, table)).toEqual([
      [0, 1000],
      [2000, 4096],
    ]);
    // No table, or one that points outside memory: everything is copied.
    expect(restoreRanges(memory, undefined)).toEqual([[0, 4096]]);
    view.setUint32(3008, 9000, true);
    expect(restoreRanges(memory, table)).toEqual([[0, 4096]]);
  });

  it('speaks the same sentence at the same length after many other runs', async () => {
    const options = { voice: 'en-us+f3', speed: 130, pitch: 50 };
    const first = await synthesize('The moon rose over the meadow.', options);
    for (const voice of ['de+f3', 'ja+f3', 'ar', 'cmn']) await synthesize('Goodnight, little star, goodnight.', { ...options, voice });
    const again = await synthesize('The moon rose over the meadow.', options);
    expect(sameSpeech(again, first)).toBe(true);
  });
});

describe('the same text, the same samples', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('speaks a breathy voice identically whatever time it is (espeak seeds its noise from the clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const options = { voice: 'en-us+f3', speed: 130, pitch: 45 };
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    const evening = await synthesize('The little owl blinked and said good night.', options);
    vi.setSystemTime(new Date('2026-11-25T06:42:17Z'));
    const morning = await synthesize('The little owl blinked and said good night.', options);
    expect(sameSpeech(morning, evening)).toBe(true);
  });
});
