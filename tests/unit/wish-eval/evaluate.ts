/**
 * The wish evaluation: parses the set (wishes.txt) and checks one wish against the built-in
 * writer's story: each element must be in the text and in a picture. Shared by the test and by
 * scripts/wish-eval.ts.
 */
import type { LanguageCode } from '../../../src/shared/catalog.ts';
import { findConcepts } from '../../../src/server/storycraft/wishes/concepts/find.ts';
import { normalise } from '../../../src/server/storycraft/wishes/match.ts';
import { writeStory } from '../../../src/server/storycraft/writer/write-story.ts';
import type { StoryBoundaries } from '../../../src/shared/boundaries.ts';

export interface EvalWish {
  language: LanguageCode;
  text: string;
  /** [code, given name or null]. */
  elements: [string, string | null][];
  index: number;
}

export function parseWishSet(source: string): EvalWish[] {
  const out: EvalWish[] = [];
  for (const line of source.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [language, text, els] = line.split(' | ');
    const elements = (els ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((e) => {
        const [code, name] = e.split('=');
        return [code!, name ?? null] as [string, string | null];
      });
    out.push({ language: language!.trim() as LanguageCode, text: text!.trim(), elements, index: out.length });
  }
  return out;
}

/** Built-in readings that honour a concept: the companion, the backdrop or the prop the story already knows. */
const BUILTIN: Record<string, { companion?: string; setting?: string; prop?: string }> = {
  '1f415': { companion: 'puppy' },
  '1f408': { companion: 'kitten' },
  '1f407': { companion: 'bunny' },
  '1f989': { companion: 'owl' },
  '1f98a': { companion: 'fox' },
  '1f422': { companion: 'turtle' },
  '1f9f8': { companion: 'teddy' },
  '1f916': { companion: 'robot' },
  '1f409': { companion: 'dragon' },
  'x-farm': { setting: 'farm' },
  'x-winter': { setting: 'snowyVillage' },
  '1f3f0': { setting: 'castle' },
  '26f0': { setting: 'mountain' },
  '1f388': { prop: 'balloon' },
  '1f6b2': { prop: 'bicycle' },
  '1fa81': { prop: 'kite' },
  '1f381': { prop: 'gift' },
  '1f370': { prop: 'cake' },
  '1f382': { prop: 'cake' },
};
/** Several emoji are one wish (a train is a train). */
const SAME: string[][] = [['1f682', '1f683', '1f686', '1f684']];
const alike = (code: string) => SAME.find((g) => g.includes(code)) ?? [code];

export interface ElementResult {
  element: string;
  text: boolean;
  picture: boolean;
}

/** Writes the wish's story (age by the wish's place in the set: 3, 5, 8, 11) and checks each element. */
export function evaluateWish(wish: EvalWish, boundaries?: StoryBoundaries): { elements: ElementResult[]; text: string } {
  const age = [3, 5, 8, 11][wish.index % 4]!;
  const story = writeStory({
    language: wish.language,
    hero: { name: 'Lina', kind: 'human', gender: 'female' },
    age,
    moral: null,
    freeText: wish.text,
    seed: 1000 + wish.index,
    ...(boundaries ? { boundaries } : {}),
  } as unknown as Parameters<typeof writeStory>[0]);
  const text = story.pages.map((p) => p.text).join(' ');
  const norm = normalise(text, wish.language);
  const found = new Set(findConcepts(norm, wish.language).map((h) => h.code));
  const elements = wish.elements.map(([code, name]) => {
    const codes = alike(code);
    const builtin = BUILTIN[code];
    const inText =
      codes.some((c) => found.has(c)) ||
      (!!builtin?.companion && story.plan?.companion === builtin.companion) ||
      (!!builtin?.setting && story.plan?.setting === builtin.setting) ||
      (!!builtin?.prop && story.pages.some((p) => p.scene.props.includes(builtin.prop as never)));
    const named = !name || text.includes(name);
    const picture = story.pages.some(
      (p) =>
        codes.some((c) => p.scene.wished?.includes(c)) ||
        (!!builtin?.companion && p.scene.companion === builtin.companion) ||
        (!!builtin?.setting && p.scene.setting === builtin.setting) ||
        (!!builtin?.prop && p.scene.props.includes(builtin.prop as never)),
    );
    return { element: name ? `${code}=${name}` : code, text: inText && named, picture };
  });
  return { elements, text };
}
