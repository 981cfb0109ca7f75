/**
 * Splits the hand-written parent inputs (cases/<language>.txt) into a dev half, used while tuning
 * the screen, and a held-out half that is only measured at the end. The split is fixed by a seeded
 * shuffle per language and label, so both halves hold every language, field and label.
 *
 *   npx tsx tests/unit/safety/split.ts   # rewrites dev.json and held-out.json
 *
 * Case file lines: `U|O <field> | <text>` (U must be refused, O must pass); '#' starts a comment.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SafetyCase {
  language: string;
  expect: 'refuse' | 'allow';
  field: 'name' | 'companion' | 'description' | 'wish' | 'moral';
  text: string;
}

const here = import.meta.dirname;

/** Every case of cases/*.txt, in file order. */
export function readCases(): SafetyCase[] {
  const out: SafetyCase[] = [];
  for (const file of readdirSync(join(here, 'cases'))
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const language = file.replace(/\.txt$/, '');
    for (const line of readFileSync(join(here, 'cases', file), 'utf8').split('\n')) {
      const m = /^([UO]) (name|companion|description|wish|moral) \| (.+)$/.exec(line.trim());
      if (!m) continue;
      out.push({ language, expect: m[1] === 'U' ? 'refuse' : 'allow', field: m[2] as SafetyCase['field'], text: m[3]!.trim() });
    }
  }
  return out;
}

/** mulberry32: a small seeded generator, so the split is the same on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261128;

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const random = mulberry32(SEED);
  const groups = new Map<string, SafetyCase[]>();
  for (const c of readCases()) {
    const key = `${c.language}:${c.expect}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const dev: SafetyCase[] = [];
  const heldOut: SafetyCase[] = [];
  for (const list of groups.values()) {
    const shuffled = [...list];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const half = Math.ceil(shuffled.length / 2);
    dev.push(...shuffled.slice(0, half));
    heldOut.push(...shuffled.slice(half));
  }
  writeFileSync(join(here, 'dev.json'), `${JSON.stringify(dev, null, 1)}\n`);
  writeFileSync(join(here, 'held-out.json'), `${JSON.stringify(heldOut, null, 1)}\n`);
  console.log(
    `dev ${dev.length} (${dev.filter((c) => c.expect === 'refuse').length} unsafe), held-out ${heldOut.length} (${heldOut.filter((c) => c.expect === 'refuse').length} unsafe)`,
  );
}
