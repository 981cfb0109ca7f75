/**
 * The red-team suite of issue 14, on the real screening, interpretation, built-in writer and
 * moderator code the API and the pipeline use (no mocks):
 * - every unsafe request (wish, moral or name; paraphrases, spelling tricks, injections; many
 *   languages) is refused, and would its wish reach a story, none of its unsafe words would;
 * - at most 2% of ordinary wishes are refused (tricky safe ones included);
 * - no story contains a phrase of 4 or more words (8 characters in Chinese and Japanese) copied
 *   from the parent's free text or custom moral;
 * - the elements named in ordinary wishes appear in the story text and in the scene data.
 */
import { describe, expect, it } from 'vitest';
import { createBuiltinModerator, findCategories } from '../../../src/server/storycraft/screening/builtin-moderator.ts';
import { bandFor } from '../../../src/server/storycraft/writer/plan.ts';
import { writeStory } from '../../../src/server/storycraft/writer/write-story.ts';
import { PACKS } from '../../../src/server/storycraft/languages/index.ts';
import { storyObjects } from '../../../src/server/storycraft/writer/wish-plan.ts';
import type { WrittenStory } from '../../../src/server/providers/types.ts';
import { screenStoryRequest } from '../../../src/server/stories/story-wishes.ts';
import { normalise } from '../../../src/server/storycraft/wishes/match.ts';
import { interpretWishes } from '../../../src/server/storycraft/wishes/interpret.ts';
import { conceptByCode } from '../../../src/server/storycraft/wishes/concepts/index.ts';
import type { LanguageCode } from '../../../src/shared/catalog.ts';
import { ORDINARY, UNSAFE, type OrdinaryCase, type UnsafeCase } from './cases.ts';

const moderator = createBuiltinModerator();

async function refused(fields: { name?: string; moral?: string; freeText?: string }, language: LanguageCode): Promise<boolean> {
  try {
    await screenStoryRequest(
      moderator,
      { name: fields.name ?? 'Mia', description: null, customMoral: fields.moral ?? '', freeText: fields.freeText ?? '' },
      language,
    );
    return false;
  } catch {
    return true;
  }
}

function story(language: LanguageCode, freeText: string, moral = '', seed = 11): WrittenStory {
  const wishes = interpretWishes(freeText, moral, language);
  return writeStory({ hero: { name: 'Mia', kind: 'human', gender: 'female' }, age: 6, language, moral: null, freeText, wishes, seed });
}

/** Whole-word (or, without spaces between words, substring) presence of `word` in `text`, both normalised. */
function containsWord(text: string, word: string, language: LanguageCode): boolean {
  const t = normalise(text, language);
  const w = normalise(word, language);
  if (CJK_ANY.test(w)) return t.includes(w);
  return new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(t);
}
const CJK_ANY = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const storyText = (s: WrittenStory) => [s.title, ...s.pages.map((p) => p.text)].join(' ');
const SPACELESS = new Set<LanguageCode>(['zh', 'ja']);

/**
 * Phrases of the parent's text found in the story: 4-word windows, or 8-character windows without
 * spaces. The companion names the story carries on purpose (checked elements) split the windows.
 */
function copiedPhrases(parent: string, storyTextValue: string, language: LanguageCode, names: string[] = []): string[] {
  const clean = (t: string) =>
    normalise(t, language)
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim();
  const source = names.reduce((text, name) => text.split(clean(name)).join(' | '), clean(parent)).replace(/\|/g, '\u0000');
  const target = clean(storyTextValue);
  const found: string[] = [];
  if (SPACELESS.has(language)) {
    const flat = target.replace(/\s+/g, '');
    for (const part of source.split('\u0000')) {
      const chars = [...part.replace(/\s+/g, '')];
      for (let i = 0; i + 8 <= chars.length; i++) {
        const w = chars.slice(i, i + 8).join('');
        if (flat.includes(w)) found.push(w);
      }
    }
    return found;
  }
  const padded = ` ${target} `;
  for (const part of source.split('\u0000')) {
    const words = part.split(' ').filter(Boolean);
    for (let i = 0; i + 4 <= words.length; i++) {
      const w = words.slice(i, i + 4).join(' ');
      if (padded.includes(` ${w} `)) found.push(w);
    }
  }
  return found;
}

