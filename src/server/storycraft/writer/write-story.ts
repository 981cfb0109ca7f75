/**
 * The story engine's writer: a story grammar, not a fixed text. A seeded plan
 * (plot shape by moral, setting, companion, pages by age) is rendered by a per-language template
 * module, so the same request and seed always give the same story.
 */
import seedrandom from 'seedrandom';
import type { CharacterKind, LanguageCode } from '../../../shared/catalog.ts';
import { mergeLooks, type LookKind } from '../../../shared/hero-look.ts';
import { heroLookFromDescription } from '../likeness/describe.ts';
import { lookPhrase } from '../likeness/look-phrase.ts';
import { findMoralTheme } from '../../../content/morals/index.ts';
import type { Setting, WriteRequest, WrittenPage, WrittenStory } from '../../providers/types.ts';
import { LANGUAGES, PACKS } from '../languages/index.ts';
import { textureLines, type TextureBeat } from './texture.ts';
import { resolveMoral } from './moral.ts';
import { bandFor, beatsFor, chooseEnds, choosePlot, illustrationPrompt, planScenes, type Beat } from './plan.ts';
import { closeSentence, countWords } from './text.ts';
import { interpretWishes } from '../wishes/interpret.ts';
import { lineKey } from './memory.ts';
import { conceptStory, namedCompanion, sceneWithWishes, wishedCompanion, wishedSetting, wishLines } from './wish-plan.ts';
import { situationPlot } from './situation-plan.ts';
import {
  PLOT_SHAPES,
  alt as alt_,
  phrasingFrom,
  type Band,
  type StoryCompanion,
  type LanguagePack,
  type Line,
  type ShapeText,
  type StoryContext,
  type Phrasing,
} from './story-types.ts';
import { boundedText, boundaryScreen, withoutLowPoint } from './write-boundaries.ts';
import { sceneWithinBoundaries, wishesWithinBoundaries } from '../boundaries/elements.ts';
import { combineBoundaries } from '../../../shared/boundaries.ts';
import { builtinRecap, callbackBeat, episodeCallback, episodeChoice, keepCompanionName, withCallback } from './episode.ts';
import { coHeroPages, heroRef } from './heroes.ts';

const LOOK_KIND: Record<CharacterKind, LookKind> = { human: 'person', animal: 'animal', object: 'object' };

/**
 * Writes one story offline: synchronous and deterministic (the same request and seed give the same
 * story, byte for byte). Never throws for valid requests; unknown languages fall back to English.
 */
