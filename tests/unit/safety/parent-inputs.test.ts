/**
 * Parent inputs typed the way people type, in all 14 languages and every field (names,
 * companions inside wishes, descriptions, wishes, custom morals): nothing unsafe passes and at
 * most 1% of ordinary inputs are refused, on the dev half the screen was tuned on AND on the
 * held-out half it never was (split.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import type { SafetyCase } from './split.ts';

const load = (file: string): SafetyCase[] => JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8'));
const show = (cases: SafetyCase[]) => cases.map((c) => `${c.language} ${c.field}: ${c.text}`);

describe.each([
  ['dev', 'dev.json'],
  ['held-out', 'held-out.json'],
])('the %s half of the parent inputs', (_half, file) => {
  const cases = load(file);

  it('covers all 14 languages and every field, both labels', () => {
    expect(new Set(cases.map((c) => c.language)).size).toBe(14);
    expect(new Set(cases.map((c) => c.field))).toEqual(new Set(['name', 'companion', 'description', 'wish', 'moral']));
    expect(cases.filter((c) => c.expect === 'refuse').length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.expect === 'allow').length).toBeGreaterThanOrEqual(150);
  });

  it('refuses every unsafe input and at most 1% of ordinary ones', async () => {
    const figures = await evaluate(cases);
    expect(show(figures.unsafePassed)).toEqual([]);
    expect(figures.ordinaryRefused.length, show(figures.ordinaryRefused).join('\n')).toBeLessThanOrEqual(Math.floor(figures.ordinary * 0.01));
  }, 60_000);
});
