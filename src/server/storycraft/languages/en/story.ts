/** English templates of the built-in writer. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../../writer/story-types.ts';
import { garden } from './plots/garden.ts';
import { truth } from './plots/truth.ts';
import { askHelp } from './plots/askHelp.ts';
import { race } from './plots/race.ts';
import { different } from './plots/different.ts';
import { promise } from './plots/promise.ts';
import { missing } from './plots/missing.ts';
import { book } from './plots/book.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');
const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');
const him = (c: StoryContext) => gx(c, 'him', 'her', 'them');
const coHe = (c: StoryContext) => cx(c, 'he', 'she');
const coHis = (c: StoryContext) => cx(c, 'his', 'her');

/**
 * One spoken sentence, “Words,” said Name., with the words and the verb chosen independently, so
 * a shared quote never stands alone as a sentence of its own (frame banks). Words may end
 * in '?' or '!' (then no comma); otherwise they carry no stop of their own.
 */
function said(c: StoryContext, slot: number, who: string, words: readonly string[], verbs: readonly string[] = SAY): string {
  const verb = alt(c, slot + 1000, verbs);
  const w = alt(c, slot, words);
  // A question or exclamation keeps its own mark and takes no comma: “Now what?” asked Pip.
  const q = /[?!]$/.test(w) ? `“${w}”` : `“${w},”`;
  // 'said Mia' but 'Mia said with a frown': a verb with more words keeps the name first.
  return verb.includes(' ') ? `${q} ${who} ${verb}.` : `${q} ${verb} ${who}.`;
}
const EVENING_SKY = [
  'the sun sank low behind the roofs',
  'the evening light turned everything honey-coloured',
  'long shadows stretched across the path',
  'the sky went orange, then rosy',
  'the clouds turned pink at the edges',
  'the light grew soft and golden',
  'the last warm sunbeams slid off the hedges',
  'the shadows grew long and blue',
  'the sun dipped down, slow and round',
  'a cool breeze came with the evening',
  'the birds began their evening song',
  'the sky blushed the colour of peaches',
  'the sun went down behind the hills in a glow of orange',
] as const;
const SAY = ['said', 'said softly', 'murmured', 'whispered', 'said slowly'] as const;

function heroNoun(c: StoryContext): string {
  // Ages 10-12: the hero is never 'little'.
  if (c.band === 3) {
    if (c.kind === 'animal') return 'a quick-witted young animal';
    if (c.kind === 'object') return 'a rather remarkable toy';
    return gx(c, 'a boy', 'a girl', 'a child');
  }
  if (c.kind === 'animal') return 'a small, friendly animal';
  if (c.kind === 'object') return 'a very special little toy';
  return gx(c, 'a little boy', 'a little girl', 'a little child');
}

