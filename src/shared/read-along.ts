/**
 * Read-along timings, shared by the narrators that make them and the reader
 * that highlights with them. Stored with the chunk (story_chunks.timings, jsonb) and sent with
 * the chunk (ChunkView.timings), so the reader needs no extra call.
 *
 * Shape: one entry per sentence `{text, start, end}` in seconds from the clip's start,
 * optionally with `words: [{text, start, end, from, to}]`, where `from`/`to` are UTF-16
 * offsets into the sentence's own `text` (end exclusive). The field is additive: older rows
 * without `words` still give sentence highlighting.
 *
 * "Words" are ICU word segments (Intl.Segmenter, dictionary-based for Japanese, Chinese and
 * Thai), so unspaced scripts are highlighted by the units the narrator was timed by.
 */

/** One spoken unit inside a sentence. */
export interface WordTiming {
  text: string;
  /** Seconds from the start of the clip. */
  start: number;
  end: number;
  /** UTF-16 offsets into the sentence text, end exclusive. */
  from: number;
  to: number;
}

/** One sentence of a page's narration, optionally with its words. */
export interface SentenceTiming {
  text: string;
  /** Seconds from the start of the clip. */
  start: number;
  end: number;
  words?: WordTiming[];
}

/** A word-like segment of a sentence (no timing yet). */
export interface WordUnit {
  text: string;
  from: number;
  to: number;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Word-like ICU segments of `text` (punctuation and spaces left out), with their offsets. */
export function wordUnits(text: string, language: string): WordUnit[] {
  const units: WordUnit[] = [];
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  }
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    units.push({ text: s.segment, from: s.index, to: s.index + s.segment.length });
  }
  // A segment without any letter or digit (a lone symbol) is not spoken as a word.
  return units.filter((u) => /[\p{L}\p{N}]/u.test(u.text));
}

/**
 * Spreads the span [start, end] over `units` in proportion to `weights` (one per unit, > 0).
 * Words follow one another without gaps; the last ends at `end`.
 */
export function spreadWords(units: WordUnit[], weights: number[], start: number, end: number): WordTiming[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (units.length === 0 || !(total > 0) || !(end > start)) return [];
  let at = start;
  return units.map((unit, i) => {
    const from = at;
    at = i === units.length - 1 ? end : at + ((end - start) * weights[i]!) / total;
    return { text: unit.text, start: round(from), end: round(at), from: unit.from, to: unit.to };
  });
}

/** Weight of a unit for an even spread: its characters (code points), so long words last longer. */
export const letterWeight = (unit: WordUnit) => Math.max(1, [...unit.text].length) + 1;

/**
 * The even-spread fallback for narrators without word timings (OpenAI, an older row): each
 * sentence's span is shared among its words in proportion to their length. Sentences that
 * already carry words are kept.
 */
export function withEvenWords(timings: SentenceTiming[], language: string): SentenceTiming[] {
  return timings.map((sentence) => {
    if (sentence.words && sentence.words.length > 0) return sentence;
    const units = wordUnits(sentence.text, language);
    return { ...sentence, words: spreadWords(units, units.map(letterWeight), sentence.start, sentence.end) };
  });
}

/** Where narration is at `t` seconds: the sentence and word indexes, -1 when between them. */
export interface ReadAlongPosition {
  sentence: number;
  word: number;
}

/** The sentence and word being spoken at `t` (a word stays lit until the next one starts). */
export function positionAt(timings: SentenceTiming[], t: number): ReadAlongPosition {
  for (let s = 0; s < timings.length; s++) {
    const sentence = timings[s]!;
    const nextStart = timings[s + 1]?.start ?? Infinity;
    if (t < sentence.start || t >= Math.max(sentence.end, Math.min(nextStart, sentence.end + 0.35))) continue;
    const words = sentence.words ?? [];
    let word = -1;
    for (let w = 0; w < words.length; w++) {
      if (t >= words[w]!.start) word = w;
      else break;
    }
    return { sentence: s, word };
  }
  return { sentence: -1, word: -1 };
}

/** A run of page text, tagged with the sentence and word it belongs to (-1 = none). */
export interface TextRun {
  text: string;
  sentence: number;
  word: number;
}

/**
 * Splits page text into paragraphs of runs so the reader can wrap sentences and words in
 * elements while showing the text exactly as stored. Sentence texts are found in order in the
 * page text, whitespace-tolerant (narrators collapse whitespace); a sentence that cannot be
 * found is left unmarked.
 */
export function annotate(content: string, timings: SentenceTiming[] | null | undefined): TextRun[][] {
  // Content offset → [sentence, word].
  const marks = new Map<number, [number, number]>();
  let cursor = 0;
  (timings ?? []).forEach((sentence, s) => {
    const map = matchAt(content, sentence.text, cursor);
    if (!map) return;
    const wordAt = new Array<number>(sentence.text.length).fill(-1);
    (sentence.words ?? []).forEach((w, wi) => {
      for (let k = w.from; k < w.to && k < wordAt.length; k++) wordAt[k] = wi;
    });
    for (let k = 0; k < sentence.text.length; k++) marks.set(map[k]!, [s, wordAt[k]!]);
    // Whitespace inside the sentence belongs to it too (no word).
    for (let c = map[0]!; c <= map[map.length - 1]!; c++) if (!marks.has(c)) marks.set(c, [s, -1]);
    cursor = map[map.length - 1]! + 1;
  });
  const paragraphs: TextRun[][] = [];
  const pattern = /\n\s*\n/g;
  let start = 0;
  const push = (from: number, to: number) => {
    const runs: TextRun[] = [];
    for (let c = from; c < to; c++) {
      const [sentence, word] = marks.get(c) ?? [-1, -1];
      const last = runs[runs.length - 1];
      if (last && last.sentence === sentence && last.word === word) last.text += content[c];
      else runs.push({ text: content[c]!, sentence, word });
    }
    if (runs.some((r) => r.text.trim())) paragraphs.push(runs);
  };
  for (const m of content.matchAll(pattern)) {
    push(start, m.index);
    start = m.index + m[0].length;
  }
  push(start, content.length);
  return paragraphs;
}

/** Content offsets of each character of `needle`, matched from `from` with any whitespace run equal to any other. */
function matchAt(content: string, needle: string, from: number): number[] | null {
  if (!needle) return null;
  const first = needle.trimStart()[0];
  for (let begin = content.indexOf(first ?? '', from); begin >= 0; begin = content.indexOf(first ?? '', begin + 1)) {
    const map: number[] = [];
    let j = begin;
    let ok = true;
    for (let i = 0; i < needle.length; i++) {
      const ch = needle[i]!;
      if (/\s/.test(ch)) {
        if (j >= content.length || !/\s/.test(content[j]!)) {
          ok = false;
          break;
        }
        map.push(j);
        while (j + 1 < content.length && /\s/.test(content[j + 1]!) && !(i + 1 < needle.length && /\s/.test(needle[i + 1]!))) j++;
        j++;
        continue;
      }
      if (content[j] !== ch) {
        ok = false;
        break;
      }
      map.push(j);
      j++;
    }
    if (ok && map.length === needle.length) return map;
  }
  return null;
}
