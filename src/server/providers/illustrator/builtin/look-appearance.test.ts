import { describe, expect, it } from 'vitest';
import { OBJECT_CATEGORIES, SPECIES, type HeroLook } from '../../../../shared/hero-look.ts';
import type { CharacterSheet, Scene } from '../../types.ts';
import { describeHero } from '../../../storycraft/scene/appearance.ts';
import { illustrationSvg } from './builtin-illustrator.ts';
import { bedtimeLook, HAIR_HEX, SKIN_HEX } from '../../../storycraft/scene/look-appearance.ts';

const DAY: Scene = { setting: 'meadow', timeOfDay: 'day', action: 'standing', companion: 'none', props: [], mood: 'cheerful' };
const KIND = { person: 'human', animal: 'animal', object: 'object' } as const;
const hero = (look: HeroLook): CharacterSheet => ({ name: 'Kim', kind: KIND[look.kind], look });
const svg = (look: HeroLook, scene: Scene = DAY) => illustrationSvg({ scene, hero: hero(look), style: 'storybook', seed: 1, pageIndex: 0, pageCount: 5 });

describe('the illustrator draws the look', () => {
  it('maps person fields: skin tone, hair, glasses, hat, clothes, adult build, beard', () => {
    const a = describeHero(
      hero({
        kind: 'person',
        skinTone: 'dark',
        hairColour: 'blonde',
        hairStyle: 'braids',
        glasses: true,
        headwear: 'sun-hat',
        headwearColour: 'red',
        clothing: ['green', 'blue'],
        ageBand: 'older-adult',
        beard: true,
      }),
    );
    expect(a).toMatchObject({
      kind: 'human',
      skin: SKIN_HEX.dark,
      hair: HAIR_HEX.blonde,
      hairStyle: 'braids',
      glasses: true,
      hat: { type: 'sun-hat', color: '#d9362f' },
      top: '#4fa85a',
      bottom: '#3f7fd6',
      build: 'older',
      beard: HAIR_HEX.blonde,
    });
  });

  it('draws every species as itself, never as a cat', () => {
    const cat = svg({ kind: 'animal', species: 'cat', colours: ['grey'] });
    const drawn = new Set<string>();
    for (const species of SPECIES) {
      const picture = svg({ kind: 'animal', species, colours: ['grey'] });
      if (species !== 'cat') expect(picture, species).not.toBe(cat);
      drawn.add(picture);
    }
    expect(drawn.size).toBe(SPECIES.length);
  });

  it('draws every object category as its own object', () => {
    const drawn = new Set(OBJECT_CATEGORIES.map((category) => svg({ kind: 'object', category, colours: ['red'] })));
    expect(drawn.size).toBe(OBJECT_CATEGORIES.length);
  });

  it('puts the hero in pyjamas without a hat at bedtime', () => {
    const day = describeHero(hero({ kind: 'person', headwear: 'cap', headwearColour: 'red', scarf: 'blue', clothing: ['black'] }));
    const night = bedtimeLook(day, true);
    expect(night).toMatchObject({ topType: 'pyjamas', hat: undefined, scarf: undefined });
    const sleeping = svg(
      { kind: 'person', headwear: 'cap', headwearColour: 'red' },
      { ...DAY, setting: 'bedroom', timeOfDay: 'night', action: 'sleeping', mood: 'calm' },
    );
    expect(sleeping).not.toContain('#d9362f');
  });
});
