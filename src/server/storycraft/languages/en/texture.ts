/**
 * English texture for older listeners (ages 7+): a scenery line (tier 2) and an inner-thought
 * paragraph (tier 3) per middle beat, with more phrasings to pick from. Sentences avoid the hero's gender.
 */
import type { TextureWords } from '../schema.ts';

export const texture: TextureWords = {
  paragraphs: ({ name: N, co: { name: C } }) => ({
    go: [
      `The path was soft underfoot, and the sky was as blue as a robin’s egg.`,
      `${C} chattered about everything and nothing, and ${N} listened, smiling. It is a fine thing, ${N} thought, to walk beside a friend on a bright day.`,
    ],
    problem: [
      `${N} took a long, careful look. This was going to be tricky.`,
      `Somewhere a woodpecker knocked, knock-knock, as if asking the very same question: what now? ${N} did not know yet, but ${N} was not ready to give up. Not even close.`,
    ],
    try0: [
      `${C} watched closely, head tilted to one side.`,
      `${N} looked at the problem from one side and then from the other, the way a detective studies a clue, and tried to remember every little detail.`,
    ],
    try1: [
      `A little breeze ruffled the grass, as if it wanted to help too.`,
      `It was the kind of moment when you could cry, or laugh, or both at once. ${N} chose a small, wobbly laugh, and felt a tiny bit better.`,
    ],
    try2: [
      `${N} sat back for a moment and let out a long breath.`,
      `So many things had gone wrong today. But one thing had not, ${N} noticed: ${C} was still right there, patient and kind, and that was worth a great deal.`,
    ],
    turn: [
      `${C} held still and watched, full of hope.`,
      `It was not a loud, trumpets-and-drums kind of moment. It was a quiet one, the kind that happens on the inside, when you decide to be the person you want to be.`,
    ],
    resolution: [
      `Everything around them seemed to shine a little brighter.`,
      `Much later, ${N} would still remember this moment: the light, the laughter, and the warm, proud feeling of having found the way.`,
    ],
    homeward: [
      `Crickets began to sing softly in the grass.`,
      `${N} thought back over the whole day, from its bright beginning to this quiet end, and tucked it away like a treasure in a pocket.`,
    ],
  }),
  bank: ({ name: N, co: { name: C } }) => ({
    go: [
      [`${C} went a little way ahead and kept looking back to make sure ${N} was still coming.`, `A warm wind that smelled of hay nudged them gently along.`],
      [
        `${N} liked walks like this, when nobody was in a hurry and ${C} could stop at every interesting smell. The day stretched out ahead, wide and unwritten, like the first page of a new notebook.`,
        `They passed a gate somebody had painted yellow, a dog asleep on a step, and a hedge full of sparrows arguing about something important. ${N} waved at all of them, the sparrows included.`,
      ],
    ],
    problem: [
      [`“This is a real problem, isn’t it?” whispered ${C}, pressing close to ${N}.`, `${N} chewed ${'${lip}'} lip. Not easy, this.`],
      [
        `${N} felt the day tilt, the way a see-saw does when someone jumps off. A moment ago everything had been simple. Now it wasn’t, and ${C} was looking at ${N} as if ${N} would know what to do.`,
        `It would have been easy to pretend not to notice and walk on. ${N} thought about that for exactly one second, and then decided not to be that kind of person.`,
      ],
    ],
    try0: [
      [`${C} watched with big, hopeful eyes.`, `${C} held ${'${coHis}'} breath.`],
      [
        `${N} tried to think like an inventor: what would happen if…? The first idea is usually not the best one, but you have to get it out of the way to make room for the next.`,
        `${C} offered advice, most of it useless and all of it kind. ${N} listened to every word anyway, because that is what friends do.`,
      ],
    ],
    try1: [
      [`${C} gave a small, sympathetic sigh.`, `Somewhere a dog barked twice, as if to say: keep going.`],
      [
        `${N} felt the hot prickle of frustration climb up ${'${his}'} neck, and noticed it, and let it sit there without doing what it said. That, ${N} was learning, was half of being grown-up.`,
        `${C} did a silly little dance to cheer ${N} up. It was a terrible dance. It worked a bit anyway.`,
      ],
    ],
    try2: [
      [`${C} sat down with a thump, out of ideas too.`, `${N} stared at the problem until it blurred.`],
      [
        `There is a special kind of tired that comes from trying and trying. ${N} had it now. But underneath the tiredness there was something else, small and stubborn, that was not ready to stop.`,
        `${N} realised that every try so far had been the same try in a different coat: push harder, go faster, do more. Maybe the answer needed something else entirely.`,
      ],
    ],
    turn: [
      [`${C} stopped fidgeting and watched.`, `For a moment, everything went very still.`],
      [
        `It was the sort of idea that, once you have it, seems so obvious you can’t believe you didn’t see it before.`,
        `${N} did not feel brave exactly. ${N} felt ready, which turned out to be enough.`,
      ],
    ],
    resolution: [
      [`${C} bounced with joy.`, `Even the clouds seemed to be smiling.`],
      [
        `${N} looked at ${C}, and ${C} looked at ${N}, and neither of them needed to say anything at all.`,
        `The problem that had seemed so huge now looked quite small, the way a mountain does once you are standing on top of it.`,
      ],
    ],
    homeward: [
      [`${C} was already yawning.`, `The air smelled of supper and warm hay.`],
      [
        `${N} counted the good parts of the day on ${'${his}'} fingers and ran out of fingers. ${C} would have helped, but ${C} was busy yawning.`,
        `Walking home, ${N} noticed the day had left a little mark inside, like a bookmark in a favourite story, so it could be found again.`,
      ],
    ],
  }),
  named: ({ name: N, co: { name: C } }) => ({
    go: [
      `${C} hummed a tune that ${N} had never heard before.`,
      `${N} and ${C} matched their steps, left, right, left.`,
      `${N} pointed out a funny-shaped cloud, and ${C} laughed.`,
    ],
    problem: [
      `${N} and ${C} looked at each other for a long moment.`,
      `${N} pressed ${'${his}'} lips together and thought.`,
      `${C} looked up at ${N}, waiting.`,
    ],
    try0: [`${C} stood on tiptoe to see better.`, `${N} counted to three under ${'${his}'} breath.`, `${C} nodded, very seriously.`],
    try1: [`${C} gave a small, hopeful hum.`, `${N} rubbed ${'${his}'} nose, thinking hard.`, `${N} tried not to frown, and mostly managed.`],
    try2: [`${C} flopped down beside ${N}.`, `${N} let out a long, slow breath.`, `${C} rested ${'${coHis}'} chin on ${N}’s knee.`],
    turn: [`${C} held very still, watching ${N}.`, `${N} felt the idea arrive, quiet as a cat.`, `${N} held ${'${his}'} breath for a second.`],
    resolution: [`${C} did a little dance of joy.`, `${N} felt as light as a balloon.`, `${C} could not stop smiling at ${N}.`],
    homeward: [`${C} swung ${N}’s hand back and forth.`, `${N} hummed the tune from the morning.`, `${C} was walking slower and slower.`],
  }),
};
