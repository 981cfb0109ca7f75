/** English: the new child who speaks and plays differently, and the game made of both ways. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');

export const different: ShapeText = {
  title: (c) => alt(c, 721, [`${c.name} and the Little Drum`, `${c.name}’s New Friend`, `${c.name} and the Word for Friend`, `Two Ways to Play, One Game`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, a new child sat alone on the bench.`],
    [0, `The child spoke a language ${c.name} had never heard.`],
    [1, `The other children looked, then went back to their games.`],
    [3, `${c.name} looked too, and noticed something: the new child was watching the games the way you watch a door, wondering whether anyone would open it.`],
  ],
  tries: [
    (c) => [
      [0, `${c.name} went to the bench and waved. “Hello!”`],
      [0, `The child smiled and answered with a word ${c.name} did not know.`],
      [2, `“That must mean hello too,” ${c.co.name} whispered.`],
    ],
    (c) => [
      [0, `${c.name} rolled the ball to the child.`],
      [1, `The child did not kick it. The child threw it high into the air and caught it, laughing — that was how they played ball at home.`],
      [2, `${c.name} frowned a little. “That’s not how you play,” ${he(c)} almost said. Then ${he(c)} didn’t.`],
    ],
    (c) => [
      [0, `Then the child took a little drum out of a bag.`],
      [0, `Ta-ka-ta, ta-ka-ta! The drum sang a bouncy song.`],
      ['t', `Ta-ka-ta! Ta-ka-ta!`],
      [3, `It was a song from far away, you could tell, and the child played it with closed eyes, as if home were only a few beats away.`],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} laughed and clapped along to the drum.`],
    [0, `Then ${c.name} tried to play it too: ta-ka... ta! Not quite, but close.`],
    [1, `Different was not wrong, ${c.name} thought. Different was new — and new was fun.`],
    [
      3,
      `It surprised ${c.name} how much there was to learn from someone who did everything a little otherwise: a new word, a new game, a new song, all from one bench.`,
    ],
  ],
  resolution: (c) => [
    [0, `Together they made a new game: throw the ball high on every beat of the drum!`],
    [1, `Soon the other children came to play too, and ${c.co.name} danced in the middle.`],
    [2, `The child taught ${c.name} a word. “It means friend,” the child said, pointing at ${c.name}.`],
  ],
};
