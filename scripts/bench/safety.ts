/**
 * `npm run bench safety`: what the one screen of parent words costs and how often it is wrong.
 * 1. Time to screen a 1,000-character ordinary wish (the screen's worst case: every list is
 *    tried) in each of the 14 languages: p50, p99, max over many runs (goal p99 ≤ 5 ms on 2 cores).
 * 2. False refusals of the finished-text check over ≥ 5,000 pages the built-in writer makes in
 *    14 languages (every age band, moral group, with and without wishes): goal 0.
 * 3. The parent-input evaluation set (tests/unit/safety): unsafe inputs passed and ordinary
 *    inputs refused, on the dev half and on the held-out half.
 */
import { readFileSync } from 'node:fs';
import { MORAL_THEMES } from '../../src/content/morals/index.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { explainMatches } from '../../src/server/storycraft/screening/builtin-moderator.ts';
import { screenText, warmScreen, withoutNames } from '../../src/server/storycraft/screening/screen.ts';
import { interpretWishes } from '../../src/server/storycraft/wishes/interpret.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/catalog.ts';
import { evaluate } from '../../tests/unit/safety/evaluate.ts';
import type { SafetyCase } from '../../tests/unit/safety/split.ts';

const cases = (file: string): SafetyCase[] => JSON.parse(readFileSync(new URL(`../../tests/unit/safety/${file}`, import.meta.url), 'utf8'));

/** A 1,000-character wish in `language`, made of the ordinary wishes of the evaluation set's dev half. */
function longWish(language: LanguageCode, ordinary: SafetyCase[]): string {
  const parts = ordinary.filter((c) => c.language === language && c.field !== 'name').map((c) => c.text);
  let text = '';
  for (let i = 0; text.length < 1000; i++) text += `${parts[i % parts.length]}. `;
  return text.slice(0, 1000);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export async function benchSafety(): Promise<void> {
  const ordinary = cases('dev.json').filter((c) => c.expect === 'allow');

  // 1. Latency of a 1,000-character wish.
  const t0 = performance.now();
  warmScreen();
  console.log(`screen warm-up (compiling every list): ${(performance.now() - t0).toFixed(0)} ms`);
  const times: number[] = [];
  const cpu: number[] = [];
  const perLanguage: string[] = [];
  for (const language of LANGUAGE_CODES) {
    const wish = longWish(language, ordinary);
    for (let i = 0; i < 20; i++) screenText(wish, language);
    const mine: number[] = [];
    for (let i = 0; i < 200; i++) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const finding = screenText(wish, language);
      mine.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      if (finding && i === 0) console.log(`  note: the ${language} long ordinary wish is refused (${finding.category}: ${finding.match})`);
    }
    mine.sort((a, b) => a - b);
    perLanguage.push(`${language} ${percentile(mine, 0.99).toFixed(2)}`);
    times.push(...mine);
  }
  times.sort((a, b) => a - b);
  console.log(
    `screening a 1,000-character wish (${times.length} runs, 14 languages): p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (goal p99 ≤ 5 ms)`,
  );
  cpu.sort((a, b) => a - b);
  // CPU time of the process during each call: on a shared machine the wall clock also counts the
  // time the scheduler gave other processes.
  console.log(
    `  CPU time per screen: p50 ${percentile(cpu, 0.5).toFixed(2)} ms, p99 ${percentile(cpu, 0.99).toFixed(2)} ms (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`  wall p99 by language (ms): ${perLanguage.join(', ')}`);

  // 2. False refusals over generated pages.
  let pages = 0;
  let flagged = 0;
  const examples: string[] = [];
  const wishes: Partial<Record<LanguageCode, string>> = {};
  for (const c of ordinary) if (c.field === 'wish' && !wishes[c.language as LanguageCode]) wishes[c.language as LanguageCode] = c.text;
  const started = performance.now();
  for (let seed = 1; pages < 5000; seed++) {
    for (const language of LANGUAGE_CODES) {
      const theme = MORAL_THEMES[(seed * 7 + language.length) % MORAL_THEMES.length]!;
      const freeText = seed % 3 === 0 ? (wishes[language] ?? '') : '';
      const name = ['Mia', 'Leo', 'Gün', 'Dan', 'Sang', 'Lina'][seed % 6]!;
      const story = writeStory({
        hero: { name, kind: seed % 5 === 0 ? 'animal' : 'human', gender: seed % 2 ? 'male' : 'female' },
        age: 1 + (seed % 12),
        language,
        seed: seed * 31 + 7,
        moral: { key: theme.key, group: theme.group, label: theme.text[language].label },
        freeText,
        wishes: interpretWishes(freeText, theme.key, language),
      });
      for (const text of [story.title, ...story.pages.map((p) => p.text)]) {
        pages++;
        // As the finished-text check reads it: the hero's own name passed the name check.
        const why = explainMatches(withoutNames(text, [name]), language);
        if (why.length) {
          flagged++;
          if (examples.length < 15) examples.push(`  ${language}: ${why.map(([c, m]) => `${c} "${m}"`).join(', ')} in: ${text.slice(0, 140)}`);
        }
      }
    }
  }
  console.log(
    `false refusals over ${pages} generated pages and titles in 14 languages: ${flagged} (goal 0; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const line of examples) console.log(line);

  // 3. The evaluation set.
  for (const [half, file] of [
    ['dev', 'dev.json'],
    ['held-out', 'held-out.json'],
  ] as const) {
    const f = await evaluate(cases(file));
    console.log(
      `${half} half: unsafe passed ${f.unsafePassed.length}/${f.unsafe}, ordinary refused ${f.ordinaryRefused.length}/${f.ordinary} (${((100 * f.ordinaryRefused.length) / f.ordinary).toFixed(1)}%)`,
    );
  }
}
