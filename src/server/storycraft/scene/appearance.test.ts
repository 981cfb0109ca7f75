import { describe, expect, it } from 'vitest';
import { describeHero } from './appearance.ts';
import { COLOR_WORDS } from './color.ts';

describe('describeHero', () => {
  it.each([
    ['curly red hair and a yellow raincoat', { hair: COLOR_WORDS.red, top: COLOR_WORDS.yellow, topType: 'raincoat', hairStyle: 'curly' }],
    [
      'blonde pigtails, blue eyes, a green dress',
      { hair: COLOR_WORDS.blonde, eyes: COLOR_WORDS.blue, top: COLOR_WORDS.green, topType: 'dress', hairStyle: 'pigtails' },
    ],
    ['pelo rizado negro y un chubasquero amarillo', { hair: COLOR_WORDS.negro, top: COLOR_WORDS.amarillo, topType: 'raincoat', hairStyle: 'curly' }],
    ['rote Haare und eine blaue Jacke', { hair: COLOR_WORDS.rote, top: COLOR_WORDS.blaue }],
  ] as const)('reads %s', (description, expected) => {
    expect(describeHero({ name: 'Kid', kind: 'human', description })).toMatchObject(expected);
  });

  it('notices glasses, freckles and a crown', () => {
    const a = describeHero({ name: 'Ada', kind: 'human', description: 'glasses, freckles and a golden crown' });
    expect(a).toMatchObject({ glasses: true, freckles: true, hat: { type: 'crown' } });
  });

  it('takes clothes colours from the photo palette when the words give none', () => {
    const a = describeHero({ name: 'Sam', kind: 'human', palette: ['#f5f5f5', '#1a1a1a', '#2f9e44'] });
    expect(a.top).toBe('#2f9e44');
    expect(a.hair).toBe('#1a1a1a');
    const worded = describeHero({ name: 'Sam', kind: 'human', description: 'a red shirt', palette: ['#2f9e44'] });
    expect(worded.top).toBe(COLOR_WORDS.red);
  });

  it('finds the animal and the object', () => {
    expect(describeHero({ name: 'Pip', kind: 'animal', description: 'a little grey bunny' })).toMatchObject({ species: 'bunny', fur: COLOR_WORDS.grey });
    expect(describeHero({ name: 'Toot', kind: 'object', description: 'a red train' })).toMatchObject({ objectType: 'train', fur: COLOR_WORDS.red });
  });

  it('is stable for one hero and different for another', () => {
    const sheet = { name: 'Noor', kind: 'human' as const, age: 4 };
    expect(describeHero(sheet)).toEqual(describeHero(sheet));
    const others = ['Ben', 'Lia', 'Omar', 'Yuki', 'Zoe'].map((name) => describeHero({ name, kind: 'human' }));
    expect(new Set(others.map((o) => `${o.top}${o.hair}${o.skin}`)).size).toBeGreaterThan(1);
  });

  it('draws older children taller', () => {
    expect(describeHero({ name: 'A', kind: 'human', age: 9 }).scale).toBeGreaterThan(describeHero({ name: 'A', kind: 'human', age: 3 }).scale);
  });
});
