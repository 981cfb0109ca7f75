/**
 * Extra texture for older listeners (ages 6+): scenery, dialogue and inner thoughts appended to
 * the middle pages so page length follows the age bands' words per page. Sentences avoid hero gender on
 * purpose, so they read correctly for every hero.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import { LANGUAGES } from '../languages/index.ts';
import type { TextureBeat } from '../languages/schema.ts';
import { alt, cx, gx, type Line, type StoryContext } from './story-types.ts';

export type { TextureBeat } from '../languages/schema.ts';

const TEXTURE_BEATS: readonly TextureBeat[] = ['go', 'problem', 'try0', 'try1', 'try2', 'turn', 'resolution', 'homeward'];

/** The texture lines for one page: tier 2 (ages 7+) and tier 3 (ages 10+), one phrasing of several. */
export function textureLines(c: StoryContext, language: LanguageCode, beat: TextureBeat): Line[] {
  const words = LANGUAGES[language].texture;
  const [baseTwo, baseThree] = words.paragraphs(c)[beat];
  const [moreTwo, moreThree] = words.bank?.(c)[beat] ?? [[], []];
  const slot = 50 + TEXTURE_BEATS.indexOf(beat) * 2;
  // Indoors (the kitchen, the bedroom) the first phrasings' grass and breeze would be wrong.
  const indoor = c.setting === 'kitchen' || c.setting === 'bedroom';
  const named = words.named?.(c)[beat] ?? [];
  const two = alt(c, slot, indoor && moreTwo.length ? [...moreTwo, ...named] : [baseTwo, ...moreTwo, ...named]);
  const three = alt(c, slot + 1, indoor && moreThree.length ? moreThree : [baseThree, ...moreThree]);
  const agree = (s: string) =>
    s
      .replaceAll('${x}', c.co.g === 'f' ? 'a' : '')
      .replaceAll('${y}', c.g === 'f' ? 'a' : '')
      .replaceAll('${lip}', gx(c, 'his', 'her', 'their'))
      .replaceAll('${his}', gx(c, 'his', 'her', 'their'))
      .replaceAll('${coHis}', cx(c, 'his', 'her'))
      .replaceAll('${brave}', gx(c, 'courageux', 'courageuse', 'courageux'))
      .replaceAll('${busy}', language === 'es' ? cx(c, 'ocupado', 'ocupada') : cx(c, 'occupé', 'occupée'))
      .replaceAll('${inventor}', gx(c, 'un inventor', 'una inventora', 'un inventor'));
  return [
    [2, agree(two)],
    [3, agree(three)],
  ];
}
