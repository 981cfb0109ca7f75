/**
 * A month of bedtime stories for one child, written one night after the other with the writer's
 * memory of the nights before (what the story pipeline gives it): no title comes back within the
 * month, no plot within ten nights, and no night opens or ends where the night before did.
 */
import { describe, expect, it } from 'vitest';
import { MORAL_THEMES } from '../../../content/morals/index.ts';
import type { LanguageCode } from '../../../shared/catalog.ts';
import { rememberStories, type RememberedStory } from './memory.ts';
import { PACKS } from '../languages/index.ts';
import { PLOT_REST_NIGHTS, plotsTeaching } from './plan.ts';
import { writeStory } from './write-story.ts';

function month(language: LanguageCode, ages: number[], nights = 30) {
  const remembered: RememberedStory[] = [];
  const told = [];
  const morals = [];
  for (let n = 0; n < nights; n++) {
    const theme = MORAL_THEMES[(n * 5 + 11) % MORAL_THEMES.length]!;
    morals.push(theme);
    const story = writeStory({
      hero: { name: 'Lina', kind: 'human', gender: 'female', description: 'dark brown hair and a red top' },
      age: ages[n % ages.length]!,
      language,
      seed: 1000 + n * 7919,
      moral: { key: theme.key, group: theme.group, label: theme.text[language].label },
      freeText: '',
      avoid: rememberStories(remembered.slice(0, 30)),
    });
    remembered.unshift({ plan: story.plan!, title: story.title });
    told.push(story);
  }
  return Object.assign(told, { morals });
}

describe('a month of stories for one child', () => {
  for (const [language, ages] of [
    ['en', [6]],
    ['de', [3, 6, 11]],
    ['es', [11]],
    ['ja', [3]],
    ['fr', [8]],
  ] as const) {
    it(`${language}, ages ${ages.join('/')}: new titles, plots rested ten nights, first and last pages elsewhere than the night before`, () => {
      const told = month(language, [...ages]);
      const titles = told.map((s) => s.title);
      expect(new Set(titles).size).toBe(titles.length);
      told.forEach((story, n) => {
        // A plot comes back within ten nights only when every plot that teaches the night's moral did.
        const before = told.slice(Math.max(0, n - PLOT_REST_NIGHTS), n).map((s) => s.plan!.plot);
        const moral = told.morals[n]!;
        const teaching = plotsTeaching({ key: moral.key, group: moral.group }).filter((p) => PACKS[language].shapes[p]);
        if (teaching.some((p) => !before.includes(p))) expect(before, `night ${n + 1}`).not.toContain(story.plan!.plot);
        if (n === 0) return;
        const last = told[n - 1]!;
        expect(story.pages[0]!.scene.setting, `night ${n + 1} opens`).not.toBe(last.pages[0]!.scene.setting);
        expect(story.pages.at(-1)!.scene.setting, `night ${n + 1} ends`).not.toBe(last.pages.at(-1)!.scene.setting);
      });
    });
  }

  it('tells the look in some stories, never two nights running', () => {
    const told = month('en', [6], 12);
    const looks = told.map((s) => s.pages.some((p) => p.text.includes('red top')));
    expect(looks.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    looks.forEach((look, n) => expect(look && looks[n - 1]).toBeFalsy());
  });

  it('says the same thing another way: most sentences of a month are heard once', () => {
    const told = month('en', [6]);
    const seen = new Map<string, number>();
    const all = told.flatMap((s) => s.pages.flatMap((p) => p.text.split(/(?<=[.!?”])\s+(?=[A-Z“])/).slice(0)));
    for (const s of all) seen.set(s, (seen.get(s) ?? 0) + 1);
    const shared = all.filter((s) => s.split(' ').length >= 4 && seen.get(s)! > 1).length;
    expect(shared / all.length).toBeLessThan(0.35);
  });
});
