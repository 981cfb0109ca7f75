/**
 * Every story language is complete: each folder languages/<code>/ has one module per slot of the
 * schema (schema.ts), and each module fills every slot the engine reads. A failure names the file
 * and the missing slot ("ko/story.ts: shapes.campfire.turn"), so whoever edits a language knows
 * what to add. The type checker catches most of this too; this test also catches what types let
 * through (an empty word list, a function that returns nothing, a module assembled by hand).
 * The screening lists (screening.ts, read by storycraft/screening) are checked here too: every
 * list present and every pattern a valid regular expression.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_KEYS } from '../../../shared/boundaries.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/catalog.ts';
import { COLOURS, TOPS } from '../../../shared/hero-look.ts';
import { TIMES_OF_DAY } from '../../providers/types.ts';
import { WISH_ACTIVITIES, WISH_COMPANIONS, WISH_OBJECTS, WISH_PLACES, WISH_THEMES } from '../wishes/types.ts';
import { ADVENTURE_SETTINGS, PLOT_SHAPES, STORY_COMPANIONS, type StoryContext } from '../writer/story-types.ts';
import { LANGUAGES } from './index.ts';
import { LANGUAGE_MODULES, type TextureBeat } from './schema.ts';

const DIR = import.meta.dirname;
const TEXTURE_BEATS: TextureBeat[] = ['go', 'problem', 'try0', 'try1', 'try2', 'turn', 'resolution', 'homeward'];
const PAGE_LINES = ['home', 'meet', 'go', 'afterProblem', 'afterTry', 'low', 'beforeTurn', 'afterResolution', 'sunset', 'homeward', 'bedtime'];

/** A story context every template can be called with. */
function context(language: LanguageCode): StoryContext {
  const story = LANGUAGES[language].story;
  return {
    name: 'Noor',
    g: 'f',
    kind: 'human',
    trait: null,
    traitBed: null,
    setting: 'forest',
    place: story.settings.forest,
    way: story.settings.meadow,
    companion: 'owl',
    co: story.companions.owl,
    band: 3,
    meet: true,
    moral: null,
    shape: 'fear',
    alt: 7,
  };
}

/** Collects "file: slot" for each slot that is missing or of the wrong kind. */
class Slots {
  readonly missing: string[] = [];
  private readonly file: string;
  constructor(file: string) {
    this.file = file;
  }
  need(value: unknown, slot: string, kind: 'string' | 'text' | 'function' | 'object' | 'list' | 'words'): void {
    const ok =
      kind === 'string'
        ? typeof value === 'string' && value.trim() !== ''
        : kind === 'text'
          ? typeof value === 'string'
          : kind === 'function'
            ? typeof value === 'function'
            : kind === 'object'
              ? typeof value === 'object' && value !== null
              : kind === 'list'
                ? Array.isArray(value)
                : Array.isArray(value) && value.length > 0 && value.every((w) => typeof w === 'string' && w.trim() !== '');
    if (!ok) this.missing.push(`${this.file}: ${slot}`);
  }
  each(record: unknown, slot: string, keys: readonly string[], kind: Parameters<Slots['need']>[2]): void {
    this.need(record, slot, 'object');
    for (const key of keys) this.need((record as Record<string, unknown> | undefined)?.[key], `${slot}.${key}`, kind);
  }
}

