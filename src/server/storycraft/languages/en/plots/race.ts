/** English: the race to the big tree, lost and then won another way. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');
/** The friend who wins the race (another name when the hero has hers). */
const F = (c: StoryContext) => (c.name.toLowerCase() === 'ruby' ? 'Tess' : 'Ruby');

export const race: ShapeText = {
  title: (c) => alt(c, 44, [`${c.name} and the Race to the Big Tree`, `${c.name} Comes Second`, `Ready, Steady, ${c.name}!`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} and ${his(c)} friend ${F(c)} had a race to the big tree.`],
    ['t', `Ready, steady, go!`],
    [
      0,
      alt(c, 710, [
        `${F(c)} touched the tree first, just by a nose.`,
        `${F(c)} got there first, a whole step ahead.`,
        `Thump, thump, thump — and ${F(c)} reached the tree first.`,
      ]),
    ],
    [1, `${c.name}’s cheeks went hot and red. ${c.co.name} cheered for both of them, which did not help.`],
    [
      3,
      `${c.name} had been quite sure of winning; ${c.name} had even planned the little victory wave. Losing felt like missing a step on the stairs in the dark, a lurch and then a hot, prickly embarrassment.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `“That’s not fair, ${F(c)}!” shouted ${c.name}. “You started before ‘go’!”`],
      [1, `${F(c)}’s smile went away. “I didn’t,” she said quietly.`],
      [2, `${c.name} knew it was true, and that made the cross feeling even bigger.`],
    ],
    (c) => [
      [0, `“Again!” said ${c.name}, and ran to the big tree as fast as ${gx(c, 'he', 'she', 'they')} could.`],
      [1, alt(c, 711, [`But ${F(c)} was fast, and got there first again.`, `But ${F(c)} won again, by two steps this time.`])],
      [2, `“Again! Again!” puffed ${c.name}. The more ${c.name} lost, the hotter the cross feeling grew.`],
    ],
    (c) => [
      [0, `${c.name} sat down, arms crossed, and would not play ball with ${F(c)}.`],
      [1, `${F(c)} rolled the ball about on her own. She did not look as if she was having fun either.`],
      [2, `${c.co.name} looked from one of them to the other. “Now nobody is winning,” ${c.co.name} said.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} stood up and took three slow breaths.`],
    [1, `In and out, in and out, in and out.`],
    [0, `Then ${c.name} went to ${F(c)}. “You’re really fast. Well run!”`],
    [1, `“Sorry I said you cheated. Your turn to choose the next game.”`],
    ['t', `Well run, ${F(c)}!`],
    [
      3,
      `It was surprising how much the words cost, and how little they weighed once they were said. The hot feeling drained away, and in its place came something steadier: ${c.name} could lose a race and still be the sort of friend worth racing.`,
    ],
  ],
  resolution: (c) => [
    [
      0,
      alt(c, 712, [
        `${F(c)} chose ball, and they kicked it to and fro until they were both laughing.`,
        `${F(c)} picked ball, and they passed it back and forth, laughing.`,
      ]),
    ],
    [0, `Last of all, ${c.name} and ${F(c)} ran to the big tree hand in hand.`],
    [1, `Nobody counted who won. ${c.co.name} said it was a draw, and a very good one.`],
  ],
};
