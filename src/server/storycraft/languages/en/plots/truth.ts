/** English: the found ball that is someone else's, and the truth told. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');
const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');

export const truth: ShapeText = {
  title: (c) =>
    alt(c, 701, [
      `${c.name} and the Striped Ball`,
      `${c.name} Tells the Truth`,
      `The Red Ball That Was Not ${c.name}’s`,
      `${c.name} and the Finders-Keepers Day`,
    ]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, ${c.name} found a red ball with a white stripe.`],
    [0, `It was not ${c.name}’s ball.`],
    [1, `Nobody was near. “Finders keepers,” whispered a small voice inside ${c.name}.`],
    [2, `${c.co.name} sniffed the ball. “Whose is it?” “Mine now,” said ${c.name}, a little too quickly.`],
    [
      3,
      `${c.name} turned the ball over in ${his(c)} hands. It was exactly the ball ${he(c)} had always wanted, which was precisely the trouble: wanting something very much makes it easy to forget whose it is.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} hid the ball in the basket, under a cloth.`],
      [1, `“Now nobody will see it,” ${he(c)} said. ${c.co.name} said nothing at all.`],
      [3, `Hiding it was easy. Forgetting that it was hidden turned out to be much harder.`],
    ],
    (c) => [
      [0, `${c.name} tried to play with the new ball, but it was no fun.`],
      [1, `${cap(his(c))} tummy felt heavy, as if the ball were inside it.`],
      ['t', `Bounce... bounce... no fun.`],
      [2, `“Why is it no fun?” asked ${c.co.name}. ${c.name} shrugged, but ${he(c)} knew.`],
    ],
    (c) => [
      [0, `Then, by the trees, ${c.name} saw a child looking everywhere.`],
      [0, `“My ball! Has anyone seen my red ball with the white stripe?”`],
      [1, `The child’s eyes were wet, and ${c.name}’s cheeks went hot.`],
      [
        3,
        `${c.name} knew that feeling from the inside: the day ${his(c)} own teddy had gone missing, the whole world had looked wrong until it came back. Now ${he(c)} was the one who could make someone’s world look right again.`,
      ],
    ],
  ],
  turn: (c) => [
    [0, `${c.name} took the ball out of the basket and gave it back.`],
    [0, `“I found it,” ${he(c)} said. “And I wanted to keep it. I’m sorry.”`],
    [1, `Telling the truth made ${c.name}’s voice wobble, but ${he(c)} said every word.`],
    [
      3,
      `It was strange: the ball was gone, and yet ${c.name} felt as light as a feather, as if ${he(c)} had put down something heavy ${he(c)} had been carrying all afternoon.`,
    ],
  ],
  resolution: (c) => [
    [0, `The child hugged the ball and laughed.`],
    [0, `“Thank you for telling me! Let’s play together!”`],
    [0, `So they kicked the red ball with the white stripe, back and forth, back and forth.`],
    [1, `${c.co.name} ran between them, and ${c.name}’s heart felt light as a bubble.`],
    [2, `“You can have the first kick every time,” said the child, and ${c.name} grinned.`],
  ],
};