/** The checks of each module, by slot (mirrors the interfaces of schema.ts). */
const CHECKS: Record<keyof typeof LANGUAGE_MODULES, (value: any, s: Slots, language: LanguageCode) => void> = {
  nights(v, s) {
    s.need(v?.titles, 'titles', 'function');
    // Every spot the writer may draw has its sentences; the living room and the bedroom at least.
    s.each(v?.opening, 'opening', ['home', 'kitchen', 'garden', 'windowSeat', 'doorstep'], 'function');
    s.each(v?.ending, 'ending', ['bedroom', 'bunkBed', 'attic'], 'function');
  },
  story(v, s, language) {
    s.need(v?.code === language ? v.code : undefined, 'code', 'string');
    s.need(v?.sep, 'sep', 'text');
    for (const setting of [...ADVENTURE_SETTINGS, 'campsite', 'kitchen']) {
      s.each(v?.settings?.[setting], `settings.${setting}`, ['at', 'to', 'detail'], 'string');
    }
    for (const companion of STORY_COMPANIONS) s.each(v?.companions?.[companion], `companions.${companion}`, ['name', 'intro', 'g'], 'string');
    for (const line of PAGE_LINES) s.need(v?.[line], line, 'function');
    for (const shape of PLOT_SHAPES) {
      s.each(v?.shapes?.[shape], `shapes.${shape}`, ['title', 'problem', 'turn', 'resolution'], 'function');
      for (const i of [0, 1, 2]) s.need(v?.shapes?.[shape]?.tries?.[i], `shapes.${shape}.tries.${i}`, 'function');
    }
  },
  heroes(v, s) {
    for (const slot of ['joins', 'act', 'together', 'sleep']) s.need(v?.[slot], slot, 'function');
  },
  wishes(v, s, language) {
    s.need(v?.code === language ? v.code : undefined, 'code', 'string');
    s.each(v?.places, 'places', WISH_PLACES, 'words');
    s.each(v?.companions, 'companions', WISH_COMPANIONS, 'words');
    s.each(v?.times, 'times', TIMES_OF_DAY, 'words');
    s.each(v?.themes, 'themes', WISH_THEMES, 'list');
    for (const object of WISH_OBJECTS) s.need(v?.objects?.[object]?.slice(0, 2), `objects.${object}`, 'words');
    for (const activity of WISH_ACTIVITIES) {
      s.need(v?.activities?.[activity]?.[0], `activities.${activity}.0 (label)`, 'string');
      s.need(v?.activities?.[activity]?.[1], `activities.${activity}.1 (sentence)`, 'function');
    }
    for (const slot of ['lesson', 'and']) s.need(v?.[slot], slot, 'string');
    s.need(v?.bring, 'bring', 'function');
    s.need(v?.nameAfter, 'nameAfter', 'list');
    s.need(v?.stopwords, 'stopwords', 'list');
  },
  look(v, s) {
    s.need(v?.describe, 'describe', 'string');
    const p = v?.phrase;
    s.each(p?.colour, 'phrase.colour', COLOURS, 'words');
    s.each(p?.top, 'phrase.top', TOPS, 'list');
    s.need(p?.hat, 'phrase.hat', 'object');
    s.need(p?.hairColour, 'phrase.hairColour', 'object');
    s.need(p?.scarf, 'phrase.scarf', 'list');
    for (const slot of ['curly', 'long', 'short', 'hair', 'bald', 'braids', 'bun', 'ponytail', 'glasses', 'beard', 'fur', 'feathers', 'and'])
      s.need(p?.[slot], `phrase.${slot}`, 'string');
    for (const slot of ['item', 'hairPhrase']) s.need(p?.[slot], `phrase.${slot}`, 'function');
  },
  boundaries(v, s) {
    s.each(v, 'boundaries', BOUNDARY_KEYS, 'words');
  },
  texture(v, s, language) {
    s.need(v?.paragraphs, 'paragraphs', 'function');
    if (typeof v?.paragraphs !== 'function') return;
    const beats = v.paragraphs(context(language));
    for (const beat of TEXTURE_BEATS) {
      s.need(beats?.[beat]?.[0], `paragraphs(c).${beat}.0`, 'string');
      s.need(beats?.[beat]?.[1], `paragraphs(c).${beat}.1`, 'string');
    }
  },
  episodes(v, s) {
    s.need(v?.callback?.memory, 'callback.memory', 'object');
    for (const shape of PLOT_SHAPES) s.need(v?.callback?.memory?.[shape], `callback.memory.${shape}`, 'function');
    for (const slot of ['line', 'short']) s.need(v?.callback?.[slot], `callback.${slot}`, 'function');
    s.need(v?.opening, 'opening', 'function');
  },
};

describe('every language folder fills the storycraft schema', () => {
  it('has a folder for each of the 14 story languages and no other', () => {
    const folders = fs
      .readdirSync(DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('%s: every module exists and fills every slot', async (language) => {
    const missing: string[] = [];
    for (const [slot, file] of Object.entries(LANGUAGE_MODULES) as [keyof typeof LANGUAGE_MODULES, string][]) {
      const where = `${language}/${file}`;
      if (!fs.existsSync(path.join(DIR, language, file))) {
        missing.push(`${where}: the file is missing`);
        continue;
      }
      const module = (await import(/* @vite-ignore */ path.join(DIR, language, file))) as Record<string, unknown>;
      if (!(slot in module)) {
        missing.push(`${where}: exports no \`${slot}\``);
        continue;
      }
      const slots = new Slots(where);
      CHECKS[slot](module[slot], slots, language);
      missing.push(...slots.missing);
      // The assembled language is made of these very modules.
      if (LANGUAGES[language][slot] !== module[slot]) missing.push(`${language}/index.ts: \`${slot}\` is not the one ${file} exports`);
    }
    // The screening lists (storycraft/screening) live in the same folder: every list present, every pattern a valid regex.
    const where = `${language}/screening.ts`;
    if (!fs.existsSync(path.join(DIR, language, 'screening.ts'))) missing.push(`${where}: the file is missing`);
    else {
      const { SCREENING: screening } = (await import(/* @vite-ignore */ path.join(DIR, language, 'screening.ts'))) as { SCREENING?: Record<string, unknown> };
      const slots = new Slots(where);
      for (const list of ['idioms', 'lessons', 'neverHeroes', 'notRude', 'misspelt']) slots.need(screening?.[list], list, 'list');
      slots.need(screening?.phrases, 'phrases', 'object');
      missing.push(...slots.missing);
      const patterns = [
        ...['idioms', 'lessons'].flatMap((list) => ((screening?.[list] ?? []) as string[]).map((source, i) => [`${list}.${i}`, source] as const)),
        ...Object.entries((screening?.phrases ?? {}) as Record<string, string[]>).flatMap(([reason, list]) =>
          list.map((source, i) => [`phrases.${reason}.${i}`, source] as const),
        ),
      ];
      for (const [slot, source] of patterns) {
        try {
          new RegExp(source, 'u');
        } catch {
          missing.push(`${where}: ${slot} is not a valid pattern`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
