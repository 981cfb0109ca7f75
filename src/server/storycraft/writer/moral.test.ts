/**
 * The moral is the plot: a story tells a plot that teaches the chosen theme (a group's theme
 * for a group-only moral, the mapped theme for a parent's own words) and closes on that
 * lesson's line, whatever the parent's last stories were; the custom morals that name one plot's
 * lesson are read in all 14 languages.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { MORAL_THEMES, findMoralTheme } from '../../../content/morals/index.ts';
import { LANGUAGE_CODES, MORAL_GROUPS, type LanguageCode } from '../../../shared/catalog.ts';
import type { MoralChoice, WrittenStory } from '../../providers/types.ts';
import { PACKS } from '../languages/index.ts';
import { bandFor, plotsTeaching, THEME_SHAPES } from './plan.ts';
import { resolveMoral } from './moral.ts';
import { PLOT_SHAPES, type PlotShape } from './story-types.ts';
import { writeStory } from './write-story.ts';
import { interpretWishes } from '../wishes/interpret.ts';

/** The catalogue themes whose closing line a story says (its description, as the page shows it). */
function linesSaid(story: WrittenStory, language: LanguageCode, age: number): string[] {
  const text = story.pages.map((p) => p.text).join('\n');
  const finish = PACKS[language].finish;
  return MORAL_THEMES.filter((t) => {
    const line = t.text[language].description.replace(/[.。।]$/u, '');
    return text.includes(line) || (finish && text.includes(finish(line, bandFor(age))));
  }).map((t) => t.key);
}

const teaches = (theme: string, plot: string) => (THEME_SHAPES[theme] ?? []).includes(plot as PlotShape);

