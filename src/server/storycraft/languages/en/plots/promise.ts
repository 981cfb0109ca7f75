/** English: the promise to water the seeds, the kite that calls, and the promise kept. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');

export const promise: ShapeText = {
  title: (c) =>
    alt(c, 731, [`${c.name} Keeps a Promise`, `${c.name} and the Thirsty Seeds`, `A Promise, a Kite and ${c.name}`, `${c.name} and the First Green Shoot`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} and ${c.co.name} planted tiny seeds.`],
    [0, `“I promise to water them every day,” said ${c.name}, and picked up the bucket.`],
    [1, `${c.co.name} patted the soil. “Every day,” ${c.co.name} said. “Starting today.”`],
    [3, `Making the promise felt easy and grand, the way promises do when nothing is yet pulling at them from the other side.`],
  ],
  tries: [
    (c) => [
      [0, `Just then, a friend ran past with a kite.`],
      [0, `“Come and fly it! The wind is perfect!”`],
      [1, `${c.name} ran a few steps after the kite. It danced and tugged in the sky.`],
    ],
    (c) => [
      [0, `${c.name} stopped and looked at the kite, then at the empty bucket.`],
      [1, `“The seeds can wait,” said a small voice inside. “Just this once.”`],
      [
        3,
        `It was a very reasonable voice. That was the trouble with it: it always sounded most reasonable just when it was asking for something that was not quite right.`,
      ],
    ],
    (c) => [
      [0, `${c.name} looked at the seed bed. The soil was dry and cracked.`],
      [1, `The tiny seeds were waiting. They could not fetch water by themselves.`],
      [2, `${c.co.name} said nothing. ${c.co.name} just looked at ${c.name}, waiting too.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} filled the bucket to the brim and carried it to the seeds.`],
    [0, `“A promise is a promise,” ${he(c)} said, and watered every single one.`],
    [1, `Playing could wait a little. The seeds could not.`],
    [
      3,
      `Keeping it cost five minutes and a small ache of waiting. Breaking it would have cost something harder to name: the feeling that ${c.name}’s word meant what it said.`,
    ],
  ],
  resolution: (c) => [
    [0, `The friend waited, and then they flew the kite together, high in the sky.`],
    [0, `And down in the wet soil, the first tiny green shoot peeked out.`],
    [1, `${c.co.name} cheered. “You kept your promise — and look, the seeds kept theirs!”`],
  ],
};
