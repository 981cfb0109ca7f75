import { describe, expect, it } from 'vitest';
import { annotate, positionAt, withEvenWords, wordUnits, type SentenceTiming } from './read-along.ts';

describe('read-along timings', () => {
  it('spreads a sentence evenly over its words when the narrator gave none (OpenAI)', () => {
    const [s] = withEvenWords([{ text: 'Good night, little moon.', start: 1, end: 3 }], 'en');
    expect(s!.words!.map((w) => w.text)).toEqual(['Good', 'night', 'little', 'moon']);
    expect(s!.words![0]!.start).toBe(1);
    expect(s!.words!.at(-1)!.end).toBe(3);
    // 'little' (6 letters) lasts longer than 'Good' (4).
    const len = (i: number) => s!.words![i]!.end - s!.words![i]!.start;
    expect(len(2)).toBeGreaterThan(len(0));
  });

  it('finds the word and sentence being spoken at t, and nothing in the lead-in', () => {
    const timings: SentenceTiming[] = withEvenWords(
      [
        { text: 'One two.', start: 0.5, end: 1.5 },
        { text: 'Three four.', start: 2.5, end: 3.5 },
      ],
      'en',
    );
    expect(positionAt(timings, 0.2)).toEqual({ sentence: -1, word: -1 });
    expect(positionAt(timings, 0.6)).toEqual({ sentence: 0, word: 0 });
    expect(positionAt(timings, 1.4)).toEqual({ sentence: 0, word: 1 });
    expect(positionAt(timings, 3.4)).toEqual({ sentence: 1, word: 1 });
    expect(positionAt(timings, 5)).toEqual({ sentence: -1, word: -1 });
  });

  it('segments unspaced Japanese and Chinese into dictionary words', () => {
    expect(wordUnits('月がきれいです。', 'ja').map((u) => u.text)).toContain('月');
    expect(wordUnits('月亮又圆又亮。', 'zh').length).toBeGreaterThan(2);
  });

  it('marks the stored text with sentences and words, whitespace-tolerant, keeping paragraphs', () => {
    const content = 'The moon rose.\n\nMia  yawned.';
    const timings = withEvenWords(
      [
        { text: 'The moon rose.', start: 0, end: 1 },
        { text: 'Mia yawned.', start: 1.2, end: 2 },
      ],
      'en',
    );
    const paragraphs = annotate(content, timings);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs.map((runs) => runs.map((r) => r.text).join(''))).toEqual(['The moon rose.', 'Mia  yawned.']);
    const moon = paragraphs[0]!.find((r) => r.text === 'moon')!;
    expect([moon.sentence, moon.word]).toEqual([0, 1]);
    const yawned = paragraphs[1]!.find((r) => r.text === 'yawned')!;
    expect([yawned.sentence, yawned.word]).toEqual([1, 1]);
  });

  it('leaves text unmarked when there are no timings', () => {
    expect(annotate('Hello there.', null)).toEqual([[{ text: 'Hello there.', sentence: -1, word: -1 }]]);
  });
});
