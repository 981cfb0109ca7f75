/**
 * Measures how many wishes the built-in writer honours, on the evaluation set
 * tests/unit/wish-eval/wishes.txt (wishes as parents type them, in the 14 languages). The set is
 * split in two halves by a fixed seed; the "held-out" half is never looked at while building.
 * A wish is honoured when every element it names is in the story: in the text (the concept's word,
 * or the name given) and in a picture (the scene shows the concept, or the built-in companion).
 *
 * Run: npx tsx scripts/wish-eval.ts [--misses]   (prints per half, per language, and the misses)
 */
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import type { LanguageCode } from '../src/shared/catalog.ts';
import { evaluateWish, parseWishSet } from '../tests/unit/wish-eval/evaluate.ts';

const set = parseWishSet(readFileSync(new URL('../tests/unit/wish-eval/wishes.txt', import.meta.url), 'utf8'));
const random = seedrandom('wish-eval-held-out-2026');
const heldOut = new Set(set.map((_, i) => i).filter(() => random() < 0.5));
const showMisses = process.argv.includes('--misses');
for (const [label, half] of [
  ['built-with', set.filter((_, i) => !heldOut.has(i))],
  ['held-out', set.filter((_, i) => heldOut.has(i))],
] as const) {
  let whole = 0;
  let elements = 0;
  let elementsOk = 0;
  const byLanguage = new Map<LanguageCode, [number, number]>();
  for (const wish of half) {
    const result = evaluateWish(wish);
    elements += result.elements.length;
    elementsOk += result.elements.filter((e) => e.text && e.picture).length;
    const ok = result.elements.every((e) => e.text && e.picture);
    if (ok) whole++;
    const [a, b] = byLanguage.get(wish.language) ?? [0, 0];
    byLanguage.set(wish.language, [a + (ok ? 1 : 0), b + 1]);
    if (!ok && showMisses && label === 'built-with')
      console.log(
        `  miss ${wish.language} | ${wish.text} | ${result.elements.map((e) => `${e.element}${e.text ? '' : ' !text'}${e.picture ? '' : ' !picture'}`).join(' ')}`,
      );
  }
  console.log(
    `${label}: ${whole}/${half.length} wishes honoured in full (${((100 * whole) / half.length).toFixed(1)}%), elements ${elementsOk}/${elements}; ${[...byLanguage].map(([l, [a, b]]) => `${l} ${a}/${b}`).join(' ')}`,
  );
}