export function writeStory(request: WriteRequest): WrittenStory {
  const pack: LanguagePack = PACKS[request.language] ?? PACKS.en;
  const age = Math.min(12, Math.max(1, Math.round(request.age || 5)));
  const band = bandFor(age);
  const random = seedrandom(`builtin-writer|${request.seed >>> 0}|${request.language}|${request.hero.name}`);

  // The plot is built from the interpreted wishes, never from the parent's sentence.
  // The parent's boundaries win over the wishes; the screen keeps avoided words out of the text.
  const bounds = combineBoundaries([request.boundaries]);
  const wishes = wishesWithinBoundaries(
    request.wishes ?? interpretWishes(request.freeText, request.moral?.key ?? request.moral?.label ?? '', request.language),
    bounds,
  );
  const asked = situationPlot(wishes);
  // The pipeline hands a resolved moral down; a bare label (a caller that did not resolve it) is resolved here.
  const moral = request.moral && !request.moral.key && !request.moral.group ? resolveMoral(request.moral.label, request.language, wishes) : request.moral;
  // The look speaks in the story's language from its fields; the parent's raw words never appear.
  const look = request.hero.look ?? mergeLooks(heroLookFromDescription(request.hero.description, LOOK_KIND[request.hero.kind], request.language));
  const trait = lookPhrase(look, request.language);
  const traitBed = lookPhrase(look, request.language, { bedtime: true });
  // The hero's own name and look are the parent's choice, never an avoided element.
  // Every hero's own name is the parent's choice too (up to two more heroes).
  const screen = boundaryScreen(request, pack, bounds, [trait ?? '', traitBed ?? '', ...(request.coHeroes ?? []).map((h) => h.name)]);
  // A next episode keeps the companion and the world and picks another plot.
  const episode = episodeChoice(request.previous);
  // The episode's own last plot is the most recently heard (avoid.plots runs most recent first).
  const avoid = episode?.avoidPlot ? { ...request.avoid, plots: [episode.avoidPlot, ...(request.avoid?.plots ?? [])] } : request.avoid;
  // The plot by moral and wishes, told another way than this child's last nights.
  const choice = choosePlot(
    moral,
    {
      available: PLOT_SHAPES.filter((shape) => pack.shapes[shape]),
      settings: Object.keys(pack.settings) as Setting[],
      wishedPlace: wishedSetting(wishes),
      wishedCompanion: episode?.companion ?? wishedCompanion(wishes),
      wishedPlot: asked,
      ...(avoid ? { avoid } : {}),
      boundaries: bounds,
      ...(screen ? { placeAllowed: (s: Setting) => screen.place(s), companionAllowed: (co: StoryCompanion) => screen.companion(co) } : {}),
      ...(episode ? { preferSettings: episode.world } : {}),
    },
    random,
  );
  const { shape, companion } = choice;
  const alt = Math.floor(random() * 1000);
  const beats = withoutLowPoint(beatsFor(age, shape), bounds);
  // The first and last pages happen somewhere this child's last nights did not.
  const nights = LANGUAGES[pack.code]?.nights;
  const visited = planScenes(beats, choice, alt)
    .slice(1, -1)
    .map((s) => s.setting)
    .filter((s) => s !== 'bedroom');
  Object.assign(
    choice,
    chooseEnds({
      has: (spot, end) => Boolean(nights?.[end][spot]),
      visited: [...visited, choice.way],
      ...(request.avoid ? { avoid: request.avoid } : {}),
      boundaries: bounds,
      pick: alt,
    }),
  );
  const shapeText = pack.shapes[shape]!;

  const stop = pack.stop ?? '.';
  // A wished place (the lighthouse, the moon) is where the story happens: its words replace the backdrop's.
  // The wished friends arrive on the first page at the adventure's place (not in the bedroom of a stay-at-home plot's start).
  const planned0 = planScenes(beats, choice, alt);
  const arrivalBeat = beats.find((b, i) => b !== 'home' && b !== 'go' && planned0[i]?.setting === choice.setting);
  // A story told for a hard time leaves the wish's people and things out: the grandma of "grandma's
  // funeral" is the one who is missed, never a friend who comes along.
  const wishedStory = conceptStory(shape === asked ? { ...wishes, concepts: [] } : wishes, request.hero.name.trim() || 'Sam', beats, arrivalBeat);
  const wishedPlace = wishedStory.place && (!screen || screen.text(wishedStory.place.words.at)) ? wishedStory.place : null;
  // The words go with whatever backdrop the plot allows; the picture adds the place itself (scene.wished).
  const placeUsed = !!wishedPlace;
  const place = (placeUsed ? wishedPlace.words : null) ?? pack.settings[choice.setting] ?? pack.settings.meadow;
  // The child knows their own look: it is told in one story of three, never two nights running.
  const looks = request.avoid?.looks ?? [];
  const tellLook = !looks.slice(0, LOOK_REST_NIGHTS).some(Boolean);
  const ctx: StoryContext = {
    name: request.hero.name.trim() || 'Sam',
    g: request.hero.gender === 'female' ? 'f' : request.hero.gender === 'male' ? 'm' : 'n',
    kind: request.hero.kind,
    trait: tellLook ? trait : null,
    traitBed: tellLook ? traitBed : null,
    setting: choice.setting,
    place,
    way: pack.settings[choice.way] ?? place,
    companion,
    co: keepCompanionName(namedCompanion(pack.companions[companion], wishes, companion), request.previous, companion),
    band,
    meet: beats.includes('meet'),
    // The closing line is the lesson of the plot told, so it always names what the story acted out.
    moral: screen ? screen.keep(moralSentence(choice.lesson, request.language, stop)) : moralSentence(choice.lesson, request.language, stop),
    shape,
    alt,
    ...(wishes.situation?.missed ? { missed: wishes.situation.missed } : {}),
    ...(screen ? { screen: screen.text } : {}),
    phrasing: phrasingFrom(request.avoid?.phrasings),
  };

  const extra = wishLines(wishes, ctx.name, ctx.co.name);
  const companionName = wishes.companions.find((c) => c.kind === companion)?.name ?? null;
  const scenes = planned0;
  // The callback to the last episode is screened too: a boundary set since then wins over the memory.
  const remembered = episodeCallback(pack, ctx, request.previous);
  const callback = remembered && screen && !screen.text(remembered) ? null : remembered;
  // The other heroes' part on each page (nothing for a one-hero story).
  const coHeroes = request.coHeroes ?? [];
  const heroPages = coHeroPages(
    beats,
    { ...heroRef(request.hero, request.language), name: ctx.name, trait: ctx.trait },
    coHeroes.map((h) => heroRef(h, request.language)),
    request.language,
    { brief: band === 0 },
  );
  // The sentences this child heard in their last stories, and those this one says.
  const heard = new Set(request.avoid?.lines ?? []);
  const said = new Set<string>();
  const pages: WrittenPage[] = beats.map((beat, index) => {
    const planned = scenes[index]!;
    const pageCtx: StoryContext = beat === 'go' ? { ...ctx, setting: choice.way, place: ctx.way } : { ...ctx, setting: planned.setting };
    const lines = freshLines((c) => linesFor(pack, shapeText, beat, c, beats), pageCtx, heard);
    // The page says where the morning starts and where the hero falls asleep, as its picture shows.
    const spot = beat === 'home' ? nights?.opening[planned.setting] : beat === 'bedtime' ? nights?.ending[planned.setting] : undefined;
    const spots = spot?.(pageCtx) ?? [];
    const unheard = spots.filter((t) => !heard.has(lineKey(t)));
    const spotLine = spots.length ? alt_(pageCtx, beat === 'home' ? 150 : 151, unheard.length ? unheard : spots) : null;
    if (spotLine) lines.splice(1, 0, [0, spotLine]);
    // A next episode goes on instead of starting with "Once upon a time" (the pack's first home line).
    if (beat === 'home' && episode) lines[0] = [0, LANGUAGES[request.language].episodes.opening(pageCtx)];
    if (beat === 'home') lines.push(...extra.home.map((t) => [0, t] as Line));
    if (beat === 'resolution') lines.splice(1, 0, ...extra.resolution.map((t) => [0, t] as Line));
    // The wished friends, things and day: after the page's first sentence (at home, at the end).
    const conceptLines = (wishedStory.lines[beat] ?? []).map((t) => [0, t] as Line);
    if (beat === 'home') lines.push(...conceptLines);
    else lines.splice(1, 0, ...conceptLines);
    if (placeUsed && beat === (arrivalBeat ?? beats.find((b) => b !== 'home' && b !== 'go'))) lines.splice(1, 0, [1, wishedPlace.words.detail]);
    const chosen = pick(lines, band).filter((line) => !screen || screen.text(line));
    for (const line of chosen) said.add(lineKey(line));
    const others = heroPages[index]!;
    const paged =
      band === 0
        ? toddlerPage(
            chosen,
            beat,
            others.lines.reduce((n, l) => n + countWords(l), 0),
          )
        : chosen;
    // The other heroes' sentences close the page; at bedtime they come before the goodnight.
    if (others.lines.length) paged.splice(beat === 'bedtime' ? Math.max(1, paged.length - 1) : paged.length, 0, ...others.lines);
    const joined = (beat === callbackBeat(beats) ? withCallback(paged, callback, band, TODDLER_MAX_WORDS) : paged).join(pack.sep).replace(/\s+/g, ' ').trim();
    const finished = pack.finish ? pack.finish(joined, band) : joined;
    const text = screen ? boundedText(finished, screen, pack.sep) : finished;
    const scene = sceneWithinBoundaries(
      sceneWithWishes(
        planned,
        beat,
        wishes,
        companionName,
        (wishedStory.drawn[beat] ?? []).filter((code) => placeUsed || code !== wishedStory.place?.code),
      ),
      bounds,
    );
    if (others.heroes.length) scene.coHeroes = others.heroes;
    return { text, scene, illustrationPrompt: illustrationPrompt(scene, request.hero, age, coHeroes) };
  });
  // A page whose every sentence named an avoided element is left out (rare: a toddler's one-line page).
  const kept = screen ? pages.filter((p) => p.text) : pages;
  // A title pattern that names an avoided element (a picnic for a child who avoids food) is not a candidate while another is left.
  // A quiet plot (a story about a loss) keeps its own titles: the cheerful outing patterns do not fit it.
  const titles = [shapeText.title(ctx), ...(shapeText.quiet ? [] : (nights?.titles(ctx) ?? []))];
  const keptTitles = screen ? titles.filter((t) => !t || screen.text(t)) : titles;
  const title = chooseTitle(keptTitles.some(Boolean) ? keptTitles : titles, request.avoid?.titles ?? [], ctx.phrasing!, alt);
  return {
    title,
    pages: kept,
    plan: {
      plot: shape,
      companion,
      setting: choice.setting,
      ...(kept.length ? { first: kept[0]!.scene.setting, last: kept.at(-1)!.scene.setting } : {}),
      look: Boolean(ctx.trait),
      phrasing: Object.fromEntries(ctx.phrasing!.said),
      heard: [...said].slice(0, MAX_HEARD),
    },
    recap: builtinRecap(
      choice,
      beats,
      kept.map((p) => p.scene),
      moral,
      ctx.co.name,
    ),
  };
}

