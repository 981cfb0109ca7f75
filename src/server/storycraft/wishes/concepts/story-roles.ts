/**
 * What part each wished concept plays in a built-in story and which boundaries it touches: a
 * place the story happens at (drawn over the nearest built-in backdrop), someone who comes along,
 * a thing that matters, or what makes the day special.
 */
import type { BoundaryKey } from '../../../../shared/boundaries.ts';
import type { AdventureSetting } from '../../writer/story-types.ts';
import { conceptByCode } from './index.ts';
import type { ConceptCategory } from './types.ts';

export type ConceptRole = 'place' | 'guest' | 'thing' | 'event';

const ROLE: Record<ConceptCategory, ConceptRole> = {
  place: 'place',
  animal: 'guest',
  family: 'guest',
  profession: 'guest',
  fantasy: 'guest',
  toy: 'thing',
  object: 'thing',
  vehicle: 'thing',
  food: 'thing',
  nature: 'thing',
  celebration: 'event',
  weather: 'event',
};

/** The role of a concept; a few fantasy "figures" are things (a magic wand, a crystal ball). */
export function conceptRole(code: string): ConceptRole {
  if (THING_FIGURES.has(code)) return 'thing';
  return ROLE[conceptByCode(code)?.category ?? 'object'];
}
const THING_FIGURES = new Set(['1fa84', '1f52e', '1f9ff']);

const list = (codes: string) => new Set(codes.trim().split(/\s+/));
const SEASIDE = list('x-lighthouse 1f3dd 1f3d6 x-aquarium x-swimming-pool 1f30a');
const LAKE = list('x-river 26f2 1f309');
const MOUNTAIN = list('1f3d4 26f0 1f30b 1f5fb x-cave 1f3d5 1f6d6');
const FOREST = list('x-jungle 1f332 1f333 26fa');
const CASTLE = list('1f3f0 1f3ef 1f492 1f3db');
const FARM = list('x-farm 1f69c');
const GARDEN = list('1f3e0 1f3e1 1f3d8 1f3da');
const MEADOW = list('1f3dc 1f3de 1f30c 1fa90 1f319 1f315 x-space 1f30d 1f303');
const SNOW = list('x-winter 2744 2603 26c4 1f328');

/** The built-in backdrop a wished place is drawn over (the lighthouse stands by the sea, the moon over a meadow at night). */
export function placeSetting(code: string): AdventureSetting {
  if (SEASIDE.has(code)) return 'seaside';
  if (LAKE.has(code)) return 'lake';
  if (MOUNTAIN.has(code)) return 'mountain';
  if (FOREST.has(code)) return 'forest';
  if (CASTLE.has(code)) return 'castle';
  if (FARM.has(code)) return 'farm';
  if (GARDEN.has(code)) return 'garden';
  if (MEADOW.has(code)) return 'meadow';
  if (SNOW.has(code)) return 'snowyVillage';
  return 'park';
}

const WATER = list(`x-lighthouse 1f3dd 1f3d6 x-aquarium x-swimming-pool x-river 1f30a 1f4a7 2614 1f327 26c8 26f2 1f6f6 26f5 1f6a4 1f6e5 1f6f3 26f4
  1f6a2 1f6df 1f40b 1f42c 1f9ad 1f41f 1f420 1f421 1f988 1f419 1fabc 1f980 1f99e 1f990 1f991 1f41a 1fab8 1f9a6 1f3ca 1f93f 1f3c4 1f6a3 1f3a3 1fa71
  1f6c1 1f9dc 1fae7 1f3f4-200d-2620`);
const LOUD = list('1f386 1f387 1f389 1f38a 1f941 1fa98 1f3ba 1f3b7 26c8 26a1 1f692 1f691 1f693 1f3a4 1f514 1f4e2');
const SCARY = list('1f47b 1f9db 1f9df 1f9b9 1f9cc 1f47e 1f988 1f996 1f577 1f982 1f40d 1f32a 1f30b 1f3da 1f43a 1f987');
const FOOD_TOO = list('1f382 1f96e');

/** The boundaries a concept involves (a dolphin is an animal and water; fireworks are loud). */
export function conceptBoundaries(code: string): BoundaryKey[] {
  const category = conceptByCode(code)?.category;
  const tags: BoundaryKey[] = [];
  if (WATER.has(code)) tags.push('water');
  if (category === 'animal' || code === '1f409' || code === '1f43e') tags.push('animals');
  if (category === 'food' || FOOD_TOO.has(code)) tags.push('food');
  if (LOUD.has(code)) tags.push('loud');
  if (SCARY.has(code)) tags.push('scary');
  return tags;
}
