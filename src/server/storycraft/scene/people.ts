/**
 * The people and animals a page names besides the hero (Scene.figures): grandparents,
 * parents, siblings, a baby, a friend, a teacher, a baker, a librarian, and a grown-up or baby of
 * the companion's species. Each has its own look, different from the hero and from each other
 * (grey hair and glasses for grandparents, grown-up proportions for parents, a chef's hat for the
 * baker, books for the librarian), and family members share the hero's skin tone.
 */
import type { Companion, SceneFigure } from '../../providers/types.ts';
import type { Appearance, Species } from './appearance.ts';
import { darken, lighten, mix } from './color.ts';
import { drawCompanion, drawHero, type Mood } from './figures.ts';
import { Pen } from './pen.ts';
import { drawPropInState } from './props.ts';
import { hashString } from './rng.ts';
import type { Shape } from './shapes.ts';
import type { StyleTraits } from './style.ts';

export interface FigureOpts {
  /** Feet position and standing height in page px. */
  x: number;
  y: number;
  h: number;
  /** 1 faces right, -1 faces left (toward the hero). */
  facing: 1 | -1;
  traits: StyleTraits;
  mood: Mood;
  /** The hero's day look: family shares its skin, everyone else dresses differently. */
  hero: Appearance;
  companion: Companion;
  seed: number;
  /** Bedtime page: the baby and siblings wear pyjamas too. */
  pyjamas: boolean;
  /** The page sleeps: animals close their eyes. */
  sleeping: boolean;
}

/** Standing height of a figure relative to a six-year-old hero's height `childH`. */
export function figureHeight(fig: SceneFigure, childH: number): number {
  switch (fig) {
    case 'grandma':
    case 'grandpa':
      return childH * 1.18;
    case 'mum':
    case 'dad':
    case 'teacher':
    case 'baker':
    case 'librarian':
      return childH * 1.26;
    case 'sister':
    case 'brother':
      return childH * 1.04;
    case 'friend':
      return childH * 0.96;
    case 'baby':
      return childH * 0.5;
    case 'parentAnimal':
      return childH * 0.86;
    case 'babyAnimal':
      return childH * 0.3;
  }
}

const ANIMAL_COMPANIONS: ReadonlySet<Companion> = new Set(['puppy', 'kitten', 'bunny', 'owl', 'fox', 'bear', 'turtle', 'dragon', 'bird', 'fish']);
const SPECIES_COMPANION: Partial<Record<Species, Companion>> = {
  dog: 'puppy',
  cat: 'kitten',
  bunny: 'bunny',
  owl: 'owl',
  fox: 'fox',
  bear: 'bear',
  panda: 'bear',
  koala: 'bear',
  turtle: 'turtle',
  dragon: 'dragon',
  dinosaur: 'dragon',
  bird: 'bird',
  parrot: 'bird',
  duck: 'bird',
  penguin: 'bird',
  fish: 'fish',
};

/** The species of a parentAnimal/babyAnimal: the companion's, else the animal hero's, else a bird. */
export function familySpecies(companion: Companion, hero: Appearance): Companion {
  if (ANIMAL_COMPANIONS.has(companion)) return companion;
  if (companion === 'teddy') return 'bear';
  if (hero.kind === 'animal') return SPECIES_COMPANION[hero.species] ?? 'bunny';
  return 'bird';
}

const SKINS = ['#f6d3b8', '#eec3a0', '#d9a57c', '#b57b52', '#8d5a3b'];

function person(base: Appearance, over: Partial<Appearance>): Appearance {
  return {
    ...base,
    hat: undefined,
    cape: undefined,
    scarf: undefined,
    bow: undefined,
    beard: undefined,
    glasses: false,
    freckles: false,
    emblem: 'none',
    ...over,
  };
}

