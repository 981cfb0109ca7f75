import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../shared/catalog.ts';
import { fadeEdges, layOut, normalizeLoudness, speechLevelDbfs, TARGET_RMS_DBFS, trimSilence } from '../../providers/narrator/builtin/mixdown.ts';
import { BEDTIME_SPEED, pagePace, splitSentences } from './pacing.ts';
import { knobForPitch } from '../../providers/narrator/builtin/voices.ts';

describe('splitSentences', () => {
  it.each<[LanguageCode, string, string[]]>([
    ['en', 'The moon rose.  Mia yawned!  Was it time?', ['The moon rose.', 'Mia yawned!', 'Was it time?']],
    ['en', 'Good night. Sleep tight…', ['Good night.', 'Sleep tight…']],
    ['en', 'No full stop at the end', ['No full stop at the end']],
    ['zh', '月亮升起来了。米娅打了个哈欠！该睡觉了吗？', ['月亮升起来了。', '米娅打了个哈欠！', '该睡觉了吗？']],
    ['ja', 'つきがでました。「おやすみ」とミアはいいました。', ['つきがでました。', '「おやすみ」とミアはいいました。']],
    ['hi', 'चाँद निकला। मिया सो गई।', ['चाँद निकला।', 'मिया सो गई।']],
    ['ar', 'طلع القمر. هل نامت ميا؟ نعم.', ['طلع القمر.', 'هل نامت ميا؟', 'نعم.']],
  ])('%s: %s', (language, text, expected) => {
    expect(splitSentences(text, language)).toEqual(expected);
  });

  it('keeps a stray closing fragment with the sentence before it', () => {
    expect(splitSentences('She smiled. …', 'en')).toEqual(['She smiled. …']);
    expect(splitSentences('  ', 'en')).toEqual([]);
  });
});

describe('pagePace', () => {
  it('reads the last page slower, softer and with a longer ending silence', () => {
    const middle = pagePace(2, 5, null);
    const last = pagePace(4, 5, null);
    expect(last.speed).toBeLessThan(middle.speed);
    expect(last.gainDb).toBeLessThan(middle.gainDb);
    expect(last.tail).toBeGreaterThan(middle.tail);
    expect(last.sentencePause).toBeGreaterThan(middle.sentencePause);
    expect(middle.tail).toBeGreaterThan(middle.sentencePause);
  });

  it('follows a speaker’s pace inside the bedtime range only', () => {
    const voice = (syllablesPerSecond: number) => ({ sampleId: 1, medianPitchHz: 150, syllablesPerSecond });
    const slow = pagePace(0, 5, voice(3.5)).speed;
    const fast = pagePace(0, 5, voice(4.6)).speed;
    expect(fast).toBeGreaterThan(slow);
    expect(pagePace(0, 5, voice(12)).speed).toBe(BEDTIME_SPEED.max);
    expect(pagePace(0, 5, voice(0.5)).speed).toBe(BEDTIME_SPEED.min);
    expect(pagePace(0, 5, voice(Number.NaN)).speed).toBe(BEDTIME_SPEED.default);
  });
});

describe('mixdown', () => {
  const rate = 1000;
  const tone = (seconds: number, amplitude: number) =>
    Float32Array.from({ length: seconds * rate }, (_, i) => amplitude * Math.sin((2 * Math.PI * 50 * i) / rate));

  it('trims surrounding silence but keeps a short margin', () => {
    const padded = new Float32Array(3 * rate);
    padded.set(tone(1, 0.5), rate);
    const trimmed = trimSilence(padded, rate);
    expect(trimmed.length).toBeGreaterThan(rate);
    expect(trimmed.length).toBeLessThan(rate * 1.1);
    expect(trimSilence(new Float32Array(rate), rate)).toHaveLength(0);
  });

  it('fades both ends to zero', () => {
    const part = Float32Array.from({ length: rate }, () => 0.5);
    fadeEdges(part, rate, 0.02);
    expect(part[0]).toBe(0);
    expect(Math.abs(part[rate - 1]!)).toBeLessThan(0.01);
    expect(part[rate / 2]).toBe(0.5);
  });

  it('lays sentences out with exact timings', () => {
    const { samples, placed } = layOut([tone(1, 0.5), tone(2, 0.5)], rate, { leadIn: 0.25, pause: 0.5, tail: 1 });
    expect(placed).toEqual([
      { start: 0.25, end: 1.25 },
      { start: 1.75, end: 3.75 },
    ]);
    expect(samples.length / rate).toBe(4.75);
  });

  it('brings quiet and loud speech to the same level, minus the requested softening', () => {
    const quiet = tone(2, 0.02);
    const loud = tone(2, 0.6);
    normalizeLoudness(quiet, rate);
    normalizeLoudness(loud, rate, -3);
    expect(speechLevelDbfs(quiet, rate)).toBeCloseTo(TARGET_RMS_DBFS, 1);
    expect(speechLevelDbfs(loud, rate)).toBeCloseTo(TARGET_RMS_DBFS - 3, 1);
  });
});

describe('knobForPitch', () => {
  const curve = [
    { knob: 0, hz: 100 },
    { knob: 50, hz: 150 },
    { knob: 99, hz: 250 },
  ];
  it.each([
    [90, 0],
    [100, 0],
    [125, 25],
    [200, 74.5],
    [400, 99],
  ])('%i Hz needs -p %f', (hz, knob) => {
    expect(knobForPitch(curve, hz)).toBeCloseTo(knob, 5);
  });
});
