/** Spanish: every slot of the story engine for this language (see ../schema.ts). */
import type { StorycraftLanguage } from '../schema.ts';
import { boundaries } from './boundaries.ts';
import { episodes } from './episodes.ts';
import { heroes } from './heroes.ts';
import { look } from './look.ts';
import { nights } from './nights.ts';
import { story } from './story.ts';
import { texture } from './texture.ts';
import { wishes } from './wishes.ts';

export const es: StorycraftLanguage = { code: 'es', story, nights, heroes, wishes, look, boundaries, texture, episodes };
