/** Français : d’autres titres, et où l’histoire commence et finit à la maison (voir ../schema.ts NightWords). */
import { gx, type StoryContext } from '../../writer/story-types.ts';
import type { NightWords } from '../schema.ts';

const e = (c: StoryContext) => gx(c, '', 'e', '');
/** Chaque début avec chaque suite : « Ce matin-là, Lina … ». */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['Ce matin-là,', 'De bon matin,', 'Par ce beau matin,'];
const NIGHT = ['Ce soir-là,', 'Cette nuit-là,', 'Plus tard, dans la nuit,'];

export const nights: NightWords = {
  titles: (c) => {
    const N = c.name,
      C = c.co.name,
      at = c.place.at;
    return [
      `${N} et ${C} ${at}`,
      `Une journée ${at} avec ${C}`,
      `${C}, ${N} et la grande sortie`,
      `Ce qui s’est passé ${at}`,
      `La journée de ${N} ${at}`,
      `${N}, ${C} et une petite aventure`,
    ];
  },
  opening: {
    home: (c) =>
      each(MORNING, [
        `${c.name} construisait une tour de coussins dans le salon.`,
        `${c.name} rangeait ses crayons par couleur sur le tapis du salon.`,
        `${c.name} faisait un puzzle par terre, dans le salon.`,
      ]),
    kitchen: (c) =>
      each(MORNING, [
        `${c.name} beurrait une tartine à la table de la cuisine.`,
        `${c.name} mélangeait du miel dans son porridge, à la cuisine.`,
        `${c.name} comptait les raisins secs de ses céréales, à la cuisine.`,
      ]),
    garden: (c) =>
      each(MORNING, [
        `${c.name} cherchait des escargots au jardin, en bottes de pluie.`,
        `${c.name} arrosait les pots de fleurs du jardin.`,
        `${c.name} écoutait le merle sur la clôture du jardin.`,
      ]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} était pelotonné${e(c)} sur la banquette de la fenêtre et regardait la rue se réveiller.`,
        `${c.name} comptait les oiseaux depuis la banquette de la fenêtre, le nez contre la vitre.`,
        `${c.name} dessinait des visages sur la vitre embuée, assis${e(c)} sur la banquette de la fenêtre.`,
      ]),
    doorstep: (c) =>
      each(MORNING, [
        `${c.name} laçait ses chaussures, assis${e(c)} sur la marche devant la porte.`,
        `${c.name} faisait coucou au facteur depuis le pas de la porte.`,
        `${c.name} croquait une pomme au soleil, sur le pas de la porte.`,
      ]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [
        `dans la chambre de ${c.name}, la veilleuse dessinait une petite lune jaune sur le mur.`,
        `dans la chambre de ${c.name}, les rideaux étaient tirés et les peluches bien alignées.`,
        `la chambre de ${c.name} était calme, douce et tiède.`,
      ]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${c.name} dormait dans le lit du bas, bien au chaud comme un ours dans sa grotte.`,
        `${c.name} se glissa dans le lit du bas, sous le lit du haut comme sous un toit.`,
        `${c.name} se pelotonna dans le lit du bas et compta les lattes au-dessus.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `le lit de ${c.name} attendait sous le toit en pente du grenier, près de la petite fenêtre ronde.`,
        `les lanternes en papier brillaient doucement au-dessus du lit de ${c.name}, dans le grenier.`,
        `${c.name} entendait, depuis le grenier, le vent chanter tout doucement sur le toit.`,
      ]),
  },
};
