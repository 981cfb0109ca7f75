/**
 * From StoryWishes to the built-in story: the wished place, companion (and its name),
 * objects and activities become the setting, the companion, sentences of the story language's
 * lexicon and props in the page scenes. Nothing of the parent's sentence is copied.
 */
import { ACTIVITY_PROPS } from '../wishes/interpret.ts';
import { LANGUAGES } from '../languages/index.ts';
import { WISH_OBJECTS, type StoryWishes, type WishObject } from '../wishes/types.ts';
import type { Prop, Scene } from '../../providers/types.ts';
import type { AdventureSetting, CompanionWords, SettingWords, StoryCompanion } from './story-types.ts';
import { conceptByCode } from '../wishes/concepts/index.ts';
import { conceptRole, placeSetting } from '../wishes/concepts/story-roles.ts';
import { cap } from '../wishes/grammar.ts';
import type { Beat } from './plan.ts';

/** The wished place, else the place a wished activity suggests (a sandcastle needs a beach). */
export function wishedSetting(wishes: StoryWishes): AdventureSetting | null {
  const concept = (wishes.concepts ?? []).find((c) => conceptRole(c.code) === 'place');
  return wishes.places[0] ?? (concept ? placeSetting(concept.code) : null) ?? wishes.activities.map((a) => ACTIVITY_PROPS[a].place).find(Boolean) ?? null;
}

export function wishedCompanion(wishes: StoryWishes): StoryCompanion | null {
  return wishes.companions[0]?.kind ?? null;
}

/** The companion's words with the parent's name for it: the default name is replaced in its introduction. */
export function namedCompanion(co: CompanionWords, wishes: StoryWishes, companion: StoryCompanion): CompanionWords {
  const wished = wishes.companions.find((c) => c.kind === companion);
  if (!wished?.name) return co;
  const forms = co.forms ? Object.fromEntries(Object.entries(co.forms).map(([k, v]) => [k, v.split(co.name).join(wished.name!)])) : undefined;
  return { ...co, name: wished.name, intro: co.intro.split(co.name).join(wished.name), ...(forms ? { forms } : {}) };
}

/** Objects the story names: wished ones, then those a wished activity brings (a picnic brings the basket). */
export function storyObjects(wishes: StoryWishes): WishObject[] {
  const fromActivities = wishes.activities
    .flatMap((a) => ACTIVITY_PROPS[a].props)
    .filter((p): p is WishObject => (WISH_OBJECTS as readonly string[]).includes(p));
  // In the lexicon's order, not the parent's: the story's list is ours, never a copy of their phrase.
  const order = (o: WishObject) => WISH_OBJECTS.indexOf(o);
  return [...new Set([...wishes.objects, ...fromActivities])].slice(0, 4).sort((a, b) => order(a) - order(b));
}

/** Every prop the wishes put into the pictures. */
export function wishedProps(wishes: StoryWishes): Prop[] {
  return [...new Set<Prop>([...storyObjects(wishes), ...wishes.activities.flatMap((a) => ACTIVITY_PROPS[a].props as Prop[])])];
}

