/** English text of the `missing` plot: missing someone who died, and remembering them with love. */
import { alt, cap, gx, type ShapeText, type StoryContext } from '../../../writer/story-types.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');

/** The one who is missed: name, pronouns and a memory of them that fits who they were. */
function who(c: StoryContext) {
  switch (c.missed) {
    case 'grandma':
      return { n: 'Grandma', the: 'Grandma', s: 'she', o: 'her', p: 'her', bench: 'Grandma’s bench', memory: 'how Grandma hummed while she watered the roses' };
    case 'dog':
      return {
        n: 'the dog',
        the: 'their old dog',
        s: 'he',
        o: 'him',
        p: 'his',
        bench: 'the bench where the old dog loved to doze',
        memory: 'how the old dog wagged his whole body when he was happy',
      };
    case 'cat':
      return {
        n: 'the cat',
        the: 'their old cat',
        s: 'she',
        o: 'her',
        p: 'her',
        bench: 'the bench where the old cat loved to doze',
        memory: 'how the old cat purred like a tiny engine',
      };
    default:
      return {
        n: 'Grandpa',
        the: 'Grandpa',
        s: 'he',
        o: 'him',
        p: 'his',
        bench: 'Grandpa’s bench',
        memory: 'how Grandpa told the silliest jokes and always laughed loudest himself',
      };
  }
}

export const missing: ShapeText = {
  quiet: true,
  low: (c) => [
    [0, `${c.name} sat down on the bench again, very still.`],
    [
      0,
      `${c.co.name} leaned close and said nothing at all, which was exactly right. Missing someone, ${c.name} thought, is like rain that falls on the inside.`,
    ],
  ],
  title: (c) => {
    const w = who(c);
    return alt(c, 60, [`${c.name} Remembers ${cap(w.n)}`, `A Flower for ${cap(w.n)}`, `${c.name} and the Heavy Feeling`, `${c.name} and ${cap(w.bench)}`]);
  },
  problem: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} sat on the old bench ${c.place.at}. It was ${w.bench}.`],
      [0, `${cap(w.the)} had died. ${cap(w.s)} would not come back, and ${c.name} missed ${w.o} very much.`],
      ['t', `The bench is quiet. ${c.name} is sad.`],
      [1, `${c.co.name} sat down too, close enough to touch.`],
      [2, `“Dying means the body stops working, and it can’t start again,” Mum had said. It wasn’t anybody’s fault.`],
      [
        3,
        `${c.name} understood the words. What ${he(c)} did not understand was what to do with the feeling: it sat in ${c.name}’s chest like a stone that had forgotten how to be light.`,
      ],
    ];
  },
  tries: [
    (c) => [
      [0, `${c.co.name} rolled the ball to ${c.name}. But ${c.name} did not want to play.`],
      [1, `The ball rolled away across the grass, and nobody ran after it.`],
      ['t', `Roll, ball, roll. Not today.`],
    ],
    (c) => [
      [0, `${c.name} stood by the big tree and pushed the sad feeling down, deep inside.`],
      [1, `“I’m fine,” ${he(c)} said. But the sad feeling did not go away. It only got heavier.`],
    ],
    (c) => {
      const w = who(c);
      return [
        [0, `${c.name} opened the old photo book and looked at the pictures of ${w.n}.`],
        [1, `There was ${w.n}, in the sunshine. The sad feeling came back, bigger than before.`],
        [3, `Remembering hurt, and not remembering would have hurt more. ${c.name} did not yet know there was a third way.`],
      ];
    },
  ],
  turn: (c) => {
    const w = who(c);
    return [
      [0, `${c.name} went to Mum and said the true thing out loud: “I miss ${w.n}. I feel so sad.”`],
      [0, `Mum hugged ${c.name} tight. “I miss ${w.o} too,” she said softly.`],
      ['t', `Hug, hug. Sad together.`],
      [1, `They cried a little, together. And the heavy feeling grew a little easier to carry.`],
      [2, `“It’s all right to be sad,” said Mum. “Sad is how missing feels, because we loved ${w.o} so much.”`],
      [3, `The stone in ${c.name}’s chest did not vanish. But once it had a name and someone to share it, it was a stone ${c.name} could carry.`],
    ];
  },
  resolution: (c) => {
    const w = who(c);
    return [
      [0, `Then ${c.name} and Mum planted a flower next to the bench.`],
      [0, `They talked about ${w.memory}, and they even laughed.`],
      [1, `“When it blooms, we’ll remember ${w.o},” said ${c.name}.`],
      [2, `${c.co.name} helped to pat the earth flat. Love, ${c.name} thought, does not stop when someone is gone. It stays, like the bench, like the flower.`],
    ];
  },
};
