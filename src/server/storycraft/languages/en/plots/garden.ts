/** English: the seed that would not hurry. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');
const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');

export const garden: ShapeText = {
  title: (c) => alt(c, 43, [`${c.name} and the Seed That Took Its Time`, `${c.name} Plants a Seed`, `What Grew in ${c.name}’s Patch`]),
  problem: (c) => [
    [
      0,
      alt(c, 700, [
        `${cap(c.place.at)}, ${c.name} dug a little hole and planted a seed, round and brown.`,
        `${cap(c.place.at)}, ${c.name} pressed a small brown seed into the soft earth.`,
        `${cap(c.place.at)}, ${c.name} made a hole with one finger and dropped a seed inside.`,
      ]),
    ],
    ['t', `Pat, pat, pat went the earth.`],
    [
      0,
      alt(c, 701, [`“Grow!” said ${c.name}. But the earth just lay there, brown and still.`, `“Now grow,” said ${c.name}. The earth stayed flat and brown.`]),
    ],
    [1, `${c.co.name} sniffed the patch. Nothing. Not even a tiny green tip.`],
    [
      3,
      `${c.name} had read that a seed holds a whole plant folded up inside it, roots, leaves and all. It seemed unreasonable that something so full of plans should do absolutely nothing while ${c.name} was watching.`,
    ],
  ],
  tries: [
    (c) => [
      [
        0,
        alt(c, 702, [
          `The next morning ${c.name} ran out to look at the bare earth.`,
          `Every morning ${c.name} knelt by the patch and stared at the earth.`,
          `${c.name} lay on ${his(c)} tummy and looked at the earth, nose almost touching it.`,
        ]),
      ],
      [0, `Still nothing. Just brown earth.`],
      [1, alt(c, 703, [`“Maybe it’s shy,” said ${c.co.name}.`, `“Maybe it grows when nobody looks,” said ${c.co.name}.`])],
    ],
    (c) => [
      [0, `${c.name} wanted to dig the seed up, just to check.`],
      [1, `“If you dig it up, it can’t grow,” said ${c.co.name}. ${c.name} sat back, cross and sad.`],
      [2, `“But how do I know it’s doing anything?” sighed ${c.name}. “It could be asleep down there!”`],
    ],
    (c) => [
      [0, `${c.name} asked the old apple tree, “How long did you take to grow?”`],
      [1, `The tree only rustled its leaves, slow and calm, as if to say: a long, long time.`],
      [2, `${c.name} looked up at the thick trunk and the hundreds of leaves. That was a lot of waiting.`],
    ],
  ],
  turn: (c) => [
    [0, `So ${c.name} made a plan: a little care each day, then off to play.`],
    [1, `Each morning ${he(c)} gave the patch a cup of water and tugged away the grass that crowded it. Then ${c.name} and ${c.co.name} went off to play.`],
    [0, alt(c, 704, [`And one morning — look! A tiny green shoot with two leaves.`, `And one morning there it was: a green shoot, small as a fingernail.`])],
    ['t', `Hello, little shoot!`],
    [
      3,
      `Waiting, ${c.name} found, was not the same as doing nothing. It was doing the small right thing each day and trusting the rest to happen out of sight, which is harder, and also rather peaceful.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 705, [`The shoot grew taller, and one day a pink flower opened at the top.`, `Day by day the shoot grew, until a pink flower opened in the sun.`]),
    ],
    [0, `${c.name} laughed. “I grew a flower!”`],
    [1, `${c.co.name} sniffed it very gently. It smelled of summer.`],
    [2, `“It was busy the whole time,” said ${c.name}. “Underneath, where we couldn’t see.”`],
  ],
};
