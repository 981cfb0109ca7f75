/**
 * Spanish multi-hero sentences. The group agrees in gender ('listas… juntas' only
 * when every hero is feminine), and 'y' becomes 'e' before an i- sound ('Mia e Isabel').
 */
import { groupFeminine, hg, type HeroRef, type HeroWords } from '../../writer/hero-words.ts';

/** 'Mia y Leo', 'Mia, Leo y Sam'; 'e' before a name that starts with the sound /i/ (not 'hie-', 'ia'). */
export function esNames(all: readonly HeroRef[]): string {
  const names = all.map((h) => h.name);
  if (names.length <= 1) return names.join('');
  const last = names.at(-1)!;
  const and = /^h?[ií](?![aeiouáéó])/i.test(last) ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${and} ${last}`;
}

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} también vino.`, ...(h.trait ? [`A ${h.name} se le reconocía enseguida: ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} corrió a ayudar.`,
      idea: `${h.name} tuvo una idea y se la susurró a ${main.name}.`,
      brave: `${h.name} respiró hondo y no se rindió: estaba ${hg(h, 'decidido', 'decidida')}.`,
      cheer: `${h.name} aplaudió, ${hg(h, 'contentísimo', 'contentísima')}.`,
      lead: `${h.name} fue ${hg(h, 'el primero', 'la primera')} y mostró el camino.`,
    })[kind],
  together: (all) => {
    const f = groupFeminine(all);
    return `${esNames(all)} estaban ${f ? 'listas' : 'listos'} y se pusieron en camino ${f ? 'juntas' : 'juntos'}.`;
  },
  sleep: (all) => {
    const f = groupFeminine(all);
    return `${esNames(all)} se quedaron ${f ? 'dormidas' : 'dormidos'}, muy ${f ? 'juntitas' : 'juntitos'}.`;
  },
};