/** A look for each person; different from the hero's top so nobody is mistaken for them. */
function lookFor(fig: SceneFigure, o: FigureOpts): Appearance {
  const hero = o.hero;
  const human = hero.kind === 'human';
  const h = hashString(`${fig}|${o.seed}`);
  const familySkin = human ? hero.skin : (SKINS[h % SKINS.length] as string);
  const familyHair = human && hero.hairStyle !== 'bald' ? hero.hair : '#5a3620';
  const otherSkin = SKINS[(h >>> 3) % SKINS.length] as string;
  const notHero = (c: string, alt: string): string => (c.toLowerCase() === hero.top.toLowerCase() ? alt : c);
  const base: Appearance = {
    ...hero,
    kind: 'human',
    species: 'cat',
    objectType: 'toy',
    gender: 'other',
    age: 35,
    scale: 1,
    build: 'adult',
    skin: familySkin,
    hair: familyHair,
    hairStyle: 'short',
    eyes: '#3a2a22',
    top: '#4a7ab8',
    topType: 'shirt',
    bottom: '#3a3f55',
    bottomType: 'pants',
    shoes: '#4a3a32',
    fur: '#c8955e',
    belly: '#f0e0d0',
    glasses: false,
    freckles: false,
    emblem: 'none',
  };
  const pj = o.pyjamas;
  switch (fig) {
    case 'grandma':
      return person(base, {
        gender: 'female',
        age: 72,
        build: 'older',
        hair: '#dcdad6',
        hairStyle: 'bun',
        glasses: true,
        top: notHero('#c870a0', '#8fb8a8'),
        topType: 'sweater',
        bottom: '#6b5a7a',
        bottomType: 'skirt',
        shoes: '#6a4a3a',
      });
    case 'grandpa':
      return person(base, {
        gender: 'male',
        age: 74,
        build: 'older',
        hair: '#e2e0dc',
        hairStyle: 'short',
        beard: '#e8e6e2',
        glasses: true,
        top: notHero('#7f9a5f', '#c8955e'),
        topType: 'sweater',
        bottom: '#5a4a3a',
        shoes: '#3a2a22',
      });
    case 'mum':
      return person(base, {
        gender: 'female',
        age: 34,
        build: 'adult',
        hairStyle: human && hero.hairStyle === 'long' ? 'ponytail' : 'long',
        top: notHero('#e0708a', '#f2a33d'),
        topType: 'dress',
        bottom: '#e0708a',
        shoes: '#8a3a4a',
      });
    case 'dad':
      return person(base, {
        gender: 'male',
        age: 36,
        build: 'adult',
        hairStyle: 'short',
        beard: darken(familyHair, 0.1),
        top: notHero('#3f7fb8', '#4fa35a'),
        topType: 'shirt',
        bottom: '#3a3f55',
      });
    case 'sister': {
      const age = hero.age >= 9 ? Math.max(3, hero.age - 4) : Math.min(12, hero.age + 3);
      return person(base, {
        gender: 'female',
        age,
        build: 'child',
        scale: 0.82 + age * 0.03,
        hairStyle: 'pigtails',
        bow: '#ef7fae',
        top: pj ? '#f7c3d8' : notHero('#9a6bd1', '#f2b33d'),
        topType: pj ? 'pyjamas' : 'dress',
        bottom: pj ? '#f7c3d8' : '#9a6bd1',
        bottomType: pj ? 'pants' : 'skirt',
      });
    }
    case 'brother': {
      const age = hero.age >= 9 ? Math.max(3, hero.age - 3) : Math.min(12, hero.age + 2);
      return person(base, {
        gender: 'male',
        age,
        build: 'child',
        scale: 0.82 + age * 0.03,
        hairStyle: 'spiky',
        top: pj ? '#b8d8f2' : notHero('#f2b33d', '#2fa7a0'),
        topType: pj ? 'pyjamas' : 'hoodie',
        bottom: pj ? '#b8d8f2' : '#3b5b8c',
        freckles: true,
      });
    }
    case 'baby':
      return person(base, {
        gender: 'other',
        age: 1,
        build: 'child',
        scale: 1,
        hairStyle: 'bald',
        top: '#fff1a8',
        topType: 'pyjamas',
        bottom: '#fff1a8',
        shoes: '#fff1a8',
      });
    // The friend is a girl in every language's text (the friend next door, the friend who wins the race).
    case 'friend':
      return person(base, {
        gender: 'female',
        age: hero.age,
        build: 'child',
        scale: 1,
        skin: otherSkin,
        hair: ['#2e211b', '#d9a84e', '#9a4424'][h % 3] as string,
        hairStyle: h % 2 ? 'bob' : 'curly',
        top: notHero('#2fa7a0', '#e8604c'),
        topType: 'shirt',
        bottom: '#6b4a3a',
        bottomType: 'shorts',
      });
    case 'teacher':
      return person(base, {
        gender: h % 2 ? 'female' : 'male',
        age: 40,
        build: 'adult',
        skin: otherSkin,
        hair: '#4a2e1e',
        hairStyle: h % 2 ? 'bob' : 'short',
        glasses: true,
        top: notHero('#4f8f6a', '#8a5cc7'),
        topType: 'sweater',
        bottom: '#4a4f63',
      });
    case 'baker':
      return person(base, {
        gender: h % 2 ? 'male' : 'female',
        age: 45,
        build: 'adult',
        skin: otherSkin,
        hair: '#6e4a2c',
        hairStyle: 'short',
        top: '#fbfaf6',
        topType: 'shirt',
        bottom: '#3a3f55',
        shoes: '#3a2a22',
      });
    // The librarian who stamps the book is a woman in every language's text.
    case 'librarian':
      return person(base, {
        gender: 'female',
        age: 55,
        build: 'adult',
        skin: otherSkin,
        hair: '#8a8a8e',
        hairStyle: 'bob',
        glasses: true,
        top: notHero('#a8543a', '#3f7fd6'),
        topType: 'sweater',
        bottom: '#5a4a3a',
        bottomType: 'skirt',
      });
    default:
      return base;
  }
}

const FAMILY: ReadonlySet<SceneFigure> = new Set(['grandma', 'grandpa', 'mum', 'dad', 'sister', 'brother', 'baby']);

