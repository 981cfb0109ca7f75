/**
 * `npm run bench storycraft` (issue 16): 40 built-in stories (5 languages × 4 age bands × 2 seeds,
 * varied morals and wishes) and the figures the issue asks for: the share of sentences that occur
 * in more than one story (title and goodnight line excluded), the most repeated sentences, distinct
 * plots per moral group, mean words per page per age band, and the share of page-plan elements the
 * built-in illustrator drew (its composed scene graph, craft-picture's scene-graph API).
 *
 * Each language is one family: its eight stories are made in order, each with the avoid list of
 * that family's three previous stories (as the story pipeline does), and each child has a name.
 */
import { findMoralTheme } from '../../src/content/morals/index.ts';
import { writeStory } from '../../src/server/storycraft/writer/write-story.ts';
import { GROUP_SHAPES } from '../../src/server/storycraft/writer/plan.ts';
import { countWords } from '../../src/server/storycraft/writer/text.ts';
import { composeScene, planCoverage } from '../../src/server/storycraft/scene/scene-graph.ts';
import { interpretWishes } from '../../src/server/storycraft/wishes/interpret.ts';
import type { LanguageCode, MoralGroup } from '../../src/shared/catalog.ts';
import { ILLUSTRATION_STYLE_CODES } from '../../src/shared/catalog.ts';
import type { StoryPlan, WriteRequest, WrittenStory } from '../../src/server/providers/types.ts';

const LANGUAGES: LanguageCode[] = ['en', 'de', 'fr', 'es', 'ja'];
const AGES = [2, 5, 8, 11];
const SEEDS = [101, 202];
/** One moral per story, cycling through every group (a custom moral or none now and then). */
const MORALS = [
  'honesty',
  'sibling-love',
  'making-friends',
  'calming-anger',
  'fear-of-the-dark',
  'tidying-up',
  'caring-for-nature',
  'sharing',
  'family-time',
  'teamwork',
  'patience',
  'trying-new-things',
  'good-manners',
  'helping-others',
  'kindness',
  null,
];
const NAMES = ['Mia', 'Leo', 'Emma', 'Noah', 'Lina', 'Omar', 'Zoé', 'Ken'];
const LOOKS = [
  'curly red hair and a yellow raincoat',
  'short black hair and round glasses',
  'blonde braids',
  'brown hair and a green hat',
  '',
  'long dark hair and a blue scarf',
  'freckles and a red cap',
  '',
];
const WISHES: Partial<Record<LanguageCode, string[]>> = {
  en: ['a picnic in the park with teddy Bruno', '', 'a puppy called Biscuit', ''],
  de: ['Ein Picknick im Park mit dem Teddy Bruno', '', 'mit einem Hund', ''],
  fr: ['un pique-nique au parc avec le nounours Bruno', '', 'avec un chaton', ''],
  es: ['un pícnic en el parque con el osito Bruno', '', 'con un perrito', ''],
  ja: ['ブルーノというくまと公園でピクニック', '', 'うさぎといっしょに', ''],
};

interface Made {
  language: LanguageCode;
  age: number;
  group: MoralGroup | 'none';
  story: WrittenStory;
  request: WriteRequest;
}

function makeStories(): Made[] {
  const made: Made[] = [];
  let m = 0;
  for (const language of LANGUAGES) {
    const history: StoryPlan[] = [];
    let k = 0;
    for (const seed of SEEDS) {
      for (const age of AGES) {
        const key = MORALS[m++ % MORALS.length];
        const theme = key ? findMoralTheme(key) : undefined;
        const freeText = WISHES[language]?.[k % 4] ?? '';
        const last = history.slice(-3);
        const request: WriteRequest = {
          hero: { name: NAMES[k % NAMES.length]!, kind: 'human', gender: k % 2 ? 'male' : 'female', description: LOOKS[k % LOOKS.length]! },
          age,
          language,
          seed: seed * 13 + k,
          moral: theme ? { key: theme.key, group: theme.group, label: theme.text[language].label } : null,
          freeText,
          wishes: interpretWishes(freeText, theme?.key ?? '', language),
          avoid: { plots: last.map((p) => p.plot), companions: last.map((p) => p.companion), settings: last.map((p) => p.setting) },
        };
        const story = writeStory(request);
        if (story.plan) history.push(story.plan);
        made.push({ language, age, group: theme?.group ?? 'none', story, request });
        k++;
      }
    }
  }
  return made;
}

