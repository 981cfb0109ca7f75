/**
 * French multi-hero sentences, in the packs' passé simple. The group agrees in
 * gender: feminine only when every hero is feminine ('Mia et Léa étaient prêtes : elles
 * partirent'), else the masculine plural ('Mia et Léo étaient prêts : ils partirent').
 */
import { groupFeminine, hg, listNames, type HeroWords } from '../../writer/hero-words.ts';

/** 'de Mia' / "d'Anna": elision before a vowel or mute h. */
const de = (name: string) => (/^[aeiouyhàâäéèêëîïôöûüœ]/i.test(name) ? `d'${name}` : `de ${name}`);

export const heroes: HeroWords = {
  joins: (h) => [`${h.name} vint aussi.`, ...(h.trait ? [`On reconnaissait ${h.name} tout de suite : ${h.trait}.`] : [])],
  act: (kind, h, main) =>
    ({
      help: `${h.name} accourut pour aider.`,
      idea: `${h.name} eut une idée et la chuchota à l'oreille ${de(main.name)}.`,
      brave: `${h.name} prit une grande inspiration et, très ${hg(h, 'courageux', 'courageuse')}, ne renonça pas.`,
      cheer: `${h.name} applaudit, ${hg(h, 'tout content', 'toute contente')}.`,
      lead: `${h.name} passa ${hg(h, 'le premier', 'la première')} pour montrer le chemin.`,
    })[kind],
  together: (all) => {
    const f = groupFeminine(all);
    return `${listNames(all, 'et')} étaient ${f ? 'prêtes' : 'prêts'} : ${f ? 'elles' : 'ils'} partirent ensemble, côte à côte.`;
  },
  sleep: (all) => `${listNames(all, 'et')} s'endormirent, ${groupFeminine(all) ? 'blotties' : 'blottis'} côte à côte.`,
};