/** Sentences a story keeps for the memory (a 12-page story for a 12-year-old says about 90). */
const MAX_HEARD = 160;

/** Other tellings tried for a page whose sentences the child already heard. */
const RETELLINGS = 12;

/**
 * A page's lines, with each line the child already heard replaced by another telling of the
 * same line (the page's lines made again with another phrasing seed) that they did not hear,
 * when one exists. Lines keep their place and tier, so the page says the same things.
 */
function freshLines(make: (c: StoryContext) => Line[], c: StoryContext, heard: ReadonlySet<string>): Line[] {
  const base = make(c);
  const open = (text: string) => !text || !heard.has(lineKey(text));
  if (!heard.size || base.every(([, text]) => open(text))) return base;
  const { phrasing: _kept, ...plain } = c;
  const others = Array.from({ length: RETELLINGS }, (_, k) => make({ ...plain, alt: (c.alt + 7919 * (k + 1)) % 1_000_003 }));
  return base.map((line, i) => {
    if (open(line[1])) return line;
    for (const other of others) {
      const o = other[i];
      if (o && o[0] === line[0] && other.length === base.length && open(o[1])) return o;
    }
    return line;
  });
}

/** Stories after one that described the hero's look before the next one does. */
const LOOK_REST_NIGHTS = 2;

