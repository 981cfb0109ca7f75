/**
 * Honest answers of the one screen: a refused name says why, a refused request gets the kind
 * message for its reason, the preview names what would be refused before any credit is spent,
 * and the hard themes a parent really wants pass.
 */
import { describe, expect, it } from 'vitest';
import { createBuiltinModerator } from '../../../src/server/storycraft/screening/builtin-moderator.ts';
import { screenText } from '../../../src/server/storycraft/screening/screen.ts';
import { previewWishes, screenStoryRequest, UNSAFE_PROTECT, UNSAFE_SELF_HARM } from '../../../src/server/stories/story-wishes.ts';
import { NAME_REFUSED_FIGURE, NAME_REFUSED_RUDE, nameProblem, nameRefusal } from '../../../src/server/storycraft/wishes/names.ts';

const builtin = createBuiltinModerator();

describe('a refused name says why', () => {
  it.each([
    ['Adolf Hitler', NAME_REFUSED_FIGURE],
    ['Osama Bin Laden', NAME_REFUSED_FIGURE],
    ['Нitlеr', NAME_REFUSED_FIGURE],
    ['adolf hittler', NAME_REFUSED_FIGURE],
    ['Arschloch', NAME_REFUSED_RUDE],
    ['Putain', NAME_REFUSED_RUDE],
    ['Kurwa', NAME_REFUSED_RUDE],
    ['Sh1thead', NAME_REFUSED_RUDE],
    ['씨발', NAME_REFUSED_RUDE],
  ])('%s', (name, message) => {
    const problem = nameProblem(name);
    expect(problem).not.toBeNull();
    expect(nameRefusal(problem!)).toBe(message);
  });

  it.each(['Gün', 'Dan', 'Sang', 'Mia', 'Regina', 'Concha', 'Anita', 'Lulu', 'Can', 'Elif', 'ゆい', '서연', '小明', 'مريم', 'आरव'])(
    '%s stays a name',
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );
});

describe('refusals are kind and say what to do instead', () => {
  it('a self-harm line as a moral', async () => {
    await expect(
      screenStoryRequest(
        builtin,
        { name: 'Mia', description: null, customMoral: 'nobody would even miss you if you just disappeared forever', freeText: '' },
        'en',
      ),
    ).rejects.toMatchObject({ code: 'unsafe_content', status: 422, message: UNSAFE_SELF_HARM });
  });

  it('a secret with an adult', async () => {
    await expect(
      screenStoryRequest(
        builtin,
        { name: 'Mia', description: null, customMoral: '', freeText: 'der Onkel sagt, das ist unser Geheimnis, sag es nicht der Mama' },
        'de',
      ),
    ).rejects.toMatchObject({ code: 'unsafe_content', message: UNSAFE_PROTECT });
  });

  it('the preview names a refusal before the credit is spent, and shows no chips for it', () => {
    expect(previewWishes({ freeText: 'a teddy bear called Satan', moral: '', language: 'en' })).toMatchObject({ safe: false, chips: [], leftOut: [] });
    expect(previewWishes({ freeText: 'un chaton tout doux nommé Putain', moral: '', language: 'fr' }).safe).toBe(false);
  });
});

describe('idioms and hard themes pass', () => {
  it.each([
    ['en', 'my baby sister kills me with her giggles'],
    ['en', 'a killer whale helps them home'],
    ['en', "Grandma's funeral and missing her"],
    ['en', 'she has to get a blood test at the hospital'],
    ['es', 'mi hermanita me mata de risa'],
    ['de', 'Opa ist gestorben und sie ist traurig'],
    ['tr', 'sık sık parka gidiyoruz'],
    ['ar', 'أنا كسرت قاربك'],
    ['es', 'un gato negro'],
    ['fr', 'un pique-nique avec des tortues'],
  ] as const)('%s: %s', (language, text) => {
    expect(screenText(text, language)).toBeNull();
    expect(previewWishes({ freeText: text, moral: '', language }).safe).toBe(true);
  });
});
