/**
 * The built-in writer's side of the parent's boundaries: a text screen in the
 * story language (boundaries/check.ts word lists) for phrasings, sentences, places and companions,
 * the last sentence-level pass on a finished page, and the intensity's effect on the page list.
 */
import type { StoryBoundaries } from '../../../shared/boundaries.ts';
import { textKeepsBoundaries } from '../boundaries/check.ts';
import type { Setting, WriteRequest } from '../../providers/types.ts';
import type { Beat } from './plan.ts';
import type { LanguagePack, StoryCompanion } from './story-types.ts';

/** The writer's screen: `text(s)` is false when s names an avoided element. */
export interface BoundaryScreen {
  text: (s: string) => boolean;
  /** A setting whose own words (in/to the place) pass. */
  place: (s: Setting) => boolean;
  /** A companion whose introduction passes (its species word). */
  companion: (c: StoryCompanion) => boolean;
  /** The sentence when it passes, else null. */
  keep: (s: string | null) => string | null;
}

/**
 * The screen for a request, or null when the boundaries avoid nothing. `spare`: the story's own
 * words that may contain a listed word (the hero's name and look: a hero called Robin).
 */
export function boundaryScreen(request: WriteRequest, pack: LanguagePack, bounds: StoryBoundaries, spare: readonly string[] = []): BoundaryScreen | null {
  if (!bounds.avoid.length) return null;
  const language = pack.code;
  const names = [request.hero.name.trim(), ...spare].filter(Boolean);
  // The same phrasings come back on many pages (alt options, refrains): screen each one once.
  const seen = new Map<string, boolean>();
  const text = (s: string) => {
    let ok = seen.get(s);
    if (ok === undefined) seen.set(s, (ok = textKeepsBoundaries(s, language, bounds, names)));
    return ok;
  };
  return {
    text,
    place: (s) => {
      const words = pack.settings[s];
      return !words || (text(words.at) && text(words.to));
    },
    companion: (c) => text(pack.companions[c].intro),
    keep: (s) => (s && text(s) ? s : null),
  };
}

const SENTENCE = /[^.!?。！？।؟]+(?:[.!?。！？।؟]+[”"’»」』)\]]*\s*|$)/gu;

/**
 * The last pass on a finished page (after a language's own finishing touch, e.g. Japanese kanji
 * for older readers): sentences that still name an avoided element are left out.
 */
export function boundedText(text: string, screen: BoundaryScreen, sep: string): string {
  if (screen.text(text)) return text;
  const sentences = (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  return sentences
    .filter((s) => screen.text(s))
    .join(sep || '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Gentle only' stories have no low point (the page where the hero nearly gives up). */
export function withoutLowPoint(beats: Beat[], bounds: StoryBoundaries): Beat[] {
  return bounds.maxIntensity === 'gentle' ? beats.filter((b) => b !== 'low') : beats;
}