/** An animal hero's family are animals of the same species: greyer and bespectacled grandparents, a scarf for mum. */
function animalFamilyLook(fig: SceneFigure, hero: Appearance): Appearance {
  const base: Appearance = { ...hero, hat: undefined, cape: undefined, scarf: undefined, bow: undefined, glasses: false, emblem: 'none', beard: undefined };
  switch (fig) {
    case 'grandma':
      return { ...base, fur: mix(hero.fur, '#d8d6d2', 0.45), belly: lighten(hero.fur, 0.7), glasses: true, scarf: '#c870a0', scale: 1.05 };
    case 'grandpa':
      return { ...base, fur: mix(hero.fur, '#b8b6b2', 0.5), belly: lighten(hero.fur, 0.65), glasses: true, scale: 1.08 };
    case 'mum':
      return { ...base, fur: lighten(hero.fur, 0.08), scarf: '#ef7fae', scale: 1.12 };
    case 'dad':
      return { ...base, fur: darken(hero.fur, 0.12), scarf: '#3f7fd6', scale: 1.16 };
    case 'sister':
      return { ...base, fur: lighten(hero.fur, 0.15), bow: '#ef7fae', scale: hero.scale * 1.05 };
    case 'brother':
      return { ...base, fur: darken(hero.fur, 0.06), scarf: '#f2b33d', scale: hero.scale * 1.04 };
    default:
      return { ...base, fur: lighten(hero.fur, 0.2), scale: 0.9 };
  }
}

/** A tall white chef's hat on the head at (x, y) (page px), head radius r. */
function chefHat(x: number, y: number, r: number): Shape[] {
  const p = new Pen(x, y, r / 15);
  return [p.roundRect(-9, -14, 18, 8, 2, '#fbfaf6'), p.circle(-6, -20, 6.5, '#fbfaf6'), p.circle(6, -20, 6.5, '#fbfaf6'), p.circle(0, -24, 7.5, '#fbfaf6')];
}

/** Draws a named figure with feet at (x, y); `kind` is 'human' or the animal drawn. */
export function drawSceneFigure(fig: SceneFigure, o: FigureOpts): { shapes: Shape[]; kind: string } {
  if (fig === 'parentAnimal' || fig === 'babyAnimal') {
    const kind = familySpecies(o.companion, o.hero);
    const fly = kind === 'bird' || kind === 'owl';
    const y = kind === 'fish' ? o.y - o.h * 0.5 : o.y;
    const shapes = drawCompanion(
      kind,
      o.traits,
      o.x,
      y,
      o.h * (fly && fig === 'parentAnimal' ? 0.8 : 1),
      o.facing,
      o.mood === 'sad' ? 'calm' : o.mood,
      o.hero,
      o.sleeping,
    );
    return { shapes, kind };
  }
  const look = o.hero.kind === 'animal' && FAMILY.has(fig) ? animalFamilyLook(fig, o.hero) : lookFor(fig, o);
  const baby = fig === 'baby';
  const action = baby
    ? 'sitting'
    : fig === 'librarian' || fig === 'teacher' || fig === 'baker'
      ? 'carrying'
      : fig === 'friend' || fig === 'brother'
        ? 'waving'
        : 'standing';
  const mood: Mood = o.mood === 'sad' || o.mood === 'worried' ? 'calm' : 'cheerful';
  const out: Shape[] = [];
  if (baby) out.push(new Pen(o.x, o.y, o.h / 100).ellipse(0, -2, 46, 8, '#f2c6d4'));
  const f = drawHero(look, action, mood, o.traits, o.x, o.y, o.h, o.facing);
  out.push(...f.shapes);
  // A recognisable touch: books, a loaf, a chef's hat.
  const [hx, hy] = f.hold;
  const k = o.h * 0.0021;
  if (fig === 'librarian')
    out.push(
      ...drawPropInState('book', 'whole', new Pen(hx, hy + 56 * k, k, o.facing), '#3f7fd6', 'day').shapes,
      ...drawPropInState('book', 'whole', new Pen(hx, hy + 30 * k, k * 0.9, o.facing), '#d9534f', 'day').shapes,
    );
  if (fig === 'teacher') out.push(...drawPropInState('book', 'whole', new Pen(hx, hy + 50 * k, k, o.facing), '#4fa35a', 'day').shapes);
  if (fig === 'baker') {
    const p = new Pen(hx, hy + 6 * k, k * 1.1, o.facing);
    out.push(p.ellipse(0, -16, 44, 16, '#d99a4e'), p.line('M-24 -24 L-14 -10 M-6 -28 L4 -12 M14 -28 L24 -14', '#b8743e', 3));
    const [headX, headY] = f.head;
    const r = ((o.traits.minifig ? 16 : 14.5) * o.h) / 100;
    out.push(...chefHat(headX, headY - r * (o.traits.minifig ? 0.5 : 0.55), r));
  }
  return { shapes: out, kind: look.kind === 'animal' ? look.species : 'human' };
}
