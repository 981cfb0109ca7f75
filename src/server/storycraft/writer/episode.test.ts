/**
 * with the built-in writer: episode 2 of a story names something of episode 1's recap
 * (the place, or the plot's key object) in a callback, in all 14 languages and every age band;
 * keeps the companion and its name, stays in the same world when a plot there fits, and does not
 * repeat episode 1's plot while its moral has another.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/catalog.ts';
import { MORAL_THEMES } from '../../../content/morals/index.ts';
import type { MoralChoice, WriteRequest } from '../../providers/types.ts';
import { TODDLER_MAX_WORDS, writeStory } from './write-story.ts';
import { countWords } from './text.ts';
import { worldOf } from './episode.ts';
import { plotsTeaching } from './plan.ts';
import { LANGUAGES, PACKS } from '../languages/index.ts';
import type { StoryContext } from './story-types.ts';

const MORALS: MoralChoice[] = ['honesty', 'sharing', 'brushing-teeth', 'fear-of-the-dark', 'caring-for-nature', 'making-friends']
  .map((key) => MORAL_THEMES.find((t) => t.key === key)!)
  .map((t) => ({ key: t.key, group: t.group, label: t.text.en.label }));

/** The same hero in both episodes (a girl for odd ages); only the seed differs. */
const request = (language: WriteRequest['language'], age: number, moral: MoralChoice, seed: number): WriteRequest => ({
  hero: { name: 'Noor', kind: 'human', gender: age % 2 ? 'female' : 'male' },
  age,
  language,
  moral,
  freeText: '',
  seed,
});
const bandOf = (age: number) => (age <= 3 ? 0 : age <= 6 ? 1 : age <= 9 ? 2 : 3);

/** English words of the recap's objects and friends (the place is checked in every language). */
const RECAP_WORDS: Record<string, RegExp> = {
  ball: /ball/,
  sailboat: /boat/,
  kite: /kite/,
  flower: /flower/,
  seed: /seed/,
  book: /book/,
  friend: /Ruby|Tess/,
  bridge: /bridge/,
  cookie: /cookies/,
  house: /house/,
  tent: /tent/,
  bicycle: /bicycle/,
  drum: /drum/,
  grandma: /Grandma/,
  grandpa: /Grandpa/,
  babyAnimal: /little one/,
  parentAnimal: /mother/,
};

