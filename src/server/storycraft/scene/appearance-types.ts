/** What the illustrator decides about a hero before drawing them (appearance.ts makes it from the character sheet). */
export type HairStyle = 'short' | 'long' | 'curly' | 'ponytail' | 'pigtails' | 'braids' | 'bun' | 'bob' | 'spiky' | 'afro' | 'bald';
export type TopType = 'shirt' | 'dress' | 'raincoat' | 'hoodie' | 'sweater' | 'pyjamas' | 'overalls';
export type BottomType = 'pants' | 'shorts' | 'skirt';
export type Species =
  | 'cat'
  | 'dog'
  | 'bunny'
  | 'bear'
  | 'fox'
  | 'owl'
  | 'mouse'
  | 'lion'
  | 'panda'
  | 'penguin'
  | 'raccoon'
  | 'frog'
  | 'pig'
  | 'monkey'
  | 'elephant'
  | 'dinosaur'
  | 'dragon'
  | 'unicorn'
  | 'tiger'
  | 'wolf'
  | 'duck'
  | 'hedgehog'
  | 'koala'
  // Heroes with their own anatomy (species-figures.ts)
  | 'bird'
  | 'parrot'
  | 'fish'
  | 'horse'
  | 'cow'
  | 'sheep'
  | 'giraffe'
  | 'zebra'
  | 'turtle'
  | 'squirrel';
export type ObjectType =
  | 'car'
  | 'train'
  | 'plane'
  | 'star'
  | 'cloud'
  | 'balloon'
  | 'teapot'
  | 'robot'
  | 'ball'
  | 'boat'
  | 'book'
  | 'toy'
  // More object heroes (object-figures.ts)
  | 'bus'
  | 'truck'
  | 'bicycle'
  | 'rocket'
  | 'teddy'
  | 'doll'
  | 'kite'
  | 'hat';
/** Body proportions: children by age; adults are taller with a smaller head. */
export type Build = 'child' | 'teen' | 'adult' | 'older';

/** Everything the figure drawer needs to draw the same hero on every page. */
export interface Appearance {
  kind: 'human' | 'animal' | 'object';
  species: Species;
  objectType: ObjectType;
  gender: 'male' | 'female' | 'other';
  age: number;
  /** Height multiplier from age: 1 for a 6-year-old. */
  scale: number;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  top: string;
  topType: TopType;
  bottom: string;
  bottomType: BottomType;
  shoes: string;
  /** Body colour for animals and objects. */
  fur: string;
  /** Lighter belly / face patch for animals. */
  belly: string;
  glasses: boolean;
  freckles: boolean;
  /** Adult and older-adult heroes are drawn with grown-up proportions. */
  build?: Build;
  /** Beard colour when the hero has one. */
  beard?: string;
  /** Second colour (parrot wings, object trim), when the look has one. */
  accent?: string;
  hat?: { type: 'cap' | 'hat' | 'crown' | 'beanie' | 'helmet' | 'headscarf' | 'sun-hat'; color: string };
  scarf?: string;
  cape?: string;
  bow?: string;
  /** A small emblem on the chest that stays the same on every page when nothing else stands out. */
  emblem: 'star' | 'heart' | 'stripes' | 'none';
}
