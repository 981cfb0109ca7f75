import { describe, expect, it } from 'vitest';
import type { WriteRequest, WrittenStory } from '../../types.ts';
import { ageLevel, checkStory, storyJsonSchema, userPrompt } from './transform.ts';

const request: WriteRequest = {
  hero: { name: 'Léa', kind: 'human', gender: 'female' },
  age: 4,
  language: 'fr',
  moral: null,
  freeText: '',
  seed: 1,
};

function story(pages: number, name = 'Léa'): WrittenStory {
  return {
    title: `${name} et la lune`,
    pages: Array.from({ length: pages }, (_, i) => ({
      text: `${name} regarde la lune, page ${i + 1}.`,
      scene: { setting: 'garden', timeOfDay: 'night', action: 'looking', companion: 'kitten', props: ['moon'], mood: 'calm' },
      illustrationPrompt: 'A girl looking at the moon in a garden at night with a kitten',
    })),
  };
}

describe('ageLevel follows the age table', () => {
  it.each([
    [1, 4, 6],
    [3, 4, 6],
    [4, 6, 8],
    [5, 6, 8],
    [6, 8, 10],
    [8, 8, 10],
    [9, 10, 12],
    [12, 10, 12],
  ])('age %i → %i–%i pages', (age, min, max) => {
    expect(ageLevel(age)).toMatchObject({ minPages: min, maxPages: max });
  });
});

describe('checkStory', () => {
  it('accepts a valid story (also inside a ```json fence)', () => {
    expect(checkStory(JSON.stringify(story(6)), request).ok).toBe(true);
    expect(checkStory('```json\n' + JSON.stringify(story(6)) + '\n```', request).ok).toBe(true);
  });

  it.each([
    ['not JSON', 'not json', /not valid JSON/],
    ['an empty answer', '', /empty/],
    [
      'an unknown setting',
      JSON.stringify({ ...story(6), pages: story(6).pages.map((p) => ({ ...p, scene: { ...p.scene, setting: 'moon' } })) }),
      /pages\.0\.scene\.setting/,
    ],
    [
      'four props',
      JSON.stringify({ ...story(6), pages: story(6).pages.map((p) => ({ ...p, scene: { ...p.scene, props: ['moon', 'star', 'bed', 'book'] } })) }),
      /props/,
    ],
    ['too few pages for the age', JSON.stringify(story(2)), /2 pages, expected 6 to 8/],
    ['too many pages for the age', JSON.stringify(story(12)), /12 pages/],
    ['a transliterated name', JSON.stringify(story(6, 'Lea')), /"Léa" must appear exactly/],
  ])('rejects %s with a readable reason', (_label, content, reason) => {
    const result = checkStory(content, request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(reason);
  });
});

describe('storyJsonSchema is valid for OpenAI strict mode', () => {
  it('closes every object and requires every property', () => {
    const objects: Array<Record<string, any>> = [];
    const walk = (node: any) => {
      if (!node || typeof node !== 'object') return;
      if (node.type === 'object') objects.push(node);
      Object.values(node).forEach(walk);
    };
    walk(storyJsonSchema());
    expect(objects.length).toBe(4); // story, page, scene and summary
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect([...object.required].sort()).toEqual(Object.keys(object.properties).sort());
    }
  });
});

describe('userPrompt', () => {
  it('carries the language, exact name and the age length rule', () => {
    const prompt = userPrompt({ ...request, age: 10, freeText: 'a dragon who is afraid of the dark', moral: { label: 'Le courage' } });
    expect(prompt).toContain('"language": "fr"');
    expect(prompt).toContain('"name": "Léa"');
    expect(prompt).toContain('10 to 12 pages');
    expect(prompt).toContain('Il était une fois');
    expect(prompt).toContain('Le courage');
    expect(prompt).toContain('afraid of the dark');
  });
});

describe('story series', () => {
  it("turns the answer's summary into the story's recap, and leaves it out when the answer has none", () => {
    const summary = { places: ['le jardin'], friends: ['Mimi la chatte'], objects: ['la lune en papier'], lesson: 'partager' };
    const checked = checkStory(JSON.stringify({ ...story(6), summary }), request);
    expect(checked.ok && checked.story.recap).toEqual({ source: 'vendor', ...summary });
    expect(checked.ok && 'summary' in checked.story).toBe(false);
    const without = checkStory(JSON.stringify(story(6)), request);
    expect(without.ok && without.story.recap).toBeUndefined();
    const tooLong = checkStory(JSON.stringify({ ...story(6), summary: { ...summary, places: ['x'.repeat(81)] } }), request);
    expect(tooLong.ok).toBe(false);
  });

  it('gives a next episode the previous recap and asks for a callback and a new plot', () => {
    const recap = {
      source: 'builtin' as const,
      places: ['lake'],
      friends: ['owl'],
      objects: ['sailboat:mended'],
      lesson: 'honesty',
      companionName: 'Chouette',
    };
    const prompt = userPrompt({ ...request, previous: { episode: 2, recap, plan: { plot: 'mistake', companion: 'owl', setting: 'lake' } } });
    const facts = JSON.parse(prompt.slice(prompt.indexOf('{'), prompt.indexOf('\n}\n') + 2));
    expect(facts.episode).toBe(2);
    expect(facts.previousEpisode).toEqual({
      places: ['lake'],
      friends: ['owl'],
      objects: ['sailboat:mended'],
      lesson: 'honesty',
      companionName: 'Chouette',
      companion: 'owl',
      setting: 'lake',
    });
    expect(prompt).toMatch(/episode 2 of a series.*do not repeat its plot.*Do not open with "Once upon a time"/s);
    expect(userPrompt(request)).not.toMatch(/previousEpisode/);
  });
});

describe('several heroes', () => {
  const withOthers: WriteRequest = { ...request, coHeroes: [{ name: 'Noé', kind: 'human', gender: 'male' }] };
  it('rejects a story in which another hero has no part, and accepts one where they are on two pages', () => {
    const without = checkStory(JSON.stringify(story(6)), withOthers);
    expect(without.ok).toBe(false);
    if (!without.ok) expect(without.errors.join(' ')).toContain('"Noé"');
    const alongside = story(6);
    alongside.pages[1]!.text += ' Noé aide.';
    alongside.pages[3]!.text += ' Noé rit.';
    expect(checkStory(JSON.stringify(alongside), withOthers).ok).toBe(true);
  });
  it('names the other heroes with their roles in the prompt, and a one-hero prompt has no roles', () => {
    expect(userPrompt(withOthers)).toContain('"role": "second hero"');
    expect(userPrompt(withOthers)).toContain('"otherHeroes"');
    expect(userPrompt(request)).not.toContain('"role"');
  });
});
