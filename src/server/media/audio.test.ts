import { FIXTURES_DIR } from '../../../tests/helpers/fixtures.ts';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../providers/narrator/builtin/espeak-engine.ts';
import { analyzePcm, AudioDecodeError, sniffAudio, type AudioFormat } from './audio.ts';
import { analyzeVoice } from './decode-audio.ts';
import { runFfmpeg } from './ffmpeg.ts';

const RATE = ESPEAK_SAMPLE_RATE;
let workDir = '';

function floatBuffer(samples: Float32Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/** Encodes mono float PCM with ffmpeg; `pipe` output is how browsers' MediaRecorder files look. */
async function encode(samples: Float32Array, codecArgs: string[], target: { pipe: string } | { file: string }): Promise<Buffer> {
  const input = ['-v', 'error', '-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0'];
  if ('pipe' in target) return runFfmpeg([...input, ...codecArgs, '-f', target.pipe, 'pipe:1'], floatBuffer(samples));
  const path = join(workDir, target.file);
  await runFfmpeg([...input, ...codecArgs, '-y', path], floatBuffer(samples));
  return readFile(path);
}

function sine(hz: number, seconds: number, modulationHz = 0): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    // Raised-cosine bursts stand in for syllables: one loudness peak per modulation period.
    const envelope = modulationHz ? Math.sin(Math.PI * modulationHz * t) ** 2 : 1;
    out[i] = 0.4 * envelope * Math.sin(2 * Math.PI * hz * t);
  }
  return out;
}

let speech: Float32Array;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'audio-test-'));
  const sentence = 'The little fox curled up under the warm blanket, looked at the moon, and slowly fell asleep.';
  const once = await synthesize(sentence, { voice: 'en-us+m3', speed: 150, pitch: 50 });
  // About nine seconds: long enough for codec padding to matter if it were counted wrongly.
  speech = new Float32Array(once.length * 2);
  speech.set(once);
  speech.set(once, once.length);
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('analyzeVoice on every accepted format', () => {
  const formats: Array<[AudioFormat, string[], { pipe: string } | { file: string }]> = [
    ['wav', ['-c:a', 'pcm_s16le'], { file: 'a.wav' }],
    ['mp3', ['-c:a', 'libmp3lame', '-b:a', '96k', '-ar', '44100'], { file: 'a.mp3' }],
    ['ogg', ['-c:a', 'libopus', '-b:a', '48k'], { pipe: 'ogg' }],
    // Piped WebM has no Duration element, exactly like a MediaRecorder upload.
    ['webm', ['-c:a', 'libopus', '-b:a', '64k', '-ar', '48000'], { pipe: 'webm' }],
    ['m4a', ['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart'], { file: 'a.m4a' }],
  ];

  it.each(formats)('%s: real duration, sniffed type, pitch', async (format, codec, target) => {
    const file = await encode(speech, codec, target);
    expect(sniffAudio(file)).toBe(format);
    const result = await analyzeVoice(file);
    const expectedSeconds = speech.length / RATE;
    expect(Math.abs(result.durationSeconds - expectedSeconds)).toBeLessThan(0.3);
    // espeak's male variant at -p 50 speaks around 105 Hz; a codec must not move that.
    expect(result.medianPitchHz).toBeGreaterThan(85);
    expect(result.medianPitchHz).toBeLessThan(130);
    expect(result.syllablesPerSecond).toBeGreaterThan(2);
    expect(result.syllablesPerSecond).toBeLessThan(7);
    expect(result.sampleRate).toBeGreaterThan(0);
  });

  it('has no duration header to lean on in piped WebM', async () => {
    const file = await encode(speech, ['-c:a', 'libopus'], { pipe: 'webm' });
    const probe = await runFfmpeg(['-i', 'pipe:0', '-f', 'ffmetadata', '-'], file).catch(() => Buffer.alloc(0));
    expect(probe.toString()).not.toMatch(/DURATION=\d/);
    const result = await analyzeVoice(file);
    expect(result.durationSeconds).toBeGreaterThan(speech.length / RATE - 0.3);
  });
});

