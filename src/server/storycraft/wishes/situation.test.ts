import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { readSituation } from './situation.ts';
import { SITUATION_WISHES, type SituationCase } from './situation-wishes.cases.ts';

/** A fixed random half of the table, never looked at while the term lists were tuned. */
function split(): { tuned: SituationCase[]; held: SituationCase[] } {
  const random = seedrandom('situation-holdout');
  const order = SITUATION_WISHES.map((c) => [random(), c] as const).sort((a, b) => a[0] - b[0]);
  const half = Math.ceil(order.length / 2);
  return { tuned: order.slice(0, half).map(([, c]) => c), held: order.slice(half).map(([, c]) => c) };
}

function read([, text, plot, missed]: SituationCase): boolean {
  const got = readSituation(text);
  if ((got?.situation ?? null) !== plot) return false;
  if (!missed) return true;
  return missed === 'pet' ? got?.missed === 'dog' || got?.missed === 'cat' : got?.missed === missed;
}

describe('readSituation', () => {
  const { tuned, held } = split();
  it('reads every wish of the tuning half (the plot, and who died)', () => {
    const wrong = tuned.filter((c) => !read(c)).map(([l, t, p]) => `${l}: ${t} → ${readSituation(t)?.situation ?? null}, want ${p}`);
    expect(wrong).toEqual([]);
  });
  it('reads the held-out half, which no tuning saw, nearly as well', () => {
    const wrong = held.filter((c) => !read(c));
    console.log(`held-out: ${held.length - wrong.length}/${held.length}`);
    expect(held.length - wrong.length).toBeGreaterThanOrEqual(Math.floor(held.length * 0.85));
  });
  it('leaves a story wish without a hard time alone', () => {
    for (const text of [
      'a dragon in a dark forest',
      'mit Oma Kekse backen',
      'un chat noir au jardin',
      'his little brother Tom and a kite',
      'a friendly monster at the seaside',
      '',
    ]) {
      expect(readSituation(text), text).toBeNull();
    }
  });
});
