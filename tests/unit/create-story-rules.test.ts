/** Create-story form rules: the character toggle, story age and character rules. */
import { describe, expect, it } from 'vitest';
import {
  ageError,
  buildStoryRequest,
  extrasWithout,
  toggleExtraHero,
  characterFormFields,
  editDraft,
  filterAgeInput,
  initialChoice,
  MESSAGES,
  selectExisting,
  showSourceToggle,
  storyAgeFromCharacter,
  storyLimitReached,
  submitDisabled,
  switchSource,
  validateForSubmit,
  type UsageEntry,
} from '../../src/islands/create-story/form-rules.ts';

describe('story age input', () => {
  it.each([
    ['7', '7'],
    ['12', '12'],
    ['123', '12'],
    ['a1b', '1'],
    ['abc', ''],
    ['-3', '3'],
    ['4.5', '45'],
    [' 9 ', '9'],
  ])('keeps only digits, at most 2: %j → %j', (typed, kept) => {
    expect(filterAgeInput(typed)).toBe(kept);
  });

  it.each([
    ['', MESSAGES.ageRequired],
    ['0', MESSAGES.ageRange],
    ['13', MESSAGES.ageRange],
    ['x', MESSAGES.ageNotNumber],
    ['1', null],
    ['12', null],
  ])('age %j gives %j', (value, message) => {
    expect(ageError(value)).toBe(message);
  });

  it('uses the longer range message on submit', () => {
    expect(validateForSubmit('13', selectExisting(initialChoice(1), 4))).toBe(MESSAGES.ageRangeOnSubmit);
  });

  it('fills the story age from a character, kept within 1 to 12', () => {
    expect(storyAgeFromCharacter(6)).toBe('6');
    expect(storyAgeFromCharacter(0)).toBe('1');
    expect(storyAgeFromCharacter(40)).toBe('12');
    expect(storyAgeFromCharacter(null)).toBeNull();
  });
});

describe('character source toggle', () => {
  it('defaults to existing only when the parent has characters, and shows the toggle only then', () => {
    expect(initialChoice(2).source).toBe('existing');
    expect(initialChoice(0).source).toBe('new');
    expect(showSourceToggle(2)).toBe(true);
    expect(showSourceToggle(0)).toBe(false);
  });

  it('clears the other side when switching or choosing', () => {
    const drafted = editDraft(initialChoice(0), { name: 'Mila', age: '6' });
    const switched = switchSource(drafted, 'existing');
    expect(switched.draft.name).toBe('');

    const picked = selectExisting(initialChoice(3), 42);
    expect(picked.selectedId).toBe(42);
    const typing = editDraft(picked, { name: 'Noah' });
    expect(typing).toMatchObject({ source: 'new', selectedId: null });
    expect(switchSource(picked, 'new').selectedId).toBeNull();
  });

  it('limits the draft: name 50, age digits, description 200', () => {
    const draft = editDraft(initialChoice(0), { name: 'n'.repeat(60), age: '1a5x0', description: 'd'.repeat(250) }).draft;
    expect(draft.name).toHaveLength(50);
    expect(draft.age).toBe('150');
    expect(draft.description).toHaveLength(200);
  });

  it('needs a selected character or a new one with a non-blank name', () => {
    expect(validateForSubmit('5', initialChoice(2))).toBe(MESSAGES.characterRequired);
    expect(validateForSubmit('5', editDraft(initialChoice(0), { name: '   ' }))).toBe(MESSAGES.characterRequired);
    expect(validateForSubmit('5', editDraft(initialChoice(0), { name: ' Mila ' }))).toBeNull();
    expect(validateForSubmit('5', editDraft(initialChoice(0), { name: 'Grandpa', age: '151' }))).toBe(MESSAGES.characterAge);
  });

  it('sends the trimmed name, kind, and only the fields that were given', () => {
    expect(characterFormFields({ name: '  Mila ', kind: 'human', age: '', description: '' })).toEqual({ name: 'Mila', kind: 'human' });
    expect(characterFormFields({ name: 'Rex', kind: 'animal', age: '0', description: ' a green dragon ' })).toEqual({
      name: 'Rex',
      kind: 'animal',
      age: '0',
      description: 'a green dragon',
    });
  });
});

