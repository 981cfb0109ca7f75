/**
 * The hero's look as words in the story's language: built from the HeroLook fields,
 * never from the parent's raw description ("Emma erkannte man sofort: blonde Locken und ein roter
 * Hut"). `bedtime` leaves out hats and clothes: at bedtime the hero wears pyjamas.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { HeroLook, Species } from '../../../shared/hero-look.ts';
import { LANGUAGES } from '../languages/index.ts';
import { form, listJoin, type Noun } from './look-words.ts';

const BIRDS: ReadonlySet<Species> = new Set(['bird', 'parrot', 'duck', 'owl', 'penguin']);

/**
 * The look as a short phrase in `language` ("blonde curls, round glasses and a red hat"), or null
 * when the look says nothing worth telling. Only catalogue words, so it is safe to print.
 */
export function lookPhrase(look: HeroLook | undefined, language: LanguageCode, options: { bedtime?: boolean } = {}): string | null {
  if (!look) return null;
  const w = (LANGUAGES[language] ?? LANGUAGES.en).look.phrase;
  const items: string[] = [];
  if (look.kind === 'person') {
    if (look.hairLength === 'bald') items.push(w.bald);
    else if (look.hairColour || look.hairTexture === 'curly' || look.hairTexture === 'coily' || look.hairLength === 'long' || look.hairLength === 'short') {
      const curly = look.hairTexture === 'curly' || look.hairTexture === 'coily';
      const len = look.hairLength === 'long' ? w.long : look.hairLength === 'short' ? w.short : undefined;
      items.push(w.hairPhrase(look.hairColour ? w.hairColour[look.hairColour] : undefined, curly, len));
    }
    if (look.hairStyle === 'braids' || look.hairStyle === 'pigtails') items.push(w.braids);
    else if (look.hairStyle === 'bun') items.push(w.bun);
    else if (look.hairStyle === 'ponytail') items.push(w.ponytail);
    if (look.glasses) items.push(w.glasses);
    if (look.beard) items.push(w.beard);
    if (!options.bedtime) {
      if (look.headwear && look.headwear !== 'none') {
        const noun = w.hat[look.headwear];
        if (noun) items.push(look.headwearColour ? w.item(form(w.colour[look.headwearColour], noun[1]), noun) : w.item('', noun).replace(/\s+/g, ' ').trim());
      }
      if (look.scarf && look.scarf !== 'none') items.push(w.item(form(w.colour[look.scarf], w.scarf[1]), w.scarf));
      const top = w.top[look.top ?? 'shirt'];
      if (look.clothing?.[0]) items.push(w.item(form(w.colour[look.clothing[0]], top[1]), top));
    }
  } else if (look.kind === 'animal' && look.colours?.[0]) {
    const c = w.colour[look.colours[0]];
    const noun: Noun = [look.species && BIRDS.has(look.species) ? w.feathers : w.fur, 0];
    items.push(
      language === 'en' ||
        language === 'de' ||
        language === 'nl' ||
        language === 'pl' ||
        language === 'tr' ||
        language === 'zh' ||
        language === 'ja' ||
        language === 'ko' ||
        language === 'hi'
        ? w
            .item(form(c, 2), noun)
            .replace(/^(an?|ein|eine|een) /, '')
            .replace(/ bir /, ' ')
        : `${noun[0]} ${form(c, 0)}`,
    );
  }
  if (!items.length) return null;
  const cjk = language === 'zh' || language === 'ja';
  return listJoin(items, w.and, cjk ? '、' : language === 'ar' ? '، ' : ', ', cjk ? '' : ' ');
}
