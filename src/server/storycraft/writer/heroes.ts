/**
 * Up to three heroes in one built-in story. The main hero keeps the plot's text; this
 * module gives every other hero a part: they join on the first page (named and described by their
 * own look), act on at least two pages of the adventure (one sentence each, agreeing with their
 * gender), set off with everyone on the journey page and fall asleep with everyone at bedtime
 * (plural, or the Arabic dual, agreeing with the whole group). It also says which heroes each page
 * names, so the page plan's scene (Scene.coHeroes) and the pictures show exactly those.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { mergeLooks, type LookKind } from '../../../shared/hero-look.ts';
import { heroLookFromDescription } from '../likeness/describe.ts';
import { lookPhrase } from '../likeness/look-phrase.ts';
import type { CharacterSheet, HeroAction, SceneHero } from '../../providers/types.ts';
import { LANGUAGES } from '../languages/index.ts';
import { HERO_ACTS, type HeroAct, type HeroRef } from './hero-words.ts';
import type { Beat } from './plan.ts';

/** Most heroes a story can have (one main hero and up to two more). */
export const MAX_HEROES = 3;

/** The pose the illustrator draws for each thing another hero does. */
export const HERO_ACT_POSE: Record<HeroAct, HeroAction> = {
  help: 'helping',
  idea: 'pointing',
  brave: 'standing',
  cheer: 'laughing',
  lead: 'walking',
};

/** What another hero does on each beat of the plot (a hero never does the same thing twice while another act is left). */
const BEAT_ACT: Record<Beat, HeroAct> = {
  home: 'help',
  meet: 'help',
  go: 'lead',
  problem: 'help',
  try0: 'idea',
  try1: 'brave',
  try2: 'help',
  low: 'brave',
  turn: 'idea',
  resolution: 'cheer',
  homeward: 'lead',
  bedtime: 'cheer',
};

const LOOK_KIND = { human: 'person', animal: 'animal', object: 'object' } as const satisfies Record<CharacterSheet['kind'], LookKind>;

/** A hero as the sentences need them: name, gender for agreement, and their own look in the story language. */
export function heroRef(sheet: CharacterSheet, language: LanguageCode): HeroRef {
  const look = sheet.look ?? mergeLooks(heroLookFromDescription(sheet.description, LOOK_KIND[sheet.kind], language));
  return {
    name: sheet.name.trim() || 'Sam',
    g: sheet.gender === 'female' ? 'f' : sheet.gender === 'male' ? 'm' : 'n',
    kind: sheet.kind,
    trait: lookPhrase(look, language),
  };
}

/** One page's share of the other heroes: the sentences to add and who they name. */
export interface CoHeroPage {
  lines: string[];
  heroes: SceneHero[];
}

/**
 * Plans the other heroes' part, page by page (same order as `beats`). Deterministic. With no
 * other heroes every page is empty, so a one-hero story is unchanged. `brief` (ages 1-3): the
 * first page names each hero without the look sentence.
 */
export function coHeroPages(
  beats: readonly Beat[],
  main: HeroRef,
  others: readonly HeroRef[],
  language: LanguageCode,
  options: { brief?: boolean } = {},
): CoHeroPage[] {
  const pages: CoHeroPage[] = beats.map(() => ({ lines: [], heroes: [] }));
  if (!others.length) return pages;
  const words = (LANGUAGES[language] ?? LANGUAGES.en).heroes;
  const everyone = [main, ...others.slice(0, MAX_HEROES - 1)];
  const co = everyone.slice(1);

  beats.forEach((beat, index) => {
    const page = pages[index]!;
    if (beat === 'home') {
      co.forEach((h, i) => {
        // Toddler pages (brief) keep to one short sentence a hero, like the main hero's own look
        // sentence that the toddler word budget leaves out; the pictures still show each look.
        page.lines.push(...(options.brief ? words.joins(h, main).slice(0, 1) : words.joins(h, main)));
        page.heroes.push({ hero: i, name: h.name, action: 'waving' });
      });
    } else if (beat === 'go') {
      page.lines.push(words.together(everyone));
      co.forEach((h, i) => page.heroes.push({ hero: i, name: h.name, action: 'walking' }));
    } else if (beat === 'bedtime') {
      page.lines.push(words.sleep(everyone));
      co.forEach((h, i) => page.heroes.push({ hero: i, name: h.name, action: 'sleeping' }));
    }
  });

  // Each other hero acts on the adventure's pages in turn, leaving the main hero some pages of
  // their own; then anyone with fewer than two action pages also acts on the last ones.
  const candidates = beats
    .map((b, i) => [b, i] as const)
    .filter(([b]) => b !== 'home' && b !== 'go' && b !== 'bedtime')
    .map(([, i]) => i);
  const actsOn: number[][] = candidates.map(() => []);
  candidates.forEach((_, j) => {
    const who = j % (co.length + 1);
    if (who < co.length) actsOn[j]!.push(who);
  });
  co.forEach((_, who) => {
    for (let j = candidates.length - 1; j >= 0 && actsOn.filter((a) => a.includes(who)).length < 2; j--) {
      if (!actsOn[j]!.includes(who)) actsOn[j]!.push(who);
    }
  });
  // The beat's own act first; an act someone already did gives way to a fresh one (variety).
  const used: Set<HeroAct>[] = co.map(() => new Set());
  const usedByAnyone = new Set<HeroAct>();
  candidates.forEach((index, j) => {
    const page = pages[index]!;
    for (const who of [...actsOn[j]!].sort((a, b) => a - b)) {
      const wanted = BEAT_ACT[beats[index]!];
      const order = [wanted, ...HERO_ACTS.filter((a) => a !== wanted)];
      // Everyone may cheer at the happy end; other acts are not repeated while a fresh one is left.
      const act = wanted === 'cheer' ? wanted : (order.find((a) => !usedByAnyone.has(a)) ?? order.find((a) => !used[who]!.has(a)) ?? wanted);
      used[who]!.add(act);
      usedByAnyone.add(act);
      page.lines.push(words.act(act, co[who]!, main));
      page.heroes.push({ hero: who, name: co[who]!.name, action: HERO_ACT_POSE[act] });
    }
  });
  return pages;
}
