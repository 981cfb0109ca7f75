/**
 * The built-in offline StoryWriter (DESIGN §3): a story grammar, not a fixed text. A seeded plan
 * (plot shape by moral, setting, companion, pages by age) is rendered by a per-language template
 * module, so the same request and seed always give the same story.
 */
import seedrandom from 'seedrandom';
import type { CharacterKind, LanguageCode } from '../../../../shared/catalog.ts';
import { mergeLooks, type LookKind } from '../../../../shared/hero-look.ts';
import { lookFromAnyDescription } from '../../../likeness/describe.ts';
import { lookPhrase } from '../../../likeness/look-phrase.ts';
import { findMoralTheme } from '../../../../content/morals/index.ts';
import type { MoralChoice, StoryWriter, WriteRequest, WrittenPage, WrittenStory } from '../../types.ts';
import { PACKS } from './lang/index.ts';
import { refrainLine, textureLines, type TextureBeat } from './lang/texture.ts';
import {
  bandFor, beatsFor, chooseCompanion, chooseSetting, chooseShape, illustrationPrompt, sceneFor, type Beat,
} from './plan.ts';
import { sanitizeSnippet, closeSentence } from './text.ts';
import { interpretWishes } from '../../../wishes/interpret.ts';
import { moralFromWishes, namedCompanion, sceneWithWishes, wishedCompanion, wishedSetting, wishLines } from './wish-plan.ts';
import type { Band, LanguagePack, Line, StoryContext } from './story-types.ts';

const LOOK_KIND: Record<CharacterKind, LookKind> = { human: 'person', animal: 'animal', object: 'object' };
const STOPS: Partial<Record<LanguageCode, string>> = { zh: '。', ja: '。', hi: '।' };

/** Creates the offline writer. Never throws for valid requests; unknown languages fall back to English. */
export function createBuiltinWriter(): StoryWriter {
  return {
    name: 'builtin',
    async write(request: WriteRequest): Promise<WrittenStory> {
      return writeStory(request);
    },
  };
}

/** Synchronous core of the built-in writer (exported for scripts and tests). */
export function writeStory(request: WriteRequest): WrittenStory {
  const pack: LanguagePack = PACKS[request.language] ?? PACKS.en;
  const age = Math.min(12, Math.max(1, Math.round(request.age || 5)));
  const band = bandFor(age);
  const random = seedrandom(`builtin-writer|${request.seed >>> 0}|${request.language}|${request.hero.name}`);

  // The plot is built from the interpreted wishes, never from the parent's sentence (issue 14).
  const wishes = request.wishes ?? interpretWishes(request.freeText, request.moral?.key ?? request.moral?.label ?? '', request.language);
  const moral = moralFromWishes(request.moral, wishes, request.language);
  const rolledShape = chooseShape(moral, random);
  // A wished outing never turns into the stay-at-home tidy-up story unless that was the moral.
  const shape = rolledShape === 'habit' && !moral && wishedSetting(wishes) ? 'friend' : rolledShape;
  const rolledSetting = chooseSetting(shape, random);
  const rolledCompanion = chooseCompanion(random);
  const setting = wishedSetting(wishes) ?? rolledSetting;
  const companion = wishedCompanion(wishes) ?? rolledCompanion;
  const alt = Math.floor(random() * 1000);
  const beats = beatsFor(age, shape);

  const stop = STOPS[request.language] ?? '.';
  // The look speaks in the story's language from its fields; the parent's raw words never appear.
  const look = request.hero.look ?? mergeLooks({ kind: LOOK_KIND[request.hero.kind] }, lookFromAnyDescription(request.hero.description, request.language));
  const ctx: StoryContext = {
    name: request.hero.name.trim() || 'Sam',
    g: request.hero.gender === 'female' ? 'f' : request.hero.gender === 'male' ? 'm' : 'n',
    kind: request.hero.kind,
    trait: lookPhrase(look, request.language),
    traitBed: lookPhrase(look, request.language, { bedtime: true }),
    setting,
    place: pack.settings[setting],
    companion,
    co: namedCompanion(pack.companions[companion], wishes, companion),
    band,
    meet: beats.includes('meet'),
    moral: moralSentence(moral, request.language, stop),
    shape,
    alt,
  };

  const extra = wishLines(wishes, ctx.name, ctx.co.name);
  const companionName = wishes.companions.find((c) => c.kind === companion)?.name ?? null;
  const pages: WrittenPage[] = beats.map((beat, index) => {
    const lines = linesFor(pack, beat, ctx, beats);
    if (beat === 'home') lines.push(...extra.home.map((t) => [0, t] as Line));
    if (beat === 'resolution') lines.splice(1, 0, ...extra.resolution.map((t) => [0, t] as Line));
    const joined = pick(lines, band).join(pack.sep).replace(/\s+/g, ' ').trim();
    const text = pack.finish ? pack.finish(joined, band) : joined;
    const scene = sceneWithWishes(sceneFor(beat, shape, setting, companion, index === beats.length - 2), beat, wishes, companionName);
    return { text, scene, illustrationPrompt: illustrationPrompt(scene, request.hero) };
  });
  return { title: pack.shapes[shape].title(ctx), pages };
}

/** The moral as one sentence: the catalogue description in the story language (never the parent's wording). */
function moralSentence(moral: MoralChoice | null, language: LanguageCode, stop: string): string | null {
  const theme = moral?.key ? findMoralTheme(moral.key) : undefined;
  const text = theme?.text[language]?.description;
  return text ? closeSentence(text, stop) : null;
}

function linesFor(pack: LanguagePack, beat: Beat, c: StoryContext, beats: Beat[]): Line[] {
  const shape = pack.shapes[c.shape];
  const texture = (b: TextureBeat) => textureLines(c, pack.code, b);
  switch (beat) {
    case 'home': return pack.home(c);
    case 'meet': return pack.meet(c);
    case 'go': return [...pack.go(c), ...texture('go')];
    case 'problem': return [...shape.problem(c), ...pack.afterProblem(c), ...texture('problem')];
    case 'try0': return [...shape.tries[0](c), refrainLine(pack.code), ...pack.afterTry(c, 0), ...texture('try0')];
    case 'try1': return [...shape.tries[1](c), refrainLine(pack.code), ...pack.afterTry(c, 1), ...texture('try1')];
    case 'try2': return [...shape.tries[2](c), refrainLine(pack.code), ...pack.afterTry(c, 2), ...texture('try2')];
    case 'low': return pack.low(c);
    case 'turn': return [...pack.beforeTurn(c), ...texture('turn').slice(0, 1), ...shape.turn(c), ...texture('turn').slice(1)];
    case 'resolution':
      return [
        ...shape.resolution(c), ...pack.afterResolution(c), ...texture('resolution'),
        ...(beats.includes('homeward') ? [] : pack.sunset(c)),
      ];
    case 'homeward': return [...pack.homeward(c).slice(0, -1), ...texture('homeward'), ...pack.homeward(c).slice(-1)];
    case 'bedtime': return pack.bedtime(c);
  }
}

function pick(lines: Line[], band: Band): string[] {
  return lines
    .filter(([tier, text]) => text && (tier === 't' ? band === 0 : tier <= band))
    .map(([, text]) => text);
}