describe('submit gating and the limit', () => {
  const usage = (remaining: number, unlimited = false): UsageEntry[] => [
    { resource: 'STORY_GENERATION', used: 3 - remaining, initial: 3, remaining, unlimited },
  ];
  it('blocks at 0 remaining credits unless unlimited', () => {
    expect(storyLimitReached(usage(0))).toBe(true);
    expect(storyLimitReached(usage(0, true))).toBe(false);
    expect(storyLimitReached(usage(1))).toBe(false);
  });

  it.each([
    [{ age: '5', limitReached: false, loading: false, submitting: false }, false],
    [{ age: '', limitReached: false, loading: false, submitting: false }, true],
    [{ age: '5', limitReached: true, loading: false, submitting: false }, true],
    [{ age: '5', limitReached: false, loading: true, submitting: false }, true],
    [{ age: '5', limitReached: false, loading: false, submitting: true }, true],
  ])('%o → disabled %s', (state, disabled) => {
    expect(submitDisabled(state)).toBe(disabled);
  });
});

describe('story request', () => {
  const base = { age: '6', moral: 'honesty', freeText: ' a trip to the moon ', language: 'en' as const, illustrationStyle: 'ghibli' as const, characterId: 9 };
  it('narration off: no voice, pictures on', () => {
    const r = buildStoryRequest({ ...base, narration: { enabled: false } });
    expect(r.query).toEqual({ enrich_by_voice: false, enrich_by_image: true });
    expect(r.body.voiceSampleIn).toBeUndefined();
    expect(r.body.storyIn).toEqual({ age: 6, moral: 'honesty', freeText: 'a trip to the moon', language: 'en' });
  });
  it('default narrator: voice on without a sample', () => {
    const r = buildStoryRequest({ ...base, narration: { enabled: true, sample: null } });
    expect(r.query.enrich_by_voice).toBe(true);
    expect(r.body.voiceSampleIn).toBeUndefined();
  });
  it('a chosen sample is sent with its id and name', () => {
    const r = buildStoryRequest({ ...base, narration: { enabled: true, sample: { id: 3, name: 'Mum' } } });
    expect(r.body.voiceSampleIn).toEqual({ id: 3, name: 'Mum' });
  });
});

describe('more heroes', () => {
  it('ticks up to two extra heroes in order, never the main hero, and unticks', () => {
    let extras = toggleExtraHero([], 7, 3);
    extras = toggleExtraHero(extras, 5, 3);
    expect(extras).toEqual([7, 5]);
    expect(toggleExtraHero(extras, 9, 3)).toEqual([7, 5]);
    expect(toggleExtraHero([], 3, 3)).toEqual([]);
    expect(toggleExtraHero(extras, 7, 3)).toEqual([5]);
  });
  it('sends character_ids (main first) only when the story has more than one hero', () => {
    const base = {
      age: '5',
      moral: '',
      freeText: '',
      language: 'en' as const,
      illustrationStyle: 'ghibli' as const,
      characterId: 3,
      narration: { enabled: false } as const,
    };
    expect(buildStoryRequest(base).body).not.toHaveProperty('characterIds');
    expect(buildStoryRequest({ ...base, extraHeroIds: [7, 5] }).body).toMatchObject({ characterId: 3, characterIds: [3, 7, 5] });
    // The main hero picked again as main is dropped from the extras.
    expect(buildStoryRequest({ ...base, extraHeroIds: [3, 7] }).body.characterIds).toEqual([3, 7]);
    expect(extrasWithout([3, 7], 7)).toEqual([3]);
  });
});
