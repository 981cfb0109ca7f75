/** English: the question about the moon, answered in the library. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');

export const book: ShapeText = {
  title: (c) => alt(c, 45, [`${c.name} and the Book About the Moon`, `${c.name} Asks the Library`, `A Question Only a Book Could Answer`]),
  problem: (c) => [
    [0, `${cap(c.place.at)}, the librarian showed ${c.name} shelves full of books, all the way up to the ceiling.`],
    [0, `${c.name} had a question: “Why does the moon change its shape?”`],
    [1, `“The answer is in one of these books,” smiled the librarian. “You just have to find it.”`],
    [2, `${c.name} looked at the thousands of spines and gulped. “Which one?”`],
    [
      3,
      `${c.name} had asked the question at breakfast, and at lunch, and twice on the way here, and nobody had answered it properly. Somewhere on these shelves, the librarian said, somebody had written it all down, patiently, just in case ${c.name} came looking.`,
    ],
  ],
  tries: [
    (c) => [
      [0, `${c.name} carried the biggest, heaviest book off the shelf. Oof!`],
      [1, `But the letters were tiny, there were no pictures, and it was all about rocks.`],
      ['t', `Heavy, heavy book!`],
    ],
    (c) => [
      [0, `${c.name} sat down with a thin book full of bright pictures.`],
      [
        1,
        alt(c, 720, [
          `It was about a tractor. It was finished in a minute, and there was no moon in it at all.`,
          `It was about a duck who lost a boot. Very funny, very short, and no moon at all.`,
        ]),
      ],
    ],
    (c) => [
      [0, `${c.name} flipped through a book as fast as ${his(c)} fingers could go, looking only for the word “moon”.`],
      [1, `Flip, flip, flip! The pages blurred, and ${c.name} understood nothing at all.`],
      [2, `“Books don’t work like that,” sighed ${c.co.name}. “You have to let them talk.”`],
    ],
  ],
  turn: (c) => [
    [0, `So ${c.name} chose one book with a silver moon on the cover, sat down and read it slowly, aloud to ${c.co.name}.`],
    [1, `One line, then the next. The moon does not really change, said the book: the sun lights up a different piece of it each night.`],
    ['t', `Round moon, half moon, little moon!`],
    [2, `“So it’s always all there,” whispered ${c.name}. “We just can’t see the dark part!” ${c.co.name} turned the page to see what came next.`],
    [
      3,
      `Something odd happened around page ten: ${c.name} stopped hunting for the answer and started simply reading. The book had a voice, unhurried and kind, and once ${c.name} slowed down to its pace it told far more than the one thing ${c.name} had come to ask.`,
    ],
  ],
  resolution: (c) => [
    [0, `The librarian stamped the book. “Bring it back in two weeks,” she said.`],
    [0, alt(c, 721, [`${c.name} carried the moon book out, hugging it close.`, `${c.name} carried the book to the door like a treasure.`])],
    [1, `“Tonight,” ${c.name} told ${c.co.name}, “we’ll read the next chapter and then look at the real moon.”`],
  ],
};