describe('the moral is the plot', () => {
  // 200 stories: every catalogue theme and every group-only moral, languages, ages and a
  // parent's last stories drawn at random (often the theme's own plots, so it must repeat one).
  const random = seedrandom('moral-is-the-plot');
  const draw = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const cases: { moral: MoralChoice; language: LanguageCode; age: number; seed: number; heard: string[] }[] = [];
  let themes = 0;
  let groups = 0;
  for (let n = 0; n < 200; n++) {
    const language = draw(LANGUAGE_CODES);
    const age = 1 + Math.floor(random() * 12);
    const byGroup = n % 4 === 3;
    const theme = MORAL_THEMES[byGroup ? 0 : themes++ % MORAL_THEMES.length]!;
    const group = MORAL_GROUPS[byGroup ? groups++ % MORAL_GROUPS.length : 0]!;
    const moral: MoralChoice = byGroup ? { group, label: group } : { key: theme.key, group: theme.group, label: theme.text[language].label };
    const own = plotsTeaching(moral);
    const heard = [...new Set(Array.from({ length: 3 }, () => (random() < 0.7 ? draw(own) : draw(PLOT_SHAPES))))];
    cases.push({ moral, language, age, seed: 7000 + n, heard });
  }

  it('covers every catalogue theme and every moral group', () => {
    expect(new Set(cases.map((c) => c.moral.key).filter(Boolean)).size).toBe(MORAL_THEMES.length);
    expect(new Set(cases.filter((c) => !c.moral.key).map((c) => c.moral.group)).size).toBe(MORAL_GROUPS.length);
  });

  it('200 stories: each tells a plot of its theme (or group) and closes on the lesson that plot teaches', () => {
    const wrong: string[] = [];
    for (const { moral, language, age, seed, heard } of cases) {
      const story = writeStory({ hero: { name: 'Ada', kind: 'human', gender: 'female' }, age, language, seed, moral, freeText: '', avoid: { plots: heard } });
      const plot = story.plan!.plot;
      const said = linesSaid(story, language, age);
      const where = `${language} age ${age} ${moral.key ?? moral.group} heard [${heard}] → ${plot}, says [${said}]`;
      // A toddler's bedtime page may be too short for the lesson's line; from age 4 it is always said.
      if (!said.length && age <= 3) continue;
      if (moral.key) {
        if (!teaches(moral.key, plot)) wrong.push(`${where}: the plot does not teach the theme`);
        if (said.join() !== moral.key) wrong.push(`${where}: the closing line is not the theme's`);
      } else {
        const lesson = said[0] ? findMoralTheme(said[0]) : undefined;
        if (said.length !== 1 || !teaches(said[0]!, plot) || lesson?.group !== moral.group)
          wrong.push(`${where}: the closing line is not the plot's lesson in the group`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every catalogue theme has a plot that teaches it in every language, and every moral group at least four', () => {
    for (const language of LANGUAGE_CODES) {
      for (const theme of MORAL_THEMES)
        expect((THEME_SHAPES[theme.key] ?? []).filter((p) => PACKS[language].shapes[p]).length, `${language} ${theme.key}`).toBeGreaterThan(0);
      for (const group of MORAL_GROUPS)
        expect(plotsTeaching({ group }).filter((p) => PACKS[language].shapes[p]).length, `${language} ${group}`).toBeGreaterThanOrEqual(4);
    }
  });

  it("when all of the theme's plots were heard lately, the one heard longest ago is told again", () => {
    const theme = findMoralTheme('kindness')!;
    const own = plotsTeaching({ key: theme.key }).filter((p) => PACKS.en.shapes[p]);
    expect(own.length).toBeGreaterThan(1);
    // Most recent first: the last one in the list was heard longest ago.
    for (const order of [own, [...own].reverse()]) {
      const story = writeStory({
        hero: { name: 'Ada', kind: 'human', gender: 'female' },
        age: 6,
        language: 'en',
        seed: 3,
        moral: { key: theme.key, group: theme.group, label: 'Kindness' },
        freeText: '',
        avoid: { plots: [...order] },
      });
      expect(story.plan!.plot).toBe(order.at(-1));
    }
  });
});

/** "It is brave to ask for help", as a parent would write it in each language. */
const ASK_FOR_HELP: Record<LanguageCode, string> = {
  en: 'it is brave to ask for help',
  de: 'Es ist mutig, um Hilfe zu bitten',
  fr: 'C’est courageux de demander de l’aide',
  es: 'Es valiente pedir ayuda',
  it: 'È coraggioso chiedere aiuto',
  nl: 'Het is dapper om hulp te vragen',
  pt: 'É corajoso pedir ajuda',
  pl: 'Proszenie o pomoc to odwaga',
  tr: 'Yardım istemek cesaret ister',
  ar: 'من الشجاعة أن تطلب المساعدة',
  hi: 'मदद माँगना बहादुरी है',
  ja: '助けを求めるのは勇気のいること',
  ko: '도움을 청하는 것은 용감한 일이에요',
  zh: '寻求帮助是勇敢的',
};

describe('a custom moral is resolved once, to the theme and plot that teach it', () => {
  it.each(LANGUAGE_CODES)('%s: "it is brave to ask for help" is the asking-for-help plot, closing on teamwork', (language) => {
    const text = ASK_FOR_HELP[language];
    const moral = resolveMoral(text, language, interpretWishes('', text, language));
    expect(moral).toMatchObject({ key: 'teamwork', group: 'friendship-skills', plot: 'askHelp' });
  });

  it('a catalogue key stays itself; other custom words go to the theme the wishes read; nothing is no moral', () => {
    expect(resolveMoral('honesty', 'en', null)).toEqual({ key: 'honesty', group: 'core-values', label: 'Honesty' });
    expect(resolveMoral('Il faut toujours dire la vérité', 'fr', interpretWishes('', 'Il faut toujours dire la vérité', 'fr'))?.key).toBe('honesty');
    expect(resolveMoral('always keep your promises', 'en', null)?.key).toBe('keeping-promises');
    expect(resolveMoral('Jeder ist anders, und das ist gut', 'de', null)?.key).toBe('celebrating-differences');
    expect(resolveMoral('', 'en', null)).toBeNull();
  });

  it("the writer tells a custom moral's own plot when the language has it, and closes on its theme", () => {
    const moral = resolveMoral(ASK_FOR_HELP.en, 'en', null)!;
    const story = writeStory({ hero: { name: 'Ada', kind: 'human', gender: 'female' }, age: 6, language: 'en', seed: 1, moral, freeText: '' });
    const plot = story.plan!.plot;
    if (PACKS.en.shapes[plot as PlotShape] && (PLOT_SHAPES as readonly string[]).includes('askHelp')) expect(plot).toBe('askHelp');
    else expect(teaches('teamwork', plot)).toBe(true);
    expect(linesSaid(story, 'en', 6)).toEqual(['teamwork']);
  });
});