/** Sentences the wishes add: what the hero takes along (first page) and the wished activities (resolution). */
export function wishLines(wishes: StoryWishes, hero: string, companion: string): { home: string[]; resolution: string[] } {
  const lex = (LANGUAGES[wishes.language] ?? LANGUAGES.en).wishes;
  const items = storyObjects(wishes).map((o) => lex.objects[o][1]);
  const home: string[] = [];
  if (items.length) {
    const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(lex.code === 'zh' || lex.code === 'ja' ? '、' : ', ')} ${lex.and} ${items.at(-1)}`;
    home.push(lex.bring(hero, lex.code === 'zh' || lex.code === 'ja' ? list.replace(/ /g, '') : list));
  }
  const resolution = wishes.activities.map((a) => lex.activities[a][1](hero, companion));
  return { home, resolution };
}

/**
 * Puts the wished props and the companion's name into the scenes: the first page shows what was
 * packed, the adventure pages and the resolution show the activity's things. At most 3 props a page.
 */
export function sceneWithWishes(scene: Scene, beat: Beat, wishes: StoryWishes, companionName: string | null, concepts?: string[]): Scene {
  const named = companionName ? { ...scene, companionName } : scene;
  const withName = concepts?.length ? { ...named, wished: concepts.slice(0, 3) } : named;
  // Only the pages whose text names the wished things show them (the packing page and
  // the resolution), and the page's key prop stays first.
  let wanted: Prop[] = [];
  if (beat === 'home') wanted = storyObjects(wishes);
  else if (beat === 'resolution') wanted = wishes.activities.flatMap((a) => ACTIVITY_PROPS[a].props as Prop[]);
  if (!wanted.length) return withName;
  const [key, ...rest] = scene.props;
  const merged = [...new Set([...(key && beat !== 'home' ? [key] : []), ...wanted, ...(beat === 'home' && key ? [key] : []), ...rest])].slice(0, 3);
  return { ...withName, props: merged };
}

/**
 * How the wished concepts shape the built-in story: the wished place is where the story happens
 * (its words replace the setting's, so every sentence of the plot that says where says it), each
 * wished friend arrives at the place, helps, rejoices and goes to sleep with the hero, a wished
 * thing is packed at home and turns out to be what the turn needs, and a wished celebration or
 * weather makes the day. `lines` are inserted after each page's first sentence (appended at home);
 * `drawn` are the concept codes each page's picture shows.
 */
export interface ConceptStory {
  place: { code: string; words: SettingWords; setting: AdventureSetting } | null;
  lines: Partial<Record<Beat, string[]>>;
  drawn: Partial<Record<Beat, string[]>>;
}

const GUESTS_MAX = 2;
const THINGS_MAX = 2;

/** The concepts the built-in story can place, in the parent's order, and the plan for each. */
export function conceptStory(wishes: StoryWishes, hero: string, beats: readonly Beat[], arrivalBeat?: Beat): ConceptStory {
  const lex = (LANGUAGES[wishes.language] ?? LANGUAGES.en).wishes;
  const say = lex.story;
  const lines: Partial<Record<Beat, string[]>> = {};
  const drawn: Partial<Record<Beat, string[]>> = {};
  const add = (beat: Beat | undefined, line: string | null, code: string) => {
    if (!beat) return;
    if (line) (lines[beat] ??= []).push(cap(line));
    const codes = (drawn[beat] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  const draw = (from: Beat | undefined, to: Beat | undefined, code: string) => {
    if (!from) return;
    const a = beats.indexOf(from);
    const b = to ? beats.indexOf(to) : a;
    for (let i = a; i <= Math.max(a, b); i++) add(beats[i], null, code);
  };
  const arrival = arrivalBeat ?? beats.find((b) => b !== 'home' && b !== 'go');
  // A friend helps only once it has arrived.
  const after = beats.slice(Math.max(0, arrival ? beats.indexOf(arrival) : 0));
  const tries = after.filter((b) => b === 'try0' || b === 'try1' || b === 'try2');
  const helpBeat = tries[0] ?? after.find((b) => b === 'turn');
  const secondHelp = tries[1] ?? arrival;
  const turnBeat = beats.find((b) => b === 'turn') ?? beats.find((b) => b === 'resolution');
  const lastOut = [...beats].reverse().find((b) => b !== 'bedtime' && b !== 'homeward') ?? arrival;
  const sleepBeat = beats.includes('bedtime') ? 'bedtime' : beats.at(-1);

  let place: ConceptStory['place'] = null;
  let guests = 0;
  let things = 0;
  let events = 0;
  for (const wished of wishes.concepts ?? []) {
    const concept = conceptByCode(wished.code);
    if (!concept) continue;
    const n = concept.names[lex.code];
    const role = conceptRole(wished.code);
    if (role === 'place' && !place) {
      const at = say.at(n, wished.code);
      place = { code: wished.code, words: { at, to: say.to(n), detail: cap(say.placeDetail(at)) }, setting: placeSetting(wished.code) };
      add(arrival, null, wished.code);
      draw(arrival, lastOut, wished.code);
    } else if (role === 'guest' && guests < GUESTS_MAX) {
      const family = concept.category === 'family';
      const who = say.def(n, wished.name, family);
      const introduced = family && !wished.name ? who : say.indef(n, wished.name);
      if (guests === 0) {
        // The first friend arrives at the place, helps, rejoices and sleeps with the hero.
        add(arrival, say.arrive(introduced, n.gender), wished.code);
        add(helpBeat, say.help(who, n.gender), wished.code);
        add(beats.includes('resolution') ? 'resolution' : lastOut, say.laugh(who, n.gender), wished.code);
        if (sleepBeat && sleepBeat !== arrival) add(sleepBeat, say.sleep(who, n.gender), wished.code);
        draw(arrival, lastOut, wished.code);
      } else {
        // A second friend joins in on a page of its own, so no sentence is said twice.
        add(secondHelp, say.help(introduced, n.gender), wished.code);
        draw(secondHelp, lastOut, wished.code);
      }
      guests++;
    } else if (role === 'thing' && things < THINGS_MAX) {
      add('home', say.takeAlong(hero, say.thing(n)), wished.code);
      add(turnBeat, say.useful(say.def(n, null, false), n.gender), wished.code);
      things++;
    } else if (role === 'event' && events < 1) {
      add('home', say.special(say.def(n, null, false), n.gender), wished.code);
      draw(arrival, lastOut, wished.code);
      events++;
    }
  }
  return { place, lines, drawn };
}

/** The wished concepts the built-in story cannot place (beyond two friends, two things, one place, one event). */
export function conceptsLeftOut(wishes: StoryWishes): string[] {
  const seen: Record<string, number> = {};
  const caps: Record<string, number> = { place: 1, guest: GUESTS_MAX, thing: THINGS_MAX, event: 1 };
  return (wishes.concepts ?? [])
    .filter((c) => {
      const role = conceptRole(c.code);
      seen[role] = (seen[role] ?? 0) + 1;
      return seen[role]! > caps[role]!;
    })
    .map((c) => c.code);
}
