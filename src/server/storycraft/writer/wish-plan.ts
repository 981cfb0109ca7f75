/**
 * From StoryWishes to the built-in story: the wished place, companion (and its name),
 * objects and activities become the setting, the companion, sentences of the story language's
 * lexicon and props in the page scenes. Nothing of the parent's sentence is copied.
 */
import { ACTIVITY_PROPS } from '../wishes/interpret.ts';
import { LANGUAGES } from '../languages/index.ts';
import { WISH_OBJECTS, type StoryWishes, type WishObject } from '../wishes/types.ts';
import type { Prop, Scene } from '../../providers/types.ts';
import type { AdventureSetting, CompanionWords, StoryCompanion } from './story-types.ts';
import type { Beat } from './plan.ts';

/** The wished place, else the place a wished activity suggests (a sandcastle needs a beach). */
export function wishedSetting(wishes: StoryWishes): AdventureSetting | null {
  return wishes.places[0] ?? wishes.activities.map((a) => ACTIVITY_PROPS[a].place).find(Boolean) ?? null;
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
export function sceneWithWishes(scene: Scene, beat: Beat, wishes: StoryWishes, companionName: string | null): Scene {
  const withName = companionName ? { ...scene, companionName } : scene;
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
