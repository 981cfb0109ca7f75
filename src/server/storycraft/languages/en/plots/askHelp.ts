/** English: the new bicycle, the falls, and the bravest thing: asking for help. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');
const him = (c: StoryContext) => gx(c, 'him', 'her', 'them');
const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');

export const askHelp: ShapeText = {
  title: (c) =>
    alt(c, 711, [`${c.name} and the Wobbly Bicycle`, `${c.name} Asks for Help`, `The Bravest Question ${c.name} Ever Asked`, `${c.name} Learns to Ride`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} had a shiny new bicycle.`],
    [0, `Today ${c.name} wanted to ride it — all alone.`],
    [1, `“I don’t need anybody,” ${c.name} told ${c.co.name}. “Big kids ride alone.”`],
    [
      3,
      `${c.name} had watched the older children swoop past on their bikes all summer, and not one of them had ever seemed to need a hand. Surely the trick was simply to be brave enough to try without one.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} climbed on and pushed off. Wobble, wobble... bump!`],
      [0, `The bicycle tipped over into the soft grass.`],
      ['t', `Wobble, wobble, bump!`],
      [2, `${c.name} stood up quickly and brushed off ${his(c)} knees. “That was just practice.”`],
    ],
    (c) => [
      [0, `${c.name} tried again, and fell again. ${cap(his(c))} eyes felt hot.`],
      [1, `“Shall we ask for help?” asked ${c.co.name}.`],
      [1, `“No!” said ${c.name}. “I can do it alone!”`],
      [3, `The word came out louder than ${he(c)} meant. Somewhere under it was a smaller, truer word that did not want to be said.`],
    ],
    (c) => [
      [0, `${c.name} sat under a tree next to the bicycle and thought.`],
      [1, `Asking for help felt like saying, “I can’t.”`],
      [2, `“Even grown-ups ask for help,” said ${c.co.name} softly. “That’s how they learned too.”`],
      [
        3,
        `${c.name} thought about that. The children on their bikes had not been born knowing how to ride. Someone, once, had held the seat for every one of them — ${he(c)} just had not been there to see it.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} took a deep breath and wheeled the bicycle over to Dad on the bench.`],
    [0, `“Dad, can you help me?” ${he(c)} asked.`],
    [1, `Asking was the bravest part. Dad smiled and stood up at once.`],
    [
      3,
      `The question was so small, only five words, and yet it felt like jumping off the high step at the pool. And just like that jump, it was over in a moment and left ${him(c)} glowing.`,
    ],
  ],
  resolution: (c) => [
    [0, `Dad held the seat and ran beside ${c.name}. Then, very quietly, he let go.`],
    [0, `And ${c.name} rode the new bicycle all by ${gx(c, 'himself', 'herself', 'themself')}!`],
    [1, `${c.co.name} cheered, and Dad clapped. “You did it!”`],
    [2, `“We did it,” laughed ${c.name}. “You helped, and then I could.”`],
  ],
};