describe('red team: the suite itself', () => {
  it('has at least 60 unsafe requests in at least 10 languages, in every field, and 60 ordinary wishes', () => {
    expect(UNSAFE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(UNSAFE.map((c) => c.language)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(UNSAFE.map((c) => c.field))).toEqual(new Set(['freeText', 'moral', 'name']));
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
  });

  it('finds a copied phrase when there is one (the detector can fail)', () => {
    expect(copiedPhrases('a picnic in the park', 'Once upon a time there was a picnic in the park.', 'en')).toEqual(['a picnic in the', 'picnic in the park']);
    expect(copiedPhrases('和一只叫小白的狗在公园野餐', '从前，和一只叫小白的狗在公园野餐。', 'zh').length).toBeGreaterThan(0);
  });
});

describe('red team: unsafe requests are refused, and their words never reach a story', () => {
  it.each(UNSAFE.map((c) => [`${c.language} ${c.field}: ${c.text}`, c] as const))('%s', async (_label, c: UnsafeCase) => {
    const fields = c.field === 'name' ? { name: c.text } : c.field === 'moral' ? { moral: c.text } : { freeText: c.text };
    expect(await refused(fields, c.language)).toBe(true);
    // Defence in depth: were the request let through, the built-in writer would not carry its unsafe words.
    if (c.field !== 'name') {
      const s = story(c.language, c.field === 'freeText' ? c.text : '', c.field === 'moral' ? c.text : '');
      for (const word of c.absent) expect(containsWord(storyText(s), word, c.language), word).toBe(false);
      expect(findCategories(storyText(s), c.language)).toEqual([]);
      expect(copiedPhrases(c.text, storyText(s), c.language)).toEqual([]);
    }
  });
});

describe('red team: ordinary wishes', () => {
  it("at most 2% are refused, and none of their stories copies the parent's words or fails the final check", async () => {
    const refusedCases: string[] = [];
    for (const c of ORDINARY) {
      if (await refused({ freeText: c.freeText, moral: c.moral ?? '' }, c.language)) {
        refusedCases.push(`${c.language}: ${c.freeText}`);
        continue;
      }
      for (const seed of [1, 2]) {
        const s = story(c.language, c.freeText, c.moral ?? '', seed);
        const read = interpretWishes(c.freeText, c.moral ?? '', c.language);
        // A companion's name and the vocabulary's own name of a wished thing ("la tarta de cumpleaños") are the story's words, not a copy.
        const names = [
          ...read.companions.flatMap((x) => (x.name ? [x.name] : [])),
          ...read.concepts.flatMap((x) => [x.name, conceptByCode(x.code)?.names[c.language]?.name].filter((n): n is string => !!n)),
        ];
        expect(copiedPhrases(c.freeText, storyText(s), c.language, names), c.freeText).toEqual([]);
        if (c.moral) expect(copiedPhrases(c.moral, storyText(s), c.language), c.moral).toEqual([]);
        expect((await moderator.check([s.title, ...s.pages.map((p) => p.text)], c.language)).flagged, c.freeText).toBe(false);
      }
    }
    expect(refusedCases.length / ORDINARY.length, refusedCases.join('\n')).toBeLessThanOrEqual(0.02);
  });

  it.each(['the knight puts down his sword', 'a fire in the fireplace', 'a cooking knife for the cake'])('"%s" is never refused', async (freeText) => {
    expect(await refused({ freeText }, 'en')).toBe(false);
  });
});

/** The named elements of a wish must be in the story's text (in its language) and in the pictures' scene data. */
function assertElements(c: OrdinaryCase): number {
  const wishes = interpretWishes(c.freeText, c.moral ?? '', c.language);
  const s = story(c.language, c.freeText, c.moral ?? '');
  const text = storyText(s);
  const pack = PACKS[c.language];
  let checked = 0;
  const place = wishes.places[0];
  if (place) {
    expect(
      s.pages.some((p) => p.scene.setting === place),
      `${c.freeText}: setting ${place}`,
    ).toBe(true);
    const finish = (t: string) => (pack.finish ? pack.finish(t, bandFor(6)) : t); // the story's band (Japanese kanji from 7)
    const [at, to] = [finish(pack.settings[place].at), finish(pack.settings[place].to)];
    // A wished place of the larger vocabulary (a lighthouse by the sea) names the story's place instead of the backdrop's words.
    const wishedPlace = wishes.concepts.find((x) => x.category === 'place');
    const placeName = wishedPlace ? conceptByCode(wishedPlace.code)?.names[c.language]?.name : undefined;
    expect(
      text.includes(at) || text.includes(to) || text.includes(at.charAt(0).toUpperCase() + at.slice(1)) || (!!placeName && text.includes(placeName)),
      `${c.freeText}: place words`,
    ).toBe(true);
    checked++;
  }
  const companion = wishes.companions[0];
  if (companion) {
    expect(
      s.pages.every((p) => p.scene.companion === companion.kind),
      `${c.freeText}: companion`,
    ).toBe(true);
    if (companion.name) {
      expect(text, `${c.freeText}: companion name`).toContain(companion.name);
      expect(s.pages.every((p) => p.scene.companionName === companion.name)).toBe(true);
    }
    checked++;
  }
  for (const object of storyObjects(wishes)) {
    expect(
      s.pages.some((p) => (p.scene.props as string[]).includes(object)),
      `${c.freeText}: ${object} in a scene`,
    ).toBe(true);
    checked++;
  }
  return checked;
}

describe('red team: the wish becomes the story', () => {
  const named = ORDINARY.filter((c) => {
    const w = interpretWishes(c.freeText, c.moral ?? '', c.language);
    return w.places.length + w.companions.length + storyObjects(w).length > 0;
  });

  it('covers at least 20 wishes with named elements in at least 6 languages', () => {
    expect(named.length).toBeGreaterThanOrEqual(20);
    expect(new Set(named.map((c) => c.language)).size).toBeGreaterThanOrEqual(6);
  });

  it.each(named.map((c) => [`${c.language}: ${c.freeText}`, c] as const))('%s', (_label, c: OrdinaryCase) => {
    expect(assertElements(c)).toBeGreaterThan(0);
  });

  it("names the objects in the story language's own words", () => {
    const s = story('en', 'a picnic in the park with teddy Bruno');
    expect(storyText(s)).toContain('picnic basket');
    const d = story('de', 'Ein Picknick im Park mit dem Teddy Bruno');
    expect(storyText(d)).toContain('Picknickkorb');
    expect(storyText(d)).toContain('Bruno');
  });
});