/** Sentences of a page (the story's own punctuation; quotes stay with their sentence). */
export function sentences(text: string): string[] {
  const parts = text
    .split(/(?<=[.!?。！？][”」’"]?)\s*(?=[^\s”」’"])/u)
    .map((s) => s.trim())
    .filter(Boolean);
  // A closing quote split off on its own (French « … ». ») belongs to the sentence before it, and
  // so does a dialogue tag after a question: “Now what?” asked Pip.
  return parts.reduce<string[]>((out, part) => {
    if (out.length && (!/[\p{L}\p{N}]/u.test(part) || /^\p{Ll}/u.test(part))) out[out.length - 1] += ` ${part}`;
    else out.push(part);
    return out;
  }, []);
}

export async function benchStorycraft(): Promise<void> {
  const made = makeStories();
  console.log(`\n== storycraft (issue 16): ${made.length} built-in stories, ${LANGUAGES.join('/')} × ages ${AGES.join('/')} × ${SEEDS.length} seeds ==`);

  // 1. Sentences shared between stories (title and the closing goodnight line excluded).
  const perStory = made.map(({ story, request }) => {
    const all = story.pages.flatMap((p, i) => {
      const s = sentences(p.text);
      return i === story.pages.length - 1 ? s.slice(0, -1) : s;
    });
    return { all, name: request.hero.name, companion: story.plan?.companion ?? '' };
  });
  const count = (mask: boolean) => {
    const stories = new Map<string, Set<number>>();
    perStory.forEach(({ all, name }, i) => {
      for (const raw of all) {
        const s = mask ? raw.split(name).join('‹hero›') : raw;
        if (!stories.has(s)) stories.set(s, new Set());
        stories.get(s)!.add(i);
      }
    });
    let total = 0;
    let shared = 0;
    perStory.forEach(({ all, name }) => {
      for (const raw of all) {
        total++;
        if (stories.get(mask ? raw.split(name).join('‹hero›') : raw)!.size > 1) shared++;
      }
    });
    return { total, shared, stories };
  };
  const exact = count(false);
  const masked = count(true);
  console.log(`sentences in more than one story: ${((100 * exact.shared) / exact.total).toFixed(1)}% (${exact.shared}/${exact.total}; target ≤ 5%)`);
  console.log(
    `  … with the hero's name masked (same child every time): ${((100 * masked.shared) / masked.total).toFixed(1)}% (${masked.shared}/${masked.total})`,
  );
  const top = [...masked.stories.entries()]
    .filter(([, s]) => s.size > 1)
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, Number(process.env.STORYCRAFT_TOP ?? 10));
  if (process.env.STORYCRAFT_SHARED) {
    // Debug aid: every sentence shared exactly (hero names differ per story), most repeated first.
    for (const [s, ids] of [...exact.stories.entries()].filter(([, v]) => v.size > 1).sort((a, b) => b[1].size - a[1].size))
      console.log(`  = ${ids.size} ${s}`);
  }
  console.log('most repeated sentences (hero name masked):');
  for (const [s, ids] of top) console.log(`  ${String(ids.size).padStart(2)} stories  ${s.length > 110 ? `${s.slice(0, 107)}…` : s}`);

  // Each family's plots in order (a plot that comes back within a family brings its own sentences back).
  console.log('plots per family, in order:');
  for (const language of LANGUAGES)
    console.log(
      `  ${language}: ${made
        .filter((m) => m.language === language)
        .map((m) => m.story.plan?.plot)
        .join(', ')}`,
    );

  // 2. Plots per moral group: in these 40 stories, and over 24 seeds per group (no history).
  console.log("distinct plots per moral group (in the 40 stories | over 24 seeds × the group's themes, en):");
  for (const group of Object.keys(GROUP_SHAPES) as MoralGroup[]) {
    const inBench = new Set(made.filter((m) => m.group === group).map((m) => m.story.plan?.plot));
    const themes = MORAL_KEYS_BY_GROUP[group] ?? [];
    const swept = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const theme = findMoralTheme(themes[seed % themes.length]!)!;
      const story = writeStory({
        hero: { name: 'Mia', kind: 'human', gender: 'female' },
        age: 7,
        language: 'en',
        seed,
        freeText: '',
        moral: { key: theme.key, group: theme.group, label: theme.text.en.label },
      });
      swept.add(story.plan!.plot);
    }
    console.log(`  ${group.padEnd(20)} ${String(inBench.size).padStart(2)} [${[...inBench].join(', ')}] | ${swept.size} [${[...swept].join(', ')}]`);
  }

  // 3. Words per page per band.
  console.log('mean words per page by age band (max page in brackets; 1-3 target ≤ 20):');
  for (const [label, ages] of [
    ['1-3', [1, 2, 3]],
    ['4-6', [4, 5, 6]],
    ['7-9', [7, 8, 9]],
    ['10-12', [10, 11, 12]],
  ] as const) {
    const pages = made.filter((m) => (ages as readonly number[]).includes(m.age)).flatMap((m) => m.story.pages.map((p) => countWords(p.text)));
    const mean = pages.reduce((a, b) => a + b, 0) / pages.length;
    console.log(`  ${label.padEnd(6)} ${mean.toFixed(1)} words/page over ${pages.length} pages [max ${Math.max(...pages)}]`);
  }

  // 4. Page-plan elements the illustrator drew (craft-picture's composed scene graph).
  let named = 0;
  let drawn = 0;
  const missing = new Map<string, number>();
  made.forEach(({ story, request }, s) => {
    story.pages.forEach((page, i) => {
      const { graph } = composeScene({
        scene: page.scene,
        hero: request.hero,
        style: ILLUSTRATION_STYLE_CODES[s % ILLUSTRATION_STYLE_CODES.length]!,
        seed: request.seed,
        pageIndex: i,
        pageCount: story.pages.length,
      });
      const c = planCoverage(page.scene, graph);
      named += c.named;
      drawn += c.drawn;
      for (const m of c.missing) missing.set(m, (missing.get(m) ?? 0) + 1);
    });
  });
  console.log(`page-plan elements drawn: ${((100 * drawn) / named).toFixed(1)}% (${drawn}/${named}; target 100%)`);
  if (missing.size)
    console.log(
      `  not drawn: ${[...missing.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ')}`,
    );
}