export const story: LanguagePack = {
  code: 'en',
  sep: ' ',
  settings: {
    library: { at: 'in the library', to: 'to the library', detail: 'Tall shelves reached up to the ceiling, and the whole room smelled of paper and quiet.' },
    garden: { at: 'in the garden', to: 'out into the garden', detail: 'Bees buzzed between the roses, and the grass smelled of summer.' },
    forest: { at: 'in the forest', to: 'into the forest', detail: 'Tall trees whispered, and sunbeams danced between the leaves.' },
    meadow: { at: 'in the meadow', to: 'to the big meadow', detail: 'Daisies nodded in the breeze, and grasshoppers sang their clicky song.' },
    seaside: { at: 'by the sea', to: 'down to the seaside', detail: 'Little waves went swish, swash over the sand, and seagulls floated high above.' },
    mountain: {
      at: 'on the mountain',
      to: 'up the green mountain',
      detail: 'The path curled up and up, and the whole valley lay below like a patchwork quilt.',
    },
    farm: { at: 'on the farm', to: 'to the farm down the lane', detail: 'Hens clucked, a cow said a long, slow moo, and the barn smelled of warm hay.' },
    park: { at: 'in the park', to: 'to the park', detail: 'Ducks paddled on the pond, and the swings creaked happily.' },
    lake: { at: 'by the lake', to: 'down to the lake', detail: 'The water was smooth as glass, and dragonflies zipped over the reeds.' },
    snowyVillage: { at: 'in the snowy village', to: 'through the snowy village', detail: 'Snow sparkled on every roof, and the air smelled of hot cocoa.' },
    campsite: {
      at: 'at the campsite',
      to: 'to the campsite by the woods',
      detail: 'A green tent stood under the pines, and a ring of stones waited for the evening fire.',
    },
    kitchen: {
      at: 'in Grandma’s kitchen',
      to: 'to Grandma’s kitchen',
      detail: 'The kitchen smelled of butter and cinnamon, and the kettle hummed on the stove.',
    },
    castle: {
      at: 'in the castle garden',
      to: 'to the old castle on the hill',
      detail: 'Flags fluttered on the towers, and roses climbed the old stone walls.',
    },
  },
  companions: {
    puppy: { name: 'Pip', intro: 'a little puppy called Pip', g: 'm' },
    kitten: { name: 'Mimi', intro: 'a fluffy kitten called Mimi', g: 'f' },
    bunny: { name: 'Hops', intro: 'a bouncy bunny called Hops', g: 'm' },
    owl: { name: 'Olive', intro: 'a wise little owl called Olive', g: 'f' },
    fox: { name: 'Rusty', intro: 'a small red fox called Rusty', g: 'm' },
    turtle: { name: 'Tilly', intro: 'a slow, smiley turtle called Tilly', g: 'f' },
    teddy: { name: 'Bruno', intro: 'a soft teddy bear called Bruno', g: 'm' },
    robot: { name: 'Bleep', intro: 'a little robot called Bleep', g: 'm' },
    dragon: { name: 'Ember', intro: 'a tiny, friendly dragon called Ember', g: 'f' },
  },

  home: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `${alt(c, 1, ['Once upon a time', 'Once upon a time, not so long ago', 'Once upon a time, in a town with a crooked church tower', 'Once upon a time, at the end of a lane lined with apple trees'])}, there was ${heroNoun(c)} called ${N}.`,
      ],
    ];
    if (!c.meet) {
      lines.push(
        [0, alt(c, 4, [`${N} had a best friend: ${c.co.intro}.`, `${N}’s best friend was ${c.co.intro}.`, `${N} was never alone, thanks to ${c.co.intro}.`])],
        [
          1,
          alt(c, 7, [
            `${C} went everywhere with ${him(c)}.`,
            `Where ${N} went, ${C} went too.`,
            `${N} and ${C} did almost everything together.`,
            `${C} was never far from ${N}.`,
            `${N} and ${C} shared secrets and umbrellas.`,
          ]),
        ],
      );
    }
    if (c.trait) lines.push([0, alt(c, 5, [`${N} was easy to spot: ${c.trait}.`, `You could tell ${N} from far away: ${c.trait}.`])]);
    lines.push(
      [
        1,
        `${N} lived in ${alt(c, 2, [`a cosy little house with a red door`, `a snug little house at the end of a quiet lane`, `a narrow blue house with a wonky chimney`, `the house with the green gate`, `a house with a round attic window`, `a small white house with a crooked chimney pot`, `a yellow house with a creaky gate`, `a brick house with ivy round the door`, `a little house at the top of a steep street`, `a house with a sunflower taller than the fence`, `a tall, thin house squeezed between two wide ones`, `a cottage with a wobbly garden wall`])}${alt(c, 102, [``, `, where the mornings smelled of toast`, `, where sparrows argued on the gutter every morning`, `, and from its window you could see the whole street`, `, where the kettle was nearly always singing`, `, where the stairs creaked a different note each step`, `, where the post arrived with a cheerful clatter`])}.`,
      ],
      [
        2,
        alt(c, 3, [
          `Every morning ${N} opened the window, said hello to the day and wondered what it would bring.`,
          `That morning the kettle sang, the porridge bubbled, and ${N} had a feeling the day was going to be an interesting one.`,
          `On that particular morning ${N} finished breakfast in record time, because something in the air said: today is different.`,
          `${N} pulled on ${his(c)} shoes, the left one first, as always, and looked out at the sky to guess what kind of day it would be.`,
        ]),
      ],
      [
        3,
        alt(c, 6, [
          `“Today,” ${N} thought, “something good is going to happen. I can feel it right down to my toes.” And ${N} was usually right about that sort of thing.`,
          `${N} was the sort of person who noticed things: which neighbour whistled, which cat was new on the wall, which cloud looked like a sulking teapot. That habit was about to come in useful.`,
          `Lately ${N} had been wondering about big questions, the kind grown-ups pretend to have answered. Today, it turned out, one of them would get a small, surprising answer.`,
        ]),
      ],
    );
    if (!c.meet) lines.push(['t', `Hello, ${N}! Hello, ${C}!`]);
    return lines;
  },
  meet: (c) => [
    [0, `Then came a knock, knock, knock at the door.`],
    [0, `It was ${c.name}’s best friend, ${c.co.intro}.`],
    [1, `“Good morning!” said ${c.co.name}. “What shall we do today?”`],
    [2, `${c.name} jumped up at once. “Let’s go on an adventure!”`],
    [
      3,
      `${c.co.name} was so excited that ${coHe(c)} spun around three times and nearly fell over, which made ${c.name} giggle so much that ${he(c)} had to sit down again.`,
    ],
  ],
  go: (c) => [
    [
      0,
      alt(c, 8, [
        `${c.name} and ${c.co.name} went ${c.place.to}.`,
        `Off went ${c.name} and ${c.co.name}, ${c.place.to}.`,
        `After breakfast, ${c.name} and ${c.co.name} set off ${c.place.to}.`,
      ]),
    ],
    [
      1,
      alt(c, 130, [
        c.place.detail,
        `All around ${c.name} and ${c.co.name}, ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
        `${c.name} and ${c.co.name} stopped to look: ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
        `As ${c.name} and ${c.co.name} walked on, ${c.place.detail.charAt(0).toLowerCase()}${c.place.detail.slice(1)}`,
      ]),
    ],
    [
      2,
      alt(c, 3, [
        said(
          c,
          203,
          c.co.name,
          [
            'Look, everything sparkles today',
            'Listen, the birds are talking',
            'I like this path best of all',
            'Let’s count the clouds on the way',
            'I bet today will be a good one',
            'Smell that, it smells like adventure',
            'Wait for me, my legs are shorter',
            'Let’s walk on the sunny side',
          ],
          ['said', 'called', 'chirped', 'said happily'],
        ),
        `${c.name} skipped along, humming a little song, and ${c.co.name} hummed along, a bit out of tune.`,
        `${c.co.name} raced ${c.name} to the next tree, and lost, and asked for a rematch.`,
        `${c.co.name} kept stopping to look at things, so the walk took twice as long as it should have.`,
        `${c.name} and ${c.co.name} played a game of spotting things that were round.`,
        `${c.co.name} walked so close to ${c.name} that their shadows became one.`,
      ]),
    ],
    [
      3,
      alt(c, 140, [
        `${c.name} breathed in the fresh air and noticed everything: the colours, the sounds, the tiny beetle marching across the path like a soldier on parade. The world felt big and friendly, and ${c.name} felt ready for anything.`,
        `${c.name} had a way of walking that was half walking and half looking: at gateposts, at snails, at the exact moment a cloud covered the sun. By the time they arrived, ${c.name} had collected a pocketful of small things worth remembering.`,
        `It was one of those days when the air itself seems to be paying attention. ${c.name} walked a little taller than usual, without quite knowing why, as if the day had plans and ${c.name} had been invited.`,
      ]),
    ],
  ],
  afterProblem: (c) => [
    [
      2,
      alt(c, 20, [
        said(
          c,
          220,
          c.co.name,
          [
            'What shall we do?',
            'Now what?',
            'We have to do something',
            'Oh no, what now?',
            'This is a tricky one',
            'We need a plan',
            'Can we fix it, do you think?',
            'I don’t like this one bit',
          ],
          ['whispered', 'said', 'said quietly', 'said, looking at ' + c.name],
        ),
        `“Hmm,” said ${c.name}, which is what people say while their brain is warming up.`,
        `${c.co.name} tugged at ${c.name}’s sleeve, and ${c.name} nodded: something had to be done.`,
      ]),
    ],
    [
      3,
      alt(c, 21, [
        `${c.name} frowned and thought hard. There had to be a way. There is always a way, if you look for it long enough — that was what ${c.name} believed.`,
        `A problem, ${c.name} had once decided, is a door that has not been opened yet. The trick is finding which way the handle turns.`,
        `${c.name} felt two things at once: a knot of worry, and underneath it, a stubborn little spark that refused to go out.`,
        `${c.name} looked at the problem the way you look at a jigsaw piece that will not fit: turning it round, and round again, refusing to believe it cannot go somewhere.`,
        `It would have been easy to decide this was a job for somebody bigger. ${c.name} considered that idea, found it a little too comfortable, and put it aside.`,
      ]),
    ],
  ],
  afterTry: (c, i) =>
    (
      [
        [
          [
            1,
            said(
              c,
              222,
              c.name,
              [
                'Hmm, that wasn’t it',
                'Well, that was a start',
                'Not quite',
                'So that’s not the way',
                'Oh, nearly',
                'That didn’t do it',
                'Hmm, not like that',
                'Well, now we know one way that doesn’t work',
                'Back to thinking, then',
                'That was not the trick',
                'Almost, but not quite',
                'Hmm, first go, first miss',
              ],
              ['said', 'sighed', 'muttered', 'murmured', 'said with a shrug'],
            ),
          ],
          [
            2,
            said(c, 223, c.co.name, [
              'Never mind, let’s try something else',
              'Good try, though',
              'Don’t worry, we’ll find a way',
              'That’s all right, that was only the first go',
              'Let’s try another way',
              'We’ve only just started',
              'Maybe something smaller this time',
              'One more go, then',
              'Let’s think about it from the other side',
              'Nobody gets it right the first time',
              'Shall we try it a different way?',
              'I’ve got a feeling the next one will be better',
            ]),
          ],
          [
            3,
            alt(c, 24, [
              `${c.name} scratched ${his(c)} head. A first try is only a first try, ${c.name} decided, and nobody gets everything right the first time — not even grown-ups.`,
              `It stung a bit, the way a failed first go always does. But it also showed ${c.name} one way that did not work, and that was something.`,
              `${c.name} filed the failure away under ‘things that do not work’, a drawer that was, luckily, much smaller than the other one.`,
              `The first try had gone wrong quickly and completely, which at least had the advantage of being clear. ${c.name} rather preferred a clear mistake to a muddled one.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              225,
              c.name,
              [
                'Oh dear, not that way either',
                'Wrong again',
                'Nope, not that either',
                'Still not right',
                'Hmm, not that way',
                'Oh, so close',
                'Not that one either',
                'That didn’t work either',
                'Hmph, another miss',
                'Oh well, that’s try number two',
                'It keeps not working',
                'Hmm, that wasn’t it either',
              ],
              ['sighed', 'said', 'groaned softly', 'muttered', 'said with a frown'],
            ),
          ],
          [
            2,
            alt(c, 26, [
              `${c.co.name} leaned against ${c.name} gently, just to say: I’m here.`,
              `“We’re getting closer,” said ${c.co.name}, though neither of them was sure.`,
              said(
                c,
                226,
                c.co.name,
                [
                  'Don’t stop now',
                  'I’m right here',
                  'Let’s keep going',
                  'You’re doing fine',
                  'Slowly does it',
                  'Take a breath first',
                  'Two down, then',
                  'Let’s look at it again, really look',
                  'We’re a good team, you know',
                  'Every miss tells us something',
                ],
                ['said', 'whispered', 'said, nudging ' + him(c), 'said warmly'],
              ),
            ]),
          ],
          [
            3,
            alt(c, 27, [
              `A little cloud of worry floated into ${c.name}’s chest. Would it be easier to give up and go home? But deep down, ${c.name} did not really want to.`,
              `${c.name} noticed ${his(c)} hands were clenched and made them go soft again. Cross hands, ${c.name} had learned, make clumsy ideas.`,
              `Two tries. ${c.name} felt the familiar itch to do the same thing again, only harder, and recognised it for what it was: impatience wearing a brave face.`,
              `${c.name} caught ${gx(c, 'himself', 'herself', 'themselves')} frowning and almost laughed. Frowning had never once fixed anything, and it was hardly going to start today.`,
            ]),
          ],
        ],
        [
          [
            1,
            said(
              c,
              228,
              c.name,
              [
                'Still no luck',
                'Nothing, again',
                'It still isn’t right',
                'Not this time either',
                'Three tries and still nothing',
                'Well, that’s three',
                'Hmm, still stuck',
                'It just won’t work',
                'Oh, not this one either',
                'Still not it',
                'Three goes, and no closer',
                'Oh, it’s being stubborn today',
              ],
              ['sighed', 'said', 'said quietly', 'groaned softly', 'murmured'],
            ),
          ],
          [
            2,
            said(
              c,
              229,
              c.co.name,
              [
                'Maybe we need a different kind of idea',
                'Doing it again won’t help, will it',
                'Maybe we’re trying the wrong thing',
                'Let’s try something completely different',
                'Harder isn’t working, so maybe gentler',
                'What if we turn the whole problem around?',
                'Maybe we should stop and think',
                'Let’s not do the same thing a fourth time',
                'Perhaps it needs a brand-new idea',
                'There must be a different way',
                'Maybe the answer is somewhere we haven’t looked',
                'Let’s sit down and think first',
              ],
              ['said', 'said slowly', 'said thoughtfully', 'suggested', 'said gently'],
            ),
          ],
          [
            3,
            alt(c, 30, [
              `${c.name} was quiet for a moment. Sometimes, ${c.name} thought, the answer is not in trying harder, but in trying differently.`,
              `Three tries, three misses. ${c.name} stopped, the way you stop in a maze to look at the walls instead of running into them.`,
              `${c.name} had the strange feeling of having knocked on every door in a corridor except one, the one at the very end, which looked too ordinary to matter.`,
              `Three times now. ${c.name} began to suspect that the problem was not stubborn at all; it was simply waiting to be asked a different question.`,
            ]),
          ],
        ],
      ] as Line[][]
    )[i]!,
  low: (c) => [
    [
      0,
      alt(c, 31, [
        `${c.name} sat down on a smooth, warm stone and sighed a long sigh.`,
        `${c.name} sat down in the grass, chin in hands.`,
        `${c.name} flopped down and stared at ${his(c)} shoes.`,
      ]),
    ],
    [1, alt(c, 32, [`${c.co.name} sat down too, very close, so that they were touching.`, `${c.co.name} curled up beside ${him(c)} without a word.`])],
    [
      2,
      alt(c, 33, [
        `“I don’t know what to do,” whispered ${c.name}. “That’s all right,” said ${c.co.name}. “We can think together.”`,
        `“Maybe I can’t do this,” said ${c.name}. ${c.co.name} shook ${coHis(c)} head. “You just haven’t found how yet.”`,
      ]),
    ],
    [
      3,
      alt(c, 34, [
        `${c.name} watched a line of ants carry crumbs twice their size, patient and unbothered. Bit by bit the busy, buzzing thoughts settled, like leaves floating down onto a pond. And then, very quietly, an idea began to grow — the way a seed does, when nobody is watching.`,
        `For a while ${c.name} let the disappointment be there, heavy as a wet coat. It was strange: the moment ${c.name} stopped fighting the feeling, it began to shrink, and in the space it left, something clearer moved in.`,
        `${c.name} remembered what people say about knots: you never untie one by pulling harder. You loosen it first. ${c.name} took a breath and loosened.`,
        `There was a long pause in which nothing happened except the wind, and a bird somewhere, and ${c.name}’s own breathing slowing down. It is surprising how much thinking gets done in a pause like that.`,
        `${c.name} thought about giving up, looked at the idea honestly, and found that it did not fit. Giving up was a coat cut for somebody else.`,
      ]),
    ],
  ],
  beforeTurn: (c) => [
    [2, alt(c, 35, [`Suddenly ${c.name}’s eyes lit up.`, `Then ${c.name} sat up straight.`, `And all at once, ${c.name} knew.`])],
    [
      3,
      alt(c, 36, [
        `“Wait,” ${c.name} said slowly. “I think I know what to do.”`,
        `“I’ve been looking at it the wrong way round,” said ${c.name}.`,
        `It was not a clever trick that came to mind, but something simpler, and braver.`,
      ]),
    ],
  ],
  afterResolution: (c) => [
    [
      2,
      alt(c, 37, [
        `${c.name} and ${c.co.name} laughed until their tummies tickled.`,
        `${c.co.name} turned a happy circle.`,
        `${c.name} grinned so widely ${his(c)} cheeks ached.`,
      ]),
    ],
    [
      3,
      alt(c, 38, [
        `${c.name} felt warm all the way through, like a mug of cocoa on a winter’s day. It had been a good day. A very good day indeed.`,
        `It was a quiet kind of proud, the kind you don’t need to tell anybody about. ${c.name} tucked it away to keep.`,
        `Looking back, ${c.name} could hardly believe how stuck everything had seemed an hour ago. Nothing outside had changed much. Something inside had.`,
        `What ${c.name} felt was not quite triumph. It was softer than that, and it would last longer: the feeling of having been the sort of person ${c.name} hoped to be.`,
        `Later, ${c.name} would not remember every detail, but would remember this: that the answer had come from inside, and had been there all along.`,
      ]),
    ],
  ],
  sunset: (c) => [
    [
      0,
      `${cap(alt(c, 9, EVENING_SKY))}${alt(c, 109, ['.', `, and ${c.co.name} gave a big, slow yawn.`, `, and the day grew sleepy, and so did ${c.co.name}.`, `, and ${c.name} watched it with ${c.co.name} for a while.`, `, and evening came softly for ${c.name} and ${c.co.name}.`])}`,
    ],
  ],
  homeward: (c) => [
    [
      0,
      `${cap(alt(c, 10, EVENING_SKY))}${alt(c, 110, [`, and it was time to go home.`, `. ${c.name} and ${c.co.name} turned for home.`, `, and home was waiting for ${c.name} and ${c.co.name}.`, `: time for ${c.name} and ${c.co.name} to head home.`, `, and ${c.co.name} knew the way home by heart.`, `, and ${c.name} thought of supper and home.`])}`,
    ],
    [
      1,
      `${c.name} and ${c.co.name} ${alt(c, 111, ['walked home slowly, side by side', 'took the long way back, past the old wall', 'wandered home hand in hand', 'went home along the hedge, counting gateposts', 'followed their own long shadows home', 'strolled home, in no hurry at all'])}.`,
    ],
    [
      2,
      alt(c, 12, [
        said(
          c,
          212,
          c.co.name,
          [
            'What a day',
            'What a lovely, long day',
            'I’m tired in the nicest way',
            'Let’s do something like it again soon',
            'I liked today',
            'My feet are sleepy, and so am I',
            'That was a good one',
            'I’ll remember today',
            'Home smells of supper already',
            'I could sleep for a week',
          ],
          ['yawned', 'said with a yawn', 'said sleepily', 'murmured'],
        ),
        said(
          c,
          213,
          c.name,
          [
            'What a day',
            'What a lovely, long day',
            'I’m tired in the nicest way',
            'Let’s do something like it again soon',
            'I liked today',
            'My feet are sleepy, and so am I',
            'That was a good one',
            'I’ll remember today',
            'Home smells of supper already',
            'I could sleep for a week',
          ],
          ['yawned', 'said with a yawn', 'said sleepily', 'murmured'],
        ),
        `Neither of them said much. They didn’t need to.`,
      ]),
    ],
    [
      3,
      alt(c, 13, [
        `Windows glowed yellow one by one, and somewhere a blackbird sang the last song of the day. ${c.name}’s feet were tired in the nicest possible way.`,
        `Someone was cooking onions; someone else was practising the piano, badly and bravely. ${c.name} decided that was the best sound in the street.`,
        `${c.name} went over the day in order, like turning the pages of a book, and lingered on the middle part, where things had nearly gone wrong.`,
        `The street lamps blinked on one after another, as if passing a message down the road. ${c.name} walked slowly, wanting the day to last just a little longer.`,
        `A smell of warm bread drifted from somebody’s kitchen, and ${c.name} realised, with some surprise, how hungry a good day can make you.`,
      ]),
    ],
  ],
  bedtime: (c) => {
    const N = c.name,
      C = c.co.name;
    const lines: Line[] = [
      [
        0,
        `${alt(c, 14, [`That night`, `At bedtime`, `Later, warm from the bath`, `Once teeth were brushed`, `A little later`, `When it was time for sleep`])}, ${N} ${alt(c, 114, [`snuggled into bed`, `climbed into bed in ${his(c)} softest pyjamas`, `snuggled under the covers`, `burrowed under the blanket`, `nestled into bed`, `climbed into the big soft bed`])}.`,
      ],
      [
        't',
        alt(c, 15, [
          `Snuggle, snuggle, snuggle.`,
          `Yawn, yawn, yawn.`,
          `Cosy, cosy, cosy.`,
          `Hush, hush, hush.`,
          `Sleepy, sleepy, sleepy.`,
          `Warm and snug, warm and snug.`,
        ]),
      ],
      [
        1,
        `${C} ${alt(c, 16, [`curled up at the foot of the bed`, `found a warm spot by the pillow`, `snuggled in close beside ${N}`, `burrowed into the corner of the blanket`, `settled down next to ${N}`, `made a small round nest in the quilt`])}, and the moon ${alt(c, 116, [`peeped in through the window`, `glowed like a night-light`, `hung round and quiet in the window`, `smiled through a gap in the curtains`, `kept quiet watch outside`])}.`,
      ],
    ];
    if (c.traitBed) lines.push([2, `${N} — ${c.traitBed} and all — was warm and cosy under the blanket.`]);
    lines.push([
      2,
      alt(c, 18, [
        `“Goodnight, ${C},” whispered ${N}. “Goodnight, ${N},” whispered ${C}.`,
        `“Same again tomorrow?” ${N} asked ${C}, already half asleep.`,
        `${N} gave ${C} one last sleepy pat. “Night-night.”`,
        `“Thank you for today, ${C},” mumbled ${N} into the pillow.`,
        `${C} gave a tiny snore, and ${N} smiled in the dark.`,
      ]),
    ]);
    if (c.moral) lines.push([0, `Before ${N} closed ${his(c)} eyes, ${he(c)} whispered: “${c.moral}”`]);
    lines.push(
      [
        3,
        alt(c, 17, [
          `Outside, the stars kept watch over the sleeping world, the way they always do. ${N}’s breathing grew slow and soft, and soon ${N} was dreaming of tomorrow.`,
          `The house settled with its small night noises: a creak, a tick, a sigh of the radiator. ${N} listened to them the way you listen to rain, and drifted off somewhere in the middle of a thought.`,
          `${N} thought, just before sleep, that today had changed something small inside, the way one moved stone changes the path of a stream. Then the thought went soft at the edges, and ${N} was asleep.`,
        ]),
      ],
      [0, `Goodnight, ${N}.`],
    );
    return lines;
  },

  shapes: {
    truth,
    askHelp,
    different,
    promise,
    missing,
    fear: {
      title: (c) => `${c.name} and the Wobbly Bridge`,
      problem: (c) => [
        [
          0,
          alt(c, 600, [
            `${cap(c.place.at)}, there was a little wooden bridge over a babbling stream.`,
            `${cap(c.place.at)}, a narrow wooden bridge crossed a chattering stream.`,
            `${cap(c.place.at)}, an old plank bridge hung over a busy little stream.`,
          ]),
        ],
        [
          1,
          alt(c, 601, [
            `On the other side, the prettiest flowers were glowing in the sunshine.`,
            `Across the water, a patch of bright flowers was nodding in the sun.`,
            `On the far bank grew the best flowers of all, yellow and blue.`,
          ]),
        ],
        [
          0,
          alt(c, 602, [
            `But the bridge wobbled, and ${c.name} felt scared.`,
            `But the bridge swayed, and ${c.name}’s tummy did a flip.`,
            `But every plank creaked and wobbled, and ${c.name} stopped.`,
          ]),
        ],
        [2, `Wibble, wobble went the planks, and ${c.name}’s knees went wibbly-wobbly too.`],
        [
          3,
          `${c.name} knew, in the sensible part of ${his(c)} mind, that hundreds of feet had crossed this bridge before. The trouble was that nobody had told ${c.name}’s knees. Fear, ${c.name} was discovering, does not listen to arguments; it only watches what you do next.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 603, [
              `${c.name} put one foot on the bridge.`,
              `${c.name} tested the first plank with one toe.`,
              `${c.name} stepped onto the bridge, very carefully.`,
            ]),
          ],
          [
            0,
            alt(c, 604, [
              `Wobble! ${c.name} jumped back.`,
              `Creak! ${c.name} hopped straight back onto the grass.`,
              `Sway! Back went ${c.name}, quick as a rabbit.`,
            ]),
          ],
        ],
        (c) => [
          [
            0,
            alt(c, 605, [
              `${c.name} tried closing ${his(c)} eyes.`,
              `${c.name} tried crossing with ${his(c)} eyes shut.`,
              `${c.name} decided not to look, and closed ${his(c)} eyes tight.`,
            ]),
          ],
          [1, `But with closed eyes, ${c.name} could not see where to step, and that felt even scarier.`],
        ],
        (c) => [
          [
            0,
            alt(c, 606, [
              `${c.name} waited for the brave feeling to come all by itself.`,
              `${c.name} sat down to wait until the brave feeling turned up.`,
              `${c.name} hoped the bridge would stop wobbling if ${he(c)} waited long enough.`,
            ]),
          ],
          [1, `${c.name} waited and waited. But the scared feeling just sat there, like a cat on a cushion.`],
        ],
      ],
      turn: (c) => [
        [
          0,
          alt(c, 607, [
            `${c.name} took a big, slow breath and held on tight to ${c.co.name}.`,
            `${c.name} breathed in slowly, and took ${c.co.name} along for company.`,
            `${c.name} counted three slow breaths, with ${c.co.name} close beside.`,
          ]),
        ],
        [0, `“One small step,” said ${c.name}. “And another.”`],
        ['t', `Step, step, step!`],
        [1, `Slowly, slowly, ${c.name} crossed the bridge. It still wobbled a little — and that was all right.`],
        [
          3,
          `Halfway across, ${c.name} noticed something surprising: the fear had not gone anywhere. It had simply stopped being in charge. Courage, it turned out, was not the absence of the wobble but the decision to keep walking with it.`,
        ],
      ],
      resolution: (c) => [
        [0, alt(c, 608, [`${c.name} did it!`, `${c.name} was across!`, `Made it! ${c.name} was on the other side.`])],
        [
          0,
          alt(c, 609, [
            `On the other side, the flowers shone like tiny lanterns.`,
            `The flowers on this side smelled of honey and sunshine.`,
            `Up close, the flowers were even brighter than they had looked.`,
          ]),
        ],
        [1, `“I was scared, and I did it anyway,” said ${c.name}, and ${c.co.name} cheered.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} and the Quiet Little Sigh`,
      problem: (c) => [
        [
          0,
          alt(c, 610, [
            `${cap(c.place.at)}, ${c.co.name} sat all alone, looking sad.`,
            `${cap(c.place.at)}, ${c.co.name} was sitting by ${cx(c, 'him', 'her')}self, very quiet.`,
            `${cap(c.place.at)}, ${c.co.name} sat apart from everything, staring at nothing.`,
          ]),
        ],
        [0, `“What’s wrong?” asked ${c.name}. But ${c.co.name} only sighed.`],
        [
          1,
          alt(c, 611, [
            `Even the birds seemed to sing a little more softly.`,
            `The whole afternoon seemed to go a little grey.`,
            `Even the wind seemed to tiptoe.`,
          ]),
        ],
        [
          3,
          `${c.name} recognised that particular silence. It is the kind you carry when something inside is too big to say and too heavy to put down. Cheering someone up, ${c.name} suspected, was not going to be as simple as it looked.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 612, [
              `${c.name} rolled a ball to ${c.co.name}.`,
              `${c.name} brought the ball and gave it a gentle roll.`,
              `${c.name} rolled the red ball across the grass to ${c.co.name}.`,
            ]),
          ],
          [1, `But ${c.co.name} did not want to play.`],
        ],
        (c) => [
          [
            0,
            alt(c, 613, [
              `${c.name} pulled the funniest face in the whole wide world.`,
              `${c.name} did a silly dance, arms flapping like a chicken.`,
              `${c.name} made a face with crossed eyes and puffed-out cheeks.`,
            ]),
          ],
          [1, `${c.co.name} smiled a tiny smile, but the sad look soon came back.`],
        ],
        (c) => [
          [
            0,
            alt(c, 614, [
              `${c.name} talked and talked about all the fun things they could do.`,
              `${c.name} listed every game ${he(c)} could think of.`,
              `${c.name} chattered about picnics and puddles and tree houses.`,
            ]),
          ],
          [1, `But ${c.co.name} only grew quieter.`],
        ],
      ],
      turn: (c) => [
        [
          0,
          alt(c, 615, [
            `So ${c.name} sat down next to ${c.co.name} and simply listened.`,
            `This time ${c.name} said nothing at all, and just sat down close by.`,
            `${c.name} sat down beside ${c.co.name} and waited, quiet as a leaf.`,
          ]),
        ],
        [1, `Little by little, ${c.co.name} told ${c.name} everything: ${coHe(c)} was missing ${coHis(c)} family far away and felt very small today.`],
        [
          0,
          alt(c, 616, [
            `${c.name} gave ${c.co.name} a big, warm hug.`,
            `${c.name} wrapped ${c.co.name} in a long, gentle hug.`,
            `${c.name} held ${c.co.name} close for a while.`,
          ]),
        ],
        [
          3,
          `It was strange: all morning ${c.name} had tried to fix ${c.co.name}’s sadness as if it were a broken toy. What ${c.co.name} had needed was not a repair but company, someone willing to sit inside the quiet for a while.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 617, [
            `Together they made a crown of flowers.`,
            `Together they wove a daisy chain, long enough for two.`,
            `They picked flowers and made two crowns, one each.`,
          ]),
        ],
        [0, `${c.co.name} smiled a real smile.`],
        [1, `“Thank you for listening,” said ${c.co.name}. “That was the best help of all.”`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} and the Rainbow Kite`,
      problem: (c) => [
        [
          0,
          alt(c, 540, [
            `${cap(c.place.at)}, ${c.name} had a brand-new rainbow kite.`,
            `${cap(c.place.at)}, ${c.name} unrolled a brand-new kite with a rainbow tail.`,
            `${c.name} had a rainbow kite, and the wind ${c.place.at} was just right for it.`,
          ]),
        ],
        [
          0,
          alt(c, 541, [
            `“Can I play too?” asked ${c.co.name}.`,
            `${c.co.name} came closer. “Can I hold it? Just for a bit?”`,
            `“Ooh, may I have a turn?” asked ${c.co.name}.`,
          ]),
        ],
        [
          0,
          alt(c, 542, [
            `“No, it’s mine,” said ${c.name}, holding it tight.`,
            `“No. It’s MY kite,” said ${c.name}, hugging it close.`,
            `${c.name} held the kite behind ${his(c)} back. “No, it’s mine.”`,
          ]),
        ],
        [
          1,
          alt(c, 543, [
            `${c.co.name}’s face fell, and ${coHe(c)} walked slowly away.`,
            `${c.co.name} said nothing and went to sit by ${cx(c, 'him', 'her')}self under a tree.`,
            `${c.co.name}’s shoulders drooped, and ${coHe(c)} wandered off.`,
          ]),
        ],
        [
          3,
          `Even as the words left ${his(c)} mouth, ${c.name} felt them land wrongly, like a ball thrown too hard. The kite was new and bright and entirely ${c.name}’s, and yet holding on to it felt oddly lonelier than expected.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 544, [
              `${c.name} ran and ran, but the kite only bumped along the ground.`,
              `${c.name} ran as fast as ${he(c)} could, and the kite dragged behind like a sleepy blanket.`,
              `${c.name} raced across the grass, but the kite just skidded along the ground.`,
            ]),
          ],
          ['t', `Bump, bump, bump!`],
        ],
        (c) => [
          [
            0,
            alt(c, 545, [
              `${c.name} threw the kite up high.`,
              `${c.name} tossed the kite into the air with both hands.`,
              `${c.name} flung the kite as high as ${he(c)} could.`,
            ]),
          ],
          [
            0,
            alt(c, 546, [`Flop! Down it came again.`, `It wobbled, and dived, and landed with a flump.`, `For one second it hung there. Then, plop, it fell.`]),
          ],
        ],
        (c) => [
          [
            0,
            alt(c, 547, [
              `${c.name} tried to hold the string, run and throw, all at the same time.`,
              `${c.name} tried to throw the kite and catch the string at once.`,
              `${c.name} tried to do it all alone: hold, throw, run and pull.`,
            ]),
          ],
          [
            1,
            alt(c, 548, [
              `Tangle, tumble! Soon ${c.name} was wrapped up in string like a little parcel.`,
              `In no time the string had wound round ${c.name}’s legs like spaghetti round a fork.`,
              `Soon kite, string and ${c.name} were one big knot on the grass.`,
            ]),
          ],
        ],
      ],
      turn: (c) => [
        [
          0,
          alt(c, 549, [
            `${c.name} looked at ${c.co.name}, who was watching from far away.`,
            `${c.name} noticed ${c.co.name}, sitting all alone and pretending not to watch.`,
            `Across the grass, ${c.co.name} was watching. ${c.name} felt a pinch somewhere inside.`,
          ]),
        ],
        [
          0,
          alt(c, 550, [
            `“Will you fly it with me?” asked ${c.name}.`,
            `“I think it needs two,” said ${c.name}. “Will you help me?”`,
            `${c.name} walked over. “I’m sorry. Let’s fly it together.”`,
          ]),
        ],
        [1, `${c.co.name} held the kite up high, and ${c.name} ran with the string.`],
        [
          3,
          `Walking over to ${c.co.name} cost ${c.name} a little pride, which turned out to be surprisingly cheap. Some things, ${c.name} understood, only work properly when there are two of you: a see-saw, a secret, a kite.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 551, [
            `Whoosh! Up, up went the kite, high into the sky.`,
            `The wind caught it, and up went the kite, higher than the trees.`,
            `Swoop! The kite climbed the sky, its rainbow tail dancing.`,
          ]),
        ],
        [
          1,
          alt(c, 552, [
            `“It flies better with two,” laughed ${c.name}. And they took turns holding the string, one after the other.`,
            `They took turns holding the string, and the kite flew best of all when they laughed.`,
            `“Your turn,” said ${c.name}, and handed ${c.co.name} the string.`,
          ]),
        ],
      ],
    },
    mistake: {
      title: (c) => `${c.name} and the Little Red Boat`,
      problem: (c) => [
        [
          0,
          alt(c, 618, [
            `${cap(c.place.at)}, ${c.co.name} had a little red boat with a white sail.`,
            `${cap(c.place.at)}, ${c.co.name} was proud of a little red boat with a white sail.`,
            `${cap(c.place.at)}, ${c.co.name} had brought a red toy boat with a white sail.`,
          ]),
        ],
        [1, `While ${c.co.name} went to look for shiny pebbles, ${c.name} played with the boat.`],
        [0, `Snap! The little mast broke.`],
        [1, `${c.name}’s tummy felt tight and wobbly. Oh no.`],
        [
          3,
          `For a long moment ${c.name} simply stared at the snapped mast. Nobody had seen. That thought arrived quickly and quietly, like a cat slipping through a door, and ${c.name} did not like how comfortable it tried to make itself.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 619, [
              `${c.name} hid the boat behind ${his(c)} back.`,
              `${c.name} tucked the boat away behind a stone.`,
              `${c.name} pushed the boat under some leaves, out of sight.`,
            ]),
          ],
          [1, `But hiding it made ${c.name}’s heart feel heavy, like a pocket full of stones.`],
        ],
        (c) => [
          [
            0,
            alt(c, 620, [
              `${c.name} tried to fix the mast with a leaf.`,
              `${c.name} tried to stick the mast back with mud.`,
              `${c.name} tried to hold the mast straight with a twig.`,
            ]),
          ],
          [1, `The leaf flopped over. The mast was still broken.`],
        ],
        (c) => [
          [0, `When ${c.co.name} came back, ${c.name} almost said, “I don’t know what happened.”`],
          [1, `But the words got stuck. They did not feel true.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} took a deep breath. “I broke your boat,” ${he(c)} said. “I’m sorry.”`],
        [1, `${c.co.name} was quiet for a moment. Then ${coHe(c)} said, “Thank you for telling me the truth.”`],
        [2, `“Let’s fix it together,” said ${c.name}.`],
        [
          3,
          `The hardest part was the second before the words came out. After that, strangely, everything weighed less. ${c.name} had expected the truth to make things worse; instead it made them mendable.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 621, [
            `Together they tied the mast with a piece of string.`,
            `Together they tied the mast tight with a bit of string.`,
            `With a piece of string and four careful hands, they tied the mast.`,
          ]),
        ],
        [0, `The little red boat sailed again!`],
        [1, `And ${c.name}’s heart felt as light as a feather.`],
      ],
    },
    family: {
      title: (c) => `${c.name}’s Present for Grandma`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} suddenly remembered: “Grandma is coming tonight!”`],
        [0, `${c.name} wanted to find her the most wonderful present.`],
        [1, `Something special. Something nobody had ever given her before.`],
        [
          3,
          `${c.name} wanted the present to say something hard to put into words: that the whole house felt warmer when Grandma visited, and that ${c.name} noticed. Finding a thing big enough to say that was going to be a challenge.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 637, [
              `${c.name} picked a bunch of flowers.`,
              `${c.name} gathered a handful of flowers.`,
              `${c.name} picked the brightest flowers ${he(c)} could find.`,
            ]),
          ],
          [1, `But the wind blew the petals away, one by one.`],
        ],
        (c) => [
          [0, `${c.name} drew a picture in the soft earth with a stick.`],
          [1, `But ${c.co.name} stepped on it by accident. “Oops!” said ${c.co.name}.`],
        ],
        (c) => [
          [
            0,
            alt(c, 638, [
              `${c.name} looked for the shiniest stone in the world.`,
              `${c.name} hunted for a stone that sparkled.`,
              `${c.name} searched for a special, shiny pebble.`,
            ]),
          ],
          [1, `But all the stones looked plain and grey.`],
        ],
      ],
      turn: (c) => [
        [0, `Then ${c.name} thought about what Grandma loved most.`],
        [0, `Not things. Grandma loved being together!`],
        [1, `“I know!” said ${c.name}. “I’ll take Grandma for a walk and show her everything we saw today.”`],
        [
          3,
          `It dawned on ${c.name} slowly, the way morning light creeps across a floor. Grandma had never once asked for anything. What she collected, every single visit, were moments: stories, walks, the sound of ${c.name} laughing.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 639, [
            `That evening, Grandma and ${c.name} went for a walk, hand in hand.`,
            `That evening, ${c.name} took Grandma’s hand and led her outside.`,
            `When evening came, Grandma and ${c.name} set off on a slow walk together.`,
          ]),
        ],
        [1, `${c.name} showed her all the secret places ${c.place.at}.`],
        [0, `Grandma gave ${c.name} a big hug. “This is the best present of all,” she said.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} and the Little Stick House`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} wanted to build a little house of sticks and leaves for ${c.co.name}.`],
        [0, alt(c, 622, [`But every time, it fell down. Crash!`, `But it kept falling over. Crash!`, `But each time, down it came. Crash!`])],
        [1, `${c.name} felt hot and cross, like a kettle about to whistle.`],
        [
          3,
          `${c.name} could feel the anger rising, hot and fizzy, from the stomach to the ears. Part of ${c.name} wanted to sweep the whole pile away in one go. Another, quieter part was watching, curious, waiting to see which part would win.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 623, [
              `${c.name} built faster and faster.`,
              `${c.name} piled the sticks up faster and faster.`,
              `${c.name} hurried, stacking sticks as quick as ${he(c)} could.`,
            ]),
          ],
          [1, `Wobble, tumble, and down it came again.`],
        ],
        (c) => [
          [0, `${c.name} stamped ${his(c)} feet and shouted, “Silly sticks!”`],
          [1, `${c.co.name} jumped. The sticks just lay there.`],
        ],
        (c) => [
          [
            0,
            alt(c, 624, [
              `${c.name} sat down with crossed arms and a big frown.`,
              `${c.name} flopped down with folded arms.`,
              `${c.name} sat on the grass and scowled at the sticks.`,
            ]),
          ],
          [1, `But sulking did not build anything, and ${c.name} felt even crosser.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} took three slow breaths: in, and out. In, and out. In, and out.`],
        [0, `“I feel cross,” said ${c.name}. “And that’s okay.”`],
        [1, `With a calmer heart, ${c.name} looked again and saw what was wrong: the house needed a wider, stronger bottom.`],
        [
          3,
          `Naming the feeling did something odd: it put a little space between ${c.name} and the anger, just enough room to think. The anger was still there, but now it was something ${c.name} had, not something ${c.name} was.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 625, [
            `Slowly and carefully, ${c.name} built the house again.`,
            `This time ${c.name} built slowly, one stick at a time.`,
            `Stick by stick, carefully, ${c.name} began again.`,
          ]),
        ],
        [0, `It stood! ${c.co.name} crawled inside and peeked out of the window.`],
        [1, `“It’s perfect,” said ${c.co.name}, and ${c.name} beamed.`],
      ],
    },
    habit: {
      title: (c) => `${c.name} and the Great Tidy-Up`,
      problem: (c) => [
        [0, `${c.name} wanted to play ball with ${c.co.name}. But where was the ball?`],
        [0, `Toys were everywhere: under the bed, on the chair, even in a shoe!`],
        [1, `${c.name} had left things wherever they happened to drop.`],
        [
          3,
          `${c.name} surveyed the room with the weary eye of an explorer facing an uncharted jungle. Somewhere beneath the heaps of clothes, books and building blocks lay the ball. The question was whether ${c.name} had the patience to dig for it.`,
        ],
      ],
      tries: [
        (c) => [
          [0, alt(c, 631, [`${c.name} looked under the bed.`, `${c.name} crawled under the bed to look.`, `First ${c.name} peered under the bed.`])],
          [1, `Only one sock and a lost crayon.`],
        ],
        (c) => [
          [0, alt(c, 632, [`${c.name} looked in the toy box.`, `${c.name} dug through the toy box.`, `Next, ${c.name} rummaged in the toy box.`])],
          [1, `Everything was jumbled up like spaghetti.`],
        ],
        (c) => [
          [0, `“Ball! Where are you?” called ${c.name}.`],
          [1, `But balls don’t answer. ${c.co.name} giggled.`],
        ],
      ],
      turn: (c) => [
        [0, `“I know,” said ${c.name}. “Let’s tidy up, one thing at a time.”`],
        [0, `Books on the shelf. Blocks in the box. Socks in the basket.`],
        ['t', `Tidy, tidy, tidy!`],
        [1, `${c.name} made it a game and sang a little tidy-up song.`],
        [
          3,
          `Somewhere around the third shelf, ${c.name} noticed that tidying was less like a punishment and more like a puzzle. Every object had a place where it made sense, and putting it there felt oddly satisfying.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 633, [
            `And there was the ball, under the very last cushion!`,
            `And there, behind the very last book, was the ball!`,
            `Under the last heap of socks: the ball!`,
          ]),
        ],
        [0, `${c.name} and ${c.co.name} ran outside and played ${c.place.at}.`],
        [1, `Afterwards, ${c.name} put the ball back in its place, ready for tomorrow.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} and the Thirsty Flower`,
      problem: (c) => [
        [
          0,
          alt(c, 626, [
            `${cap(c.place.at)}, ${c.name} found a little flower with its head hanging down.`,
            `${cap(c.place.at)}, ${c.name} noticed a flower drooping sadly.`,
            `${cap(c.place.at)}, a little flower was bending low, as if it were tired.`,
          ]),
        ],
        [1, `All around it lay sweet wrappers and bottle tops.`],
        [0, `“Poor little flower,” said ${c.name}. “You need help.”`],
        [
          3,
          `${c.name} felt a small, fierce indignation on the flower’s behalf. Someone had walked through here and left the place worse than they found it. ${c.name} could not undo that, but could decide what kind of visitor to be.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 627, [
              `${c.name} carried water in ${his(c)} hands.`,
              `${c.name} ran to fetch water in cupped hands.`,
              `${c.name} scooped up water with both hands.`,
            ]),
          ],
          [1, `But the water dribbled through ${his(c)} fingers — drip, drip — before ${c.name} got back.`],
        ],
        (c) => [
          [
            0,
            alt(c, 628, [
              `${c.name} began to pick up the rubbish, one piece at a time.`,
              `${c.name} started gathering the wrappers, one by one.`,
              `${c.name} picked up bottle tops until ${his(c)} pockets were full.`,
            ]),
          ],
          [1, `But there was so much, and soon ${c.name}’s arms were full.`],
        ],
        (c) => [
          [0, `${c.name} asked the wind to blow the rubbish away.`],
          [1, `Whoosh! The wind only blew it all around. ${c.co.name} laughed and chased a paper bag.`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} thought and thought, and then made a plan.`],
        [0, `${c.name} found a basket for the rubbish and a big, cupped leaf for the water.`],
        [1, `“You hold the basket, I’ll pick up,” said ${c.name}, and ${c.co.name} nodded.`],
        [
          3,
          `${c.name} realised the job had been too big for one pair of hands and no plan. With a basket, a leaf and a friend, the same work became something else entirely: not a chore, but a rescue.`,
        ],
      ],
      resolution: (c) => [
        [0, alt(c, 629, [`Soon everything was clean and sparkling.`, `Before long, the place was clean again.`, `Soon there was not a wrapper left.`])],
        [
          0,
          alt(c, 630, [
            `The little flower lifted its head towards the sun.`,
            `Slowly, the flower raised its head to the light.`,
            `The flower straightened up, bright and thirsty no more.`,
          ]),
        ],
        [1, `A butterfly landed on it, as if to say thank you.`],
      ],
    },
    lost: {
      title: (c) => alt(c, 40, [`${c.name} and the Little One Who Wandered Off`, `${c.name} and the Very Quiet Search`]),
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name}’s mother was calling and calling.`],
        [0, `“My littlest one has wandered off!” she said.`],
        [1, `“We’ll find your little one,” said ${c.name}. “I promise we’ll look everywhere.”`],
        [2, `${c.co.name} didn’t say a word. ${cap(coHe(c))} had never been so quiet.`],
        [
          3,
          `Worry hung in the air like the hush before rain. Somewhere nearby, someone very small was waiting to be found, and ${c.name} meant to be the one who found them.`,
        ],
      ],
      tries: [
        (c) => [
          [
            0,
            alt(c, 634, [
              `${c.name} looked behind the big old tree.`,
              `${c.name} peeped round the old tree.`,
              `${c.name} searched behind the tree with the twisty roots.`,
            ]),
          ],
          [1, `Only moss, and a beetle who did not like being disturbed.`],
          ['t', `Peek! No one there.`],
        ],
        (c) => [
          [0, `${c.name} searched the tall flowers and called, “Little one! Where are you?”`],
          [1, `But the louder ${c.name} called, the quieter everything became.`],
        ],
        (c) => [
          [0, `${c.name} followed a trail of tiny footprints, round and round.`],
          [1, `Round and round they went — until ${c.name} saw they were their own footprints, going in a circle!`],
        ],
      ],
      turn: (c) => [
        [0, `${c.name} stood very still. “Shh,” ${he(c)} whispered. “Let’s listen.”`],
        [0, `And there it was: a tiny snore, coming from an old picnic basket.`],
        ['t', `Snore, snore, snore!`],
        [1, `Curled up inside the basket lay the little one, fast asleep.`],
        [
          3,
          `${c.name} almost laughed. All that rushing and calling, and the answer had been lying there the whole time, waiting for someone to be quiet enough to hear it.`,
        ],
      ],
      resolution: (c) => [
        [
          0,
          alt(c, 635, [
            `${c.name} carried the little one back to ${c.co.name}’s mother, slowly and gently.`,
            `${c.name} carried the sleepy little one back to ${c.co.name}’s mother.`,
            `Gently, gently, ${c.name} brought the little one to ${c.co.name}’s mother.`,
          ]),
        ],
        [0, alt(c, 636, [`She hugged her baby tight.`, `She wrapped her little one up in a hug.`, `She nuzzled her baby and held it close.`])],
        [1, `“Thank you,” she said to ${c.name}. “You found my little one by listening.”`],
      ],
    },
    campfire: {
      title: (c) => alt(c, 41, [`${c.name} and the Night in the Tent`, `${c.name} Camps Out with Grandpa`]),
      problem: (c) => [
        [0, `That evening ${c.name} and Grandpa put up a tent ${c.place.at}.`],
        [0, `When the sun went down, the trees turned dark and whispery.`],
        [1, `“I want to go inside,” said ${c.name} in a small voice.`],
        [2, `Grandpa squeezed ${his(c)} hand. “The night is only the day with its eyes closed,” he said.`],
        [
          3,
          `${c.name} was not at all sure about that. In daylight the woods had been a place for climbing and collecting pine cones; now they were a wall of shapes that seemed to lean closer when nobody was looking.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} crawled into the tent and hid under the sleeping bag.`],
          [1, `But inside the tent it was even darker.`],
          ['t', `Dark, dark, dark!`],
        ],
        (c) => [
          [0, `${c.name} switched on the lantern.`],
          [1, `The light made the shadows jump and stretch, bigger than before.`],
        ],
        (c) => [
          [0, `${c.name} squeezed ${his(c)} eyes shut.`],
          [1, `But with eyes shut, every rustle sounded twice as loud.`],
        ],
      ],
      turn: (c) => [
        [0, `Then ${c.name} looked up.`],
        [0, `The sky was full of stars, more than ${c.name} had ever seen.`],
        [1, `“Let’s find out what the dark is made of,” whispered ${c.name}.`],
        [1, `A cricket chirped. A leaf rustled. Far away, a frog said “croak”.`],
        [2, `“That’s not scary,” said ${c.co.name}. “That’s just the night saying hello.”`],
        [
          3,
          `Once ${c.name} had named the sounds, they stopped being monsters and became neighbours: the cricket, the leaf, the frog with the deep voice. The dark had not changed at all. ${c.name} had.`,
        ],
      ],
      resolution: (c) => [
        [0, `Grandpa lit a small campfire in the ring of stones.`],
        [0, `${c.name} sat on a log, a safe step back, and warmed ${his(c)} hands.`],
        [1, `They drank warm cocoa and gave the brightest stars silly names.`],
      ],
      homeward: (c) => [
        [0, `At last Grandpa poured a bucket of water over the campfire. Hiss!`],
        [1, `“Time for bed, camper,” he said, and they walked back to the house, hand in hand.`],
        [2, `${c.name} turned round once more and waved goodnight to the dark.`],
        [3, `${c.co.name} was already half asleep, and ${c.name} felt the kind of tiredness that comes only after a day that was bigger than expected.`],
      ],
    },
    cookies: {
      title: (c) => alt(c, 42, [`${c.name} and the Longest Twenty Minutes`, `${c.name}’s Cookies for Everyone`]),
      problem: (c) => [
        [0, `${c.name} and Grandma were baking cookies ${c.place.at}.`],
        [0, `“Now they must bake for twenty minutes,” said Grandma.`],
        [1, `Twenty minutes! To ${c.name} that sounded like forever.`],
        [2, `${c.co.name} sniffed the warm, sweet air and sighed.`],
        [
          3,
          `${c.name} knew, in a general way, that good things take time. It was just that ${c.name} had never liked that rule, and liked it even less with a tray of cookies in the oven.`,
        ],
      ],
      tries: [
        (c) => [
          [0, `${c.name} peeked through the oven window.`],
          [0, `“Are they ready?” “Not yet,” said Grandma.`],
        ],
        (c) => [
          [0, `${c.name} counted to ten, very slowly.`],
          [1, `But ten was over in no time, and the cookies were still pale.`],
          ['t', `One, two, three... still waiting!`],
        ],
        (c) => [
          [0, `${c.name} sat by the oven and thought about nothing but cookies.`],
          [1, `That only made the waiting longer.`],
        ],
      ],
      turn: (c) => [
        [0, `Then ${c.name} had an idea: “I’ll make something while we wait!”`],
        [0, `${c.name} drew a card with a big yellow sun for the friend next door.`],
        [1, `${c.name} was so busy colouring that ${he(c)} forgot all about the clock.`],
        [3, `Waiting, ${c.name} discovered, is much shorter when your hands are busy making something for somebody else.`],
      ],
      resolution: (c) => [
        [0, `Ding! The cookies were ready.`],
        [0, `In the garden, ${c.name} shared them with Grandma and the friend next door.`],
        [1, `“They taste even better because we waited,” said ${c.name}, and the card was a big hit too.`],
      ],
    },
    garden,
    race,
    book,
  },
};
