/** Español: otros títulos, y dónde empieza y termina el cuento en casa (ver ../schema.ts NightWords). */
import { gx, type StoryContext } from '../../writer/story-types.ts';
import type { NightWords } from '../schema.ts';

const o = (c: StoryContext) => gx(c, 'o', 'a', 'e');
/** Cada comienzo con cada final: «Aquella mañana, Lina …». */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['Aquella mañana,', 'Muy temprano,', 'Esa mañana soleada,'];
const NIGHT = ['Aquella noche,', 'Esa noche,', 'Ya de noche,'];

export const nights: NightWords = {
  titles: (c) => {
    const N = c.name,
      C = c.co.name,
      at = c.place.at;
    return [
      `${N} y ${C} ${at}`,
      `Un día ${at} con ${C}`,
      `${C}, ${N} y la gran excursión`,
      `Lo que pasó ${at}`,
      `El día de ${N} ${at}`,
      `${N}, ${C} y una pequeña aventura`,
    ];
  },
  opening: {
    home: (c) =>
      each(MORNING, [
        `${c.name} estaba en el salón, haciendo una torre de cojines.`,
        `${c.name} ordenaba sus ceras por colores sobre la alfombra del salón.`,
        `${c.name} hacía un puzle en el suelo del salón.`,
      ]),
    kitchen: (c) =>
      each(MORNING, [
        `${c.name} estaba en la mesa de la cocina, untando mantequilla en una tostada.`,
        `${c.name} removía la miel de sus gachas en la cocina.`,
        `${c.name} contaba las pasas de sus cereales en la cocina.`,
      ]),
    garden: (c) =>
      each(MORNING, [
        `${c.name} buscaba caracoles en el jardín, con sus botas de agua.`,
        `${c.name} regaba las macetas del jardín.`,
        `${c.name} escuchaba en el jardín al mirlo de la valla.`,
      ]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} estaba acurrucad${o(c)} en el banco de la ventana, mirando cómo despertaba la calle.`,
        `${c.name} contaba pájaros desde el banco de la ventana, con la nariz pegada al cristal.`,
        `${c.name} dibujaba caras en el cristal empañado, desde el banco de la ventana.`,
      ]),
    doorstep: (c) =>
      each(MORNING, [
        `${c.name} se ataba los cordones sentad${o(c)} en el escalón de la puerta.`,
        `${c.name} saludaba al cartero desde la puerta de casa.`,
        `${c.name} se comía una manzana al sol, en el escalón de la entrada.`,
      ]),
  },
  ending: {
    bedroom: (c) =>
      each(NIGHT, [
        `en el cuarto de ${c.name} la lucecita de noche pintaba una luna amarilla en la pared.`,
        `en el cuarto de ${c.name} las cortinas estaban cerradas y los peluches, en fila.`,
        `el cuarto de ${c.name} estaba tranquilo, en penumbra y calentito.`,
      ]),
    bunkBed: (c) =>
      each(NIGHT, [
        `${c.name} durmió en la litera de abajo, a gusto como un oso en su cueva.`,
        `${c.name} se metió en la litera de abajo, con la de arriba como un tejado.`,
        `${c.name} se acurrucó en la litera de abajo y contó las tablillas de arriba.`,
      ]),
    attic: (c) =>
      each(NIGHT, [
        `la cama de ${c.name} esperaba en el desván, bajo el techo inclinado y junto a la ventana redonda.`,
        `los farolillos de papel brillaban en el desván, sobre la cama de ${c.name}.`,
        `${c.name} oía desde el desván el viento que zumbaba suave sobre el tejado.`,
      ]),
  },
};