const MORAL_KEYS_BY_GROUP: Record<MoralGroup, string[]> = {
  'core-values': ['honesty', 'kindness', 'sharing', 'respect', 'responsibility', 'fairness', 'gratitude', 'patience'],
  'emotional-growth': [
    'calming-anger',
    'naming-feelings',
    'its-ok-to-be-sad',
    'trying-again',
    'believing-in-yourself',
    'handling-jealousy',
    'learning-from-mistakes',
    'empathy',
  ],
  'family-values': [
    'helping-at-home',
    'sibling-love',
    'caring-for-grandparents',
    'family-time',
    'listening-to-parents',
    'new-baby',
    'family-traditions',
    'saying-i-love-you',
  ],
  'friendship-skills': ['making-friends', 'taking-turns', 'including-others', 'saying-sorry', 'forgiveness', 'teamwork', 'good-listener', 'keeping-promises'],
  'good-habits': ['brushing-teeth', 'bedtime-routine', 'tidying-up', 'healthy-eating', 'washing-hands', 'good-manners', 'love-of-reading', 'dressing-yourself'],
  'overcoming-fears': [
    'fear-of-the-dark',
    'first-day-of-school',
    'trying-new-things',
    'fear-of-water',
    'thunderstorms',
    'sleeping-away',
    'shyness',
    'visiting-the-doctor',
  ],
  'big-picture-values': [
    'caring-for-nature',
    'kindness-to-animals',
    'reducing-waste',
    'celebrating-differences',
    'helping-others',
    'curiosity',
    'being-yourself',
    'generosity',
  ],
};