describe('a next episode remembers the last one', () => {
  it.each(LANGUAGE_CODES)("%s: episode 2 calls back to episode 1's place or key object, keeps the companion and changes the plot", (language) => {
    const pack = PACKS[language];
    let sameWorld = 0;
    let cases = 0;
    for (const [m, moral] of MORALS.entries()) {
      for (const age of [2, 5, 8, 11, 12]) {
        const seed = 1000 + m * 17 + age;
        const first = writeStory(request(language, age, moral, seed));
        expect(first.recap).toBeDefined();
        expect(first.recap!.places).toContain(first.plan!.setting);
        const second = writeStory({ ...request(language, age, moral, seed + 1), previous: { episode: 2, recap: first.recap!, plan: first.plan! } });
        const text2 = second.pages.map((p) => p.text).join('\n');
        const text1 = first.pages.map((p) => p.text).join('\n');

        // The callback names the place of episode 1 (ages 4+; toddlers get the short one) or, for the
        // plot that happens at home, its key object — an element of episode 1's recap.
        const callback = LANGUAGES[language].episodes.callback;
        const memory = callback.memory[first.plan!.plot as keyof typeof callback.memory];
        expect(memory, `${language} has a memory of plot ${first.plan!.plot}`).toBeDefined();
        const at = pack.settings[first.plan!.setting as keyof typeof pack.settings]!.at;
        // On the first page the companion is on: page 1, or page 2 when it arrives there (age 12, the tidy-up plot).
        const callbackPage = second.pages
          .slice(0, 2)
          .map((p) => p.text)
          .join('\n');
        const companion = pack.companions[first.plan!.companion as keyof typeof pack.companions];
        const c = { name: 'Noor', g: age % 2 ? 'f' : 'm', co: { ...companion, name: first.recap!.companionName! } } as unknown as StoryContext;
        const spoken = memory!(age <= 3 ? '' : at, c)
          .replace(/\s+/g, ' ')
          .trim();
        const raw = age <= 3 ? callback.short(c, spoken) : callback.line(c, spoken);
        // Japanese pages for older children get their kanji at the end (pack.finish).
        const line = pack.finish ? pack.finish(raw, bandOf(age)) : raw;
        expect(callbackPage).toContain(line);
        if (age > 3 && first.plan!.plot !== 'habit') expect(line).toContain(pack.finish ? pack.finish(at, bandOf(age)) : at);
        if (language === 'en') {
          // The callback names a friend met or an object found (the recap's other elements).
          const named = [...first.recap!.objects, ...first.recap!.friends].filter((e) => RECAP_WORDS[e.split(':')[0]!]?.test(line));
          expect(named, `${first.plan!.plot}: ${line}`).not.toHaveLength(0);
        }
        // A toddler's page stays a toddler's page (5-20 words).
        if (age <= 3) expect(countWords(second.pages[0]!.text)).toBeLessThanOrEqual(TODDLER_MAX_WORDS);
        // Episode 1 has no callback of its own.
        expect(text1).not.toContain(line);

        // Another plot, while the moral has another one in this language (else its one plot again).
        if (plotsTeaching(moral).filter((p) => pack.shapes[p]).length > 1) expect(second.plan!.plot).not.toBe(first.plan!.plot);
        if (second.plan!.companion === first.plan!.companion) {
          expect(second.recap!.companionName).toBe(first.recap!.companionName);
        }
        expect(second.plan!.companion).toBe(first.plan!.companion);
        expect(text2).toContain(first.recap!.companionName!);
        if (worldOf(first.plan!.setting).includes(second.plan!.setting as never)) sameWorld++;
        cases++;
      }
    }
    // Most next episodes happen in the same world (a plot that fits there exists for most morals).
    expect(sameWorld / cases).toBeGreaterThan(0.6);
  });

  it.each(LANGUAGE_CODES)('%s: a next episode goes on ("another story about…") instead of opening with "once upon a time" again', (language) => {
    const pack = PACKS[language];
    for (const age of [2, 5, 8, 11]) {
      const moral = MORALS[age % MORALS.length]!;
      const first = writeStory(request(language, age, moral, 40 + age));
      const second = writeStory({ ...request(language, age, moral, 41 + age), previous: { episode: 2, recap: first.recap!, plan: first.plan! } });
      const opening = LANGUAGES[language].episodes.opening({ name: 'Noor' } as StoryContext);
      const shown = pack.finish ? pack.finish(opening, bandOf(age)) : opening;
      // A toddler's first page may hold only the short callback (≤ 20 words); older children's opens with the line.
      if (age > 3) expect(second.pages[0]!.text.startsWith(shown), `${language} ${age}: ${second.pages[0]!.text}`).toBe(true);
      // The first story still opens the classic way; its own opening line is gone from episode 2.
      expect(first.pages[0]!.text).not.toContain(shown);
      const firstSentence = first.pages[0]!.text.split(/(?<=[.!?।。])/u)[0]!;
      expect(firstSentence.length).toBeGreaterThan(10);
      expect(second.pages[0]!.text).not.toContain(firstSentence);
    }
  });

  it('keeps a companion name the parent gave in episode 1', () => {
    const moral = MORALS[0]!;
    const first = writeStory({ ...request('en', 6, moral, 7), freeText: 'with my teddy Bruno', wishes: undefined });
    const recap = { ...first.recap!, companionName: 'Biscuit' };
    const second = writeStory({ ...request('en', 6, moral, 8), previous: { episode: 2, recap, plan: first.plan! } });
    const text = second.pages.map((p) => p.text).join(' ');
    expect(text).toContain('Biscuit');
  });

  it('writes a fresh story when the previous episode has no plan (a vendor-written one)', () => {
    const moral = MORALS[1]!;
    const alone = writeStory(request('de', 6, moral, 9));
    const withRecapOnly = writeStory({ ...request('de', 6, moral, 9), previous: { episode: 2, recap: alone.recap!, plan: null } });
    expect(withRecapOnly.pages.map((p) => p.text)).toEqual(alone.pages.map((p) => p.text));
  });
});
