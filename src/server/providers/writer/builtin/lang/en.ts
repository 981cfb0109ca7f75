/** English templates of the built-in writer. */
import { alt, cap, cx, gx, type LanguagePack, type Line, type StoryContext } from '../story-types.ts';

const he = (c: StoryContext) => gx(c, 'he', 'she', 'they');
const his = (c: StoryContext) => gx(c, 'his', 'her', 'their');
const him = (c: StoryContext) => gx(c, 'him', 'her', 'them');
const coHe = (c: StoryContext) => cx(c, 'he', 'she');
const coHis = (c: StoryContext) => cx(c, 'his', 'her');

function heroNoun(c: StoryContext): string {
  if (c.kind === 'animal') return 'a small, friendly animal';
  if (c.kind === 'object') return 'a very special little toy';
  return gx(c, 'a little boy', 'a little girl', 'a little child');
}

export const en: LanguagePack = {
  code: 'en',
  sep: ' ',
  settings: {
    garden: { at: 'in the garden', to: 'out into the garden', detail: 'Bees buzzed between the roses, and the grass smelled of summer.' },
    forest: { at: 'in the forest', to: 'into the forest', detail: 'Tall trees whispered, and sunbeams danced between the leaves.' },
    meadow: { at: 'in the meadow', to: 'to the big meadow', detail: 'Daisies nodded in the breeze, and grasshoppers sang their clicky song.' },
    seaside: { at: 'by the sea', to: 'down to the seaside', detail: 'Little waves went swish, swash over the sand, and seagulls floated high above.' },
    mountain: { at: 'on the mountain', to: 'up the green mountain', detail: 'The path curled up and up, and the whole valley lay below like a patchwork quilt.' },
    farm: { at: 'on the farm', to: 'to the farm down the lane', detail: 'Hens clucked, a cow said a long, slow moo, and the barn smelled of warm hay.' },
    park: { at: 'in the park', to: 'to the park', detail: 'Ducks paddled on the pond, and the swings creaked happily.' },
    lake: { at: 'by the lake', to: 'down to the lake', detail: 'The water was smooth as glass, and dragonflies zipped over the reeds.' },
    snowyVillage: { at: 'in the snowy village', to: 'through the snowy village', detail: 'Snow sparkled on every roof, and the air smelled of hot cocoa.' },
    castle: { at: 'in the castle garden', to: 'to the old castle on the hill', detail: 'Flags fluttered on the towers, and roses climbed the old stone walls.' },
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
    const N = c.name, C = c.co.name;
    const lines: Line[] = [
      [0, `${alt(c, 1, ['Once upon a time', 'Once upon a time, not so long ago'])}, there was ${heroNoun(c)} called ${N}.`],
    ];
    if (c.trait) lines.push([0, `${N} was easy to spot: ${c.trait}.`]);
    lines.push(
      [1, alt(c, 2, [
        `${N} lived in a cosy little house with a red door and a window full of sunshine.`,
        `${N} lived in a snug little house at the end of a quiet lane, where the mornings smelled of toast.`,
      ])],
      [2, `Every morning ${N} opened the window, said hello to the day and wondered what it would bring.`],
      [3, `“Today,” ${N} thought, “something good is going to happen. I can feel it right down to my toes.” And ${N} was usually right about that sort of thing.`],
    );
    if (!c.meet) {
      lines.push([0, `${N} had a best friend: ${c.co.intro}.`], [1, `${C} went everywhere with ${him(c)}.`], ['t', `Hello, ${N}! Hello, ${C}!`]);
    }
    return lines;
  },
  meet: (c) => [
    [0, `Then came a knock, knock, knock at the door.`],
    [0, `It was ${c.name}’s best friend, ${c.co.intro}.`],
    [1, `“Good morning!” said ${c.co.name}. “What shall we do today?”`],
    [2, `${c.name} jumped up at once. “Let’s go on an adventure!”`],
    [3, `${c.co.name} was so excited that ${coHe(c)} spun around three times and nearly fell over, which made ${c.name} giggle so much that ${he(c)} had to sit down again.`],
  ],
  go: (c) => [
    [0, `${c.name} and ${c.co.name} went ${c.place.to}.`],
    [1, c.place.detail],
    [2, alt(c, 3, [`“Look!” said ${c.co.name}. “Everything sparkles today!”`, `${c.name} skipped along, humming a little song, and ${c.co.name} hummed along, a bit out of tune.`])],
    [3, `${c.name} breathed in the fresh air and noticed everything: the colours, the sounds, the tiny beetle marching across the path like a soldier on parade. The world felt big and friendly, and ${c.name} felt ready for anything.`],
  ],
  afterProblem: (c) => [
    [2, `${c.co.name} looked at ${c.name}. “What shall we do?”`],
    [3, `${c.name} frowned and thought hard. There had to be a way. There is always a way, if you look for it long enough — that was what ${c.name} believed.`],
  ],
  afterTry: (c, i) => ([
    [
      [1, `“Hmm,” said ${c.name}. “That wasn’t it.”`],
      [2, `“Never mind,” said ${c.co.name}. “Let’s try something else.”`],
      [3, `${c.name} scratched ${his(c)} head. A first try is only a first try, ${c.name} decided, and nobody gets everything right the first time — not even grown-ups.`],
    ],
    [
      [1, `“Oh dear,” sighed ${c.name}. “Not that way either.”`],
      [2, `${c.co.name} leaned against ${c.name} gently, just to say: I’m here.`],
      [3, `A little cloud of worry floated into ${c.name}’s chest. ${c.name} wondered whether it would be easier to give up and go home. But deep down, ${c.name} did not really want to.`],
    ],
    [
      [1, `Still no luck.`],
      [2, `“That’s three tries!” said ${c.co.name}. “Maybe we need a different kind of idea.”`],
      [3, `${c.name} was quiet for a moment, listening to the breeze. Sometimes, ${c.name} thought, the answer is not in trying harder, but in trying differently.`],
    ],
  ] as Line[][])[i]!,
  low: (c) => [
    [0, `${c.name} sat down on a smooth, warm stone and sighed a long sigh.`],
    [1, `${c.co.name} sat down too, very close, so that they were touching.`],
    [2, `“I don’t know what to do,” whispered ${c.name}. “That’s all right,” said ${c.co.name}. “We can think together.”`],
    [3, `${c.name} watched the clouds drift by, slow and unhurried. One looked like a sleepy whale, another like a teapot. Bit by bit the busy, buzzing thoughts settled, like leaves floating down onto a pond. And then, very quietly, an idea began to grow — the way a seed does, when nobody is watching.`],
  ],
  beforeTurn: (c) => [
    [2, `Suddenly ${c.name}’s eyes lit up.`],
    [3, `“Wait,” ${c.name} said slowly. “I think I know what to do.”`],
  ],
  afterResolution: (c) => [
    [2, `${c.name} and ${c.co.name} laughed until their tummies tickled.`],
    [3, `${c.name} felt warm all the way through, like a mug of cocoa on a winter’s day. It had been a good day. A very good day indeed.`],
  ],
  sunset: () => [[0, `Then the sun went down, all pink and gold.`]],
  homeward: (c) => [
    [0, `The sun went down, all pink and gold. It was time to go home.`],
    [1, `${c.name} and ${c.co.name} walked home slowly, side by side.`],
    [2, `“What a day,” yawned ${c.co.name}. “What a day,” yawned ${c.name}.`],
    [3, `The first star blinked awake above the rooftops. Windows glowed yellow one by one, and somewhere a blackbird sang its very last song of the day. ${c.name}’s feet were tired in the nicest possible way.`],
  ],
  bedtime: (c) => {
    const N = c.name, C = c.co.name;
    const lines: Line[] = [
      [0, `That night, ${N} snuggled into bed.`],
      ['t', `Snuggle, snuggle, snuggle.`],
      [1, `${C} curled up at the foot of the bed, and the moon peeped in through the window.`],
    ];
    if (c.traitBed) lines.push([2, `${N} — ${c.traitBed} and all — was warm and cosy under the blanket.`]);
    lines.push([2, `“Goodnight, ${C},” whispered ${N}. “Goodnight, ${N},” whispered ${C}.`]);
    if (c.moral) lines.push([0, `Before ${N} closed ${his(c)} eyes, ${he(c)} whispered: “${c.moral}”`]);
    lines.push(
      [3, `Outside, the stars kept watch over the sleeping world, the way they always do. ${N}’s breathing grew slow and soft, and soon ${N} was dreaming of tomorrow.`],
      [0, `Goodnight, ${N}.`],
    );
    return lines;
  },

  shapes: {
    fear: {
      title: (c) => `${c.name} and the Wobbly Bridge`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, there was a little wooden bridge over a babbling stream.`],
        [1, `On the other side, the prettiest flowers were glowing in the sunshine.`],
        [0, `But the bridge wobbled, and ${c.name} felt scared.`],
        [2, `Wibble, wobble went the planks, and ${c.name}’s knees went wibbly-wobbly too.`],
      ],
      tries: [
        (c) => [[0, `${c.name} put one foot on the bridge.`], [0, `Wobble! ${c.name} jumped back.`]],
        (c) => [[0, `${c.name} tried closing ${his(c)} eyes.`], [1, `But with closed eyes, ${c.name} could not see where to step, and that felt even scarier.`]],
        (c) => [[0, `${c.name} waited for the brave feeling to come all by itself.`], [1, `${c.name} waited and waited. But the scared feeling just sat there, like a cat on a cushion.`]],
      ],
      turn: (c) => [
        [0, `${c.name} took a big, slow breath and held on tight to ${c.co.name}.`],
        [0, `“One small step,” said ${c.name}. “And another.”`],
        ['t', `Step, step, step!`],
        [1, `Slowly, slowly, ${c.name} crossed the bridge. It still wobbled a little — and that was all right.`],
      ],
      resolution: (c) => [
        [0, `${c.name} did it!`],
        [0, `On the other side, the flowers shone like tiny lanterns.`],
        [1, `“I was scared, and I did it anyway,” said ${c.name}, and ${c.co.name} cheered.`],
      ],
    },
    friend: {
      title: (c) => `${c.name} and the Quiet Little Sigh`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} sat all alone, looking sad.`],
        [0, `“What’s wrong?” asked ${c.name}. But ${c.co.name} only sighed.`],
        [1, `Even the birds seemed to sing a little more softly.`],
      ],
      tries: [
        (c) => [[0, `${c.name} rolled a ball to ${c.co.name}.`], [1, `But ${c.co.name} did not want to play.`]],
        (c) => [[0, `${c.name} pulled the funniest face in the whole wide world.`], [1, `${c.co.name} smiled a tiny smile, but the sad look soon came back.`]],
        (c) => [[0, `${c.name} talked and talked about all the fun things they could do.`], [1, `But ${c.co.name} only grew quieter.`]],
      ],
      turn: (c) => [
        [0, `So ${c.name} sat down next to ${c.co.name} and simply listened.`],
        [1, `Little by little, ${c.co.name} told ${c.name} everything: ${coHe(c)} was missing ${coHis(c)} family far away and felt very small today.`],
        [0, `${c.name} gave ${c.co.name} a big, warm hug.`],
      ],
      resolution: (c) => [
        [0, `Together they made a crown of flowers.`],
        [0, `${c.co.name} smiled a real smile.`],
        [1, `“Thank you for listening,” said ${c.co.name}. “That was the best help of all.”`],
      ],
    },
    sharing: {
      title: (c) => `${c.name} and the Rainbow Kite`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} had a brand-new rainbow kite.`],
        [0, `“Can I play too?” asked ${c.co.name}.`],
        [0, `“No, it’s mine,” said ${c.name}, holding it tight.`],
        [1, `${c.co.name}’s face fell, and ${coHe(c)} walked slowly away.`],
      ],
      tries: [
        (c) => [[0, `${c.name} ran and ran, but the kite only bumped along the ground.`], ['t', `Bump, bump, bump!`]],
        (c) => [[0, `${c.name} threw the kite up high.`], [0, `Flop! Down it came again.`]],
        (c) => [[0, `${c.name} tried to hold the string, run and throw, all at the same time.`], [1, `Tangle, tumble! Soon ${c.name} was wrapped up in string like a little parcel.`]],
      ],
      turn: (c) => [
        [0, `${c.name} looked at ${c.co.name}, who was watching from far away.`],
        [0, `“Will you fly it with me?” asked ${c.name}.`],
        [1, `${c.co.name} held the kite up high, and ${c.name} ran with the string.`],
      ],
      resolution: (c) => [
        [0, `Whoosh! Up, up went the kite, high into the sky.`],
        [1, `“It flies better with two,” laughed ${c.name}. And they took turns holding the string, one after the other.`],
      ],
    },
    mistake: {
      title: (c) => `${c.name} and the Little Red Boat`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.co.name} had a little red boat with a white sail.`],
        [1, `While ${c.co.name} went to look for shiny pebbles, ${c.name} played with the boat.`],
        [0, `Snap! The little mast broke.`],
        [1, `${c.name}’s tummy felt tight and wobbly. Oh no.`],
      ],
      tries: [
        (c) => [[0, `${c.name} hid the boat behind ${his(c)} back.`], [1, `But hiding it made ${c.name}’s heart feel heavy, like a pocket full of stones.`]],
        (c) => [[0, `${c.name} tried to fix the mast with a leaf.`], [1, `The leaf flopped over. The mast was still broken.`]],
        (c) => [[0, `When ${c.co.name} came back, ${c.name} almost said, “I don’t know what happened.”`], [1, `But the words got stuck. They did not feel true.`]],
      ],
      turn: (c) => [
        [0, `${c.name} took a deep breath. “I broke your boat,” ${he(c)} said. “I’m sorry.”`],
        [1, `${c.co.name} was quiet for a moment. Then ${coHe(c)} said, “Thank you for telling me the truth.”`],
        [2, `“Let’s fix it together,” said ${c.name}.`],
      ],
      resolution: (c) => [
        [0, `Together they tied the mast with a piece of string.`],
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
      ],
      tries: [
        (c) => [[0, `${c.name} picked a bunch of flowers.`], [1, `But the wind blew the petals away, one by one.`]],
        (c) => [[0, `${c.name} drew a picture in the soft earth with a stick.`], [1, `But ${c.co.name} stepped on it by accident. “Oops!” said ${c.co.name}.`]],
        (c) => [[0, `${c.name} looked for the shiniest stone in the world.`], [1, `But all the stones looked plain and grey.`]],
      ],
      turn: (c) => [
        [0, `Then ${c.name} thought about what Grandma loved most.`],
        [0, `Not things. Grandma loved being together!`],
        [1, `“I know!” said ${c.name}. “I’ll take Grandma for a walk and show her everything we saw today.”`],
      ],
      resolution: (c) => [
        [0, `That evening, Grandma and ${c.name} went for a walk, hand in hand.`],
        [1, `${c.name} showed her all the secret places ${c.place.at}.`],
        [0, `Grandma gave ${c.name} a big hug. “This is the best present of all,” she said.`],
      ],
    },
    feeling: {
      title: (c) => `${c.name} and the Little Stick House`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} wanted to build a little house of sticks and leaves for ${c.co.name}.`],
        [0, `But every time, it fell down. Crash!`],
        [1, `${c.name} felt hot and cross, like a kettle about to whistle.`],
      ],
      tries: [
        (c) => [[0, `${c.name} built faster and faster.`], [1, `Wobble, tumble, and down it came again.`]],
        (c) => [[0, `${c.name} stamped ${his(c)} feet and shouted, “Silly sticks!”`], [1, `${c.co.name} jumped. The sticks just lay there.`]],
        (c) => [[0, `${c.name} sat down with crossed arms and a big frown.`], [1, `But sulking did not build anything, and ${c.name} felt even crosser.`]],
      ],
      turn: (c) => [
        [0, `${c.name} took three slow breaths: in, and out. In, and out. In, and out.`],
        [0, `“I feel cross,” said ${c.name}. “And that’s okay.”`],
        [1, `With a calmer heart, ${c.name} looked again and saw what was wrong: the house needed a wider, stronger bottom.`],
      ],
      resolution: (c) => [
        [0, `Slowly and carefully, ${c.name} built the house again.`],
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
      ],
      tries: [
        (c) => [[0, `${c.name} looked under the bed.`], [1, `Only one sock and a lost crayon.`]],
        (c) => [[0, `${c.name} looked in the toy box.`], [1, `Everything was jumbled up like spaghetti.`]],
        (c) => [[0, `“Ball! Where are you?” called ${c.name}.`], [1, `But balls don’t answer. ${c.co.name} giggled.`]],
      ],
      turn: (c) => [
        [0, `“I know,” said ${c.name}. “Let’s tidy up, one thing at a time.”`],
        [0, `Books on the shelf. Blocks in the box. Socks in the basket.`],
        ['t', `Tidy, tidy, tidy!`],
        [1, `${c.name} made it a game and sang a little tidy-up song.`],
      ],
      resolution: (c) => [
        [0, `And there was the ball, under the very last cushion!`],
        [0, `${c.name} and ${c.co.name} ran outside and played ${c.place.at}.`],
        [1, `Afterwards, ${c.name} put the ball back in its place, ready for tomorrow.`],
      ],
    },
    nature: {
      title: (c) => `${c.name} and the Thirsty Flower`,
      problem: (c) => [
        [0, `${cap(c.place.at)}, ${c.name} found a little flower with its head hanging down.`],
        [1, `All around it lay sweet wrappers and bottle tops.`],
        [0, `“Poor little flower,” said ${c.name}. “You need help.”`],
      ],
      tries: [
        (c) => [[0, `${c.name} carried water in ${his(c)} hands.`], [1, `But the water dribbled through ${his(c)} fingers — drip, drip — before ${c.name} got back.`]],
        (c) => [[0, `${c.name} began to pick up the rubbish, one piece at a time.`], [1, `But there was so much, and soon ${c.name}’s arms were full.`]],
        (c) => [[0, `${c.name} asked the wind to blow the rubbish away.`], [1, `Whoosh! The wind only blew it all around. ${c.co.name} laughed and chased a paper bag.`]],
      ],
      turn: (c) => [
        [0, `${c.name} thought and thought, and then made a plan.`],
        [0, `${c.name} found a basket for the rubbish and a big, cupped leaf for the water.`],
        [1, `“You hold the basket, I’ll pick up,” said ${c.name}, and ${c.co.name} nodded.`],
      ],
      resolution: (c) => [
        [0, `Soon everything was clean and sparkling.`],
        [0, `The little flower lifted its head towards the sun.`],
        [1, `A butterfly landed on it, as if to say thank you.`],
      ],
    },
  },
};

