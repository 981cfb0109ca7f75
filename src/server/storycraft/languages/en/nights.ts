/** English: other titles, and where a story opens and ends at home (see ../schema.ts NightWords). */
import { gx, type StoryContext } from '../../writer/story-types.ts';
import type { NightWords } from '../schema.ts';

const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');
const SMALL = new Set(['a', 'an', 'the', 'and', 'or', 'by', 'in', 'on', 'at', 'to', 'of', 'with', 'for', 'up', 'down']);
/** 'by the sea' → 'by the Sea': title case for the place inside a title. */
const titled = (phrase: string) =>
  phrase
    .split(' ')
    .map((w) => (SMALL.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/** Every lead with every rest: 'That morning' × 'Mia was …'. */
const each = (leads: readonly string[], rests: readonly string[]) => leads.flatMap((lead) => rests.map((rest) => `${lead} ${rest}`));
const MORNING = ['That morning', 'Early that day', 'On that bright morning', 'First thing that morning'];

export const nights: NightWords = {
  titles: (c) => {
    const N = c.name,
      C = c.co.name,
      at = titled(c.place.at);
    return [
      `${N} and ${C} ${at}`,
      `A Day ${at} with ${C}`,
      `${C}, ${N} and the Big Day Out`,
      `What Happened ${at}`,
      `${N}’s Day ${at}`,
      `${N}, ${C} and One Small Adventure`,
    ];
  },
  opening: {
    home: (c) =>
      each(MORNING, [
        `${c.name} was in the living room, building a tower of cushions.`,
        `${c.name} sat on the living-room rug, sorting crayons by colour.`,
        `${c.name} was doing a jigsaw on the living-room floor.`,
      ]),
    kitchen: (c) =>
      each(MORNING, [
        `${c.name} was at the kitchen table, buttering toast.`,
        `${c.name} sat in the kitchen, stirring honey into ${his(c)} porridge.`,
        `${c.name} was in the kitchen, counting the raisins in ${his(c)} cereal.`,
      ]),
    garden: (c) =>
      each(MORNING, [
        `${c.name} was out in the garden in ${his(c)} wellies, looking for snails.`,
        `${c.name} was in the garden, watering the flower pots.`,
        `${c.name} was in the garden, listening to the blackbird on the fence.`,
      ]),
    windowSeat: (c) =>
      each(MORNING, [
        `${c.name} was curled up on the window seat, watching the street wake up.`,
        `${c.name} sat on the window seat with ${his(c)} nose to the glass, counting birds.`,
        `${c.name} was on the window seat, drawing faces in the misty glass.`,
      ]),
    doorstep: (c) =>
      each(MORNING, [
        `${c.name} sat on the front step, tying ${his(c)} shoelaces.`,
        `${c.name} was out on the doorstep, waving at the postman.`,
        `${c.name} sat on the doorstep in the sun, eating an apple.`,
      ]),
  },
  ending: {
    bedroom: (c) =>
      each(
        ['In', 'That night, in'],
        [
          `${c.name}’s room the night-light made a small yellow moon on the wall.`,
          `${c.name}’s room the curtains were drawn and the toys sat in a row.`,
          `${c.name}’s room it was quiet and dim and warm.`,
        ],
      ),
    bunkBed: (c) =>
      each(
        ['Tonight', 'That night'],
        [
          `${c.name} slept in the bottom bunk, snug as a bear in a cave.`,
          `${c.name} crawled into the bottom bunk, with the top bunk above like a roof.`,
          `${c.name} curled up in the bottom bunk and counted the slats above.`,
        ],
      ),
    attic: (c) =>
      each(
        ['Up in the attic,', 'Tonight, up in the attic,'],
        [
          `${c.name}’s bed stood under the sloping roof, by the little round window.`,
          `the paper lanterns glowed softly above ${c.name}’s bed.`,
          `${c.name} could hear the wind hum gently over the roof.`,
        ],
      ),
  },
};