/**
 * The title: of the plot's own and the language's other patterns (with the companion, the place,
 * the key object), one this child has not heard in their remembered stories, in the pattern heard
 * longest ago; when every one was heard, the one heard longest ago.
 */
function chooseTitle(candidates: string[], heardTitles: readonly string[], phrasing: Phrasing, seed: number): string {
  const norm = (t: string) => t.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  const heardAt = (t: string) => {
    const at = heardTitles.findIndex((h) => norm(h) === norm(t));
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  const all = candidates.map((_, i) => i).filter((i) => candidates[i]);
  if (!all.length) return candidates[0] ?? '';
  const newest = Math.max(...all.map((i) => heardAt(candidates[i]!)));
  const open = all.filter((i) => heardAt(candidates[i]!) === newest);
  // The patterns take turns: of the open ones, the pattern this child heard longest ago.
  const key = `title:${candidates.length}`;
  const patterns = phrasing.heard.get(key) ?? [];
  const patternAge = (i: number) => {
    const at = patterns.indexOf(i);
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
  const oldest = Math.max(...open.map(patternAge));
  const pool = open.filter((i) => patternAge(i) === oldest);
  const index = pool[seed % pool.length]!;
  phrasing.said.set(key, index);
  return candidates[index]!;
}

/** Words a toddler page may have (5-20 for ages 1-3: one short event a page). */
export const TODDLER_MAX_WORDS = 20;

/**
 * A toddler page keeps its first sentence (it names the page's event and key element), then as
 * many of the following ones as fit in TODDLER_MAX_WORDS; the bedtime page keeps its goodnight.
 */
function toddlerPage(lines: string[], beat: Beat, reserved = 0): string[] {
  if (lines.length <= 1) return [...lines];
  const last = beat === 'bedtime' ? lines.at(-1)! : null;
  const kept = [lines[0]!];
  // `reserved`: words the other heroes' sentences take on this page.
  let words = countWords(lines[0]!) + (last ? countWords(last) : 0) + reserved;
  for (const line of lines.slice(1, last ? -1 : undefined)) {
    const n = countWords(line);
    if (words + n > TODDLER_MAX_WORDS) continue;
    kept.push(line);
    words += n;
  }
  if (last) kept.push(last);
  return kept;
}

/** The lesson as one sentence: the catalogue description in the story language (never the parent's wording). */
function moralSentence(lesson: string | null, language: LanguageCode, stop: string): string | null {
  const theme = lesson ? findMoralTheme(lesson) : undefined;
  const text = theme?.text[language]?.description;
  return text ? closeSentence(text, stop) : null;
}

function linesFor(pack: LanguagePack, shape: ShapeText, beat: Beat, c: StoryContext, beats: Beat[]): Line[] {
  if (shape.quiet) return quietLines(pack, shape, beat, c, beats);
  const texture = (b: TextureBeat) => (plotOwnsDepth(b) ? textureLines(c, pack.code, b).filter(([tier]) => tier !== 3) : textureLines(c, pack.code, b));
  // A 10-12 page whose plot beat has its own inner-life paragraph (tier 3) gets no
  // stock texture paragraph on top: the plot's own craft, not padding shared by every story.
  function plotOwnsDepth(b: TextureBeat): boolean {
    const own =
      b === 'problem'
        ? shape.problem(c)
        : b === 'turn'
          ? shape.turn(c)
          : b === 'resolution'
            ? shape.resolution(c)
            : b === 'try0'
              ? shape.tries[0](c)
              : b === 'try1'
                ? shape.tries[1](c)
                : b === 'try2'
                  ? shape.tries[2](c)
                  : [];
    return own.some(([tier]) => tier === 3);
  }
  switch (beat) {
    case 'home':
      return pack.home(c);
    case 'meet':
      return pack.meet(c);
    case 'go':
      return [...pack.go(c), ...texture('go')];
    case 'problem':
      return [...shape.problem(c), ...pack.afterProblem(c), ...texture('problem')];
    case 'try0':
      return [...shape.tries[0](c), ...pack.afterTry(c, 0), ...texture('try0')];
    case 'try1':
      return [...shape.tries[1](c), ...pack.afterTry(c, 1), ...texture('try1')];
    case 'try2':
      return [...shape.tries[2](c), ...pack.afterTry(c, 2), ...texture('try2')];
    case 'low':
      return pack.low(c);
    case 'turn':
      return [...pack.beforeTurn(c), ...texture('turn').slice(0, 1), ...shape.turn(c), ...texture('turn').slice(1)];
    case 'resolution':
      return [
        ...shape.resolution(c),
        ...pack.afterResolution(c),
        ...texture('resolution'),
        // The sunset line closes a day story; a plot that is already at night (the campfire) has none.
        ...(beats.includes('homeward') || c.shape === 'campfire' ? [] : pack.sunset(c)),
      ];
    case 'homeward': {
      if (shape.homeward) return shape.homeward(c);
      return [...pack.homeward(c).slice(0, -1), ...texture('homeward'), ...pack.homeward(c).slice(-1)];
    }
    case 'bedtime':
      return pack.bedtime(c);
  }
}

/** A quiet plot's page: its own words, the pack's frame (home, way, bedtime) and no stock remarks or texture. */
function quietLines(pack: LanguagePack, shape: ShapeText, beat: Beat, c: StoryContext, beats: Beat[]): Line[] {
  switch (beat) {
    case 'home':
      return pack.home(c);
    case 'meet':
      return pack.meet(c);
    case 'go':
      return pack.go(c);
    case 'problem':
      return shape.problem(c);
    case 'try0':
      return shape.tries[0](c);
    case 'try1':
      return shape.tries[1](c);
    case 'try2':
      return shape.tries[2](c);
    case 'low':
      return (shape.low ?? pack.low)(c);
    case 'turn':
      return shape.turn(c);
    case 'resolution':
      return [...shape.resolution(c), ...(beats.includes('homeward') ? [] : pack.sunset(c))];
    case 'homeward':
      return (shape.homeward ?? pack.homeward)(c);
    case 'bedtime':
      return pack.bedtime(c);
  }
}

function pick(lines: Line[], band: Band): string[] {
  return lines.filter(([tier, text]) => text && (tier === 't' ? band === 0 : tier <= band)).map(([, text]) => text);
}