describe('analyzePcm', () => {
  it.each([100, 150, 220, 300])('finds the pitch of a %i Hz tone within 2 percent', (hz) => {
    const result = analyzePcm(sine(hz, 2, 4), RATE);
    expect(result.medianPitchHz).not.toBeNull();
    expect(Math.abs(result.medianPitchHz! / hz - 1)).toBeLessThan(0.02);
  });

  it.each([2, 3, 5, 7])('counts %i loudness bursts a second as that many syllables a second', (rate) => {
    const measured = analyzePcm(sine(180, 4, rate), RATE).syllablesPerSecond!;
    expect(Math.abs(measured / rate - 1)).toBeLessThan(0.1);
  });

  it('measures faster espeak speech as a faster pace', async () => {
    const text = 'Once upon a time a sleepy bear walked home through the quiet forest.';
    const slow = analyzePcm(await synthesize(text, { voice: 'en-us', speed: 100, pitch: 50 }), RATE).syllablesPerSecond!;
    const fast = analyzePcm(await synthesize(text, { voice: 'en-us', speed: 200, pitch: 50 }), RATE).syllablesPerSecond!;
    expect(fast / slow).toBeGreaterThan(1.5);
  });

  it('tells a high voice from a low one', async () => {
    const text = 'Good night, little star, sleep well.';
    const low = analyzePcm(await synthesize(text, { voice: 'en-us+m3', speed: 140, pitch: 40 }), RATE).medianPitchHz!;
    const high = analyzePcm(await synthesize(text, { voice: 'en-us+f3', speed: 140, pitch: 60 }), RATE).medianPitchHz!;
    expect(high / low).toBeGreaterThan(1.7);
  });

  it('reports no pitch and no pace for silence', () => {
    const result = analyzePcm(new Float32Array(RATE * 2), RATE);
    expect(result.medianPitchHz).toBeNull();
    expect(result.syllablesPerSecond).toBeNull();
  });
});

describe('bad uploads', () => {
  it.each([
    ['wav', ['-c:a', 'pcm_s16le'], { file: 't.wav' }],
    ['mp3', ['-c:a', 'libmp3lame', '-b:a', '96k'], { file: 't.mp3' }],
    ['webm', ['-c:a', 'libopus'], { pipe: 'webm' }],
    ['m4a', ['-c:a', 'aac', '-movflags', '+faststart'], { file: 't.m4a' }],
  ] as const)('rejects a %s cut off at 60 percent as truncated', async (_format, codec, target) => {
    const file = await encode(speech, [...codec], target);
    const cut = file.subarray(0, Math.floor(file.length * 0.6));
    await expect(analyzeVoice(cut)).rejects.toMatchObject({ name: 'AudioDecodeError', reason: 'truncated' });
  });

  it('rejects bytes that are not audio', async () => {
    const junk = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256));
    await expect(analyzeVoice(junk)).rejects.toBeInstanceOf(AudioDecodeError);
    await expect(analyzeVoice(Buffer.alloc(0))).rejects.toMatchObject({ reason: 'empty' });
  });
});

describe('sniffAudio', () => {
  const header = (...parts: Array<string | number[]>) =>
    Buffer.concat([...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))), Buffer.alloc(16)]);
  it.each([
    ['wav', header('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['mp3', header('ID3', [4, 0, 0, 0, 0, 0, 0])],
    ['mp3', header([0xff, 0xfb, 0x90, 0x64])],
    ['ogg', header('OggS', [0, 2])],
    ['webm', header([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86])],
    ['m4a', header([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0], 'M4A mp42isom')],
    ['m4a', header([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isommp42')],
  ] as const)('recognises %s', (format, bytes) => {
    expect(sniffAudio(bytes)).toBe(format);
  });

  it.each([
    ['a PNG', header([0x89], 'PNG\r\n', [0x1a, 0x0a])],
    ['raw AAC (ADTS)', header([0xff, 0xf1, 0x50, 0x80])],
    ['a QuickTime video brand', header([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0], 'qt  ')],
    ['text', header('hello world, not audio')],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffAudio(bytes)).toBeNull();
  });
});

const FIXTURES = FIXTURES_DIR;

/** Real recordings (see fixtures/SOURCES.md); skipped where that folder is absent. */
describe.skipIf(!existsSync(FIXTURES))('real voice samples', () => {
  it.each([
    ['voice_en_ljspeech_27s.wav', 27.41, 'female'],
    ['voice_en_ljspeech_27s.mp3', 27.4, 'female'],
    ['voice_en_ljspeech_27s.m4a', 27.41, 'female'],
    ['voice_de_thorsten_27s.webm', 26.76, 'male'],
    ['voice_too_short_8s.webm', 8.11, 'female'],
    ['voice_too_long_43s.wav', 43.4, 'female'],
  ] as const)('%s decodes to %f s', async (name, seconds, speaker) => {
    const file = readFileSync(join(FIXTURES, name));
    const result = await analyzeVoice(file);
    console.info(
      `${name}: ${result.durationSeconds.toFixed(2)} s, ${result.medianPitchHz?.toFixed(0)} Hz, ${result.syllablesPerSecond?.toFixed(2)} syl/s, ${result.sampleRate} Hz`,
    );
    expect(Math.abs(result.durationSeconds - seconds)).toBeLessThan(0.3);
    const [low, high] = speaker === 'female' ? [170, 250] : [85, 145];
    expect(result.medianPitchHz).toBeGreaterThan(low);
    expect(result.medianPitchHz).toBeLessThan(high);
    expect(result.syllablesPerSecond).toBeGreaterThan(2.5);
    expect(result.syllablesPerSecond).toBeLessThan(6);
  });
});
