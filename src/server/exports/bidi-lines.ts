/**
 * Right-to-left text for the PDF picture book: word wrapping and the Unicode
 * Bidirectional Algorithm (UAX #9, bidi-js) for Arabic lines that may hold Latin names or digits.
 *
 * PDFKit shapes text with fontkit, which joins Arabic letters and reverses what it shapes at once
 * when the first strong character is Arabic, but it knows nothing of mixed directions and shapes
 * word by word. So each wrapped line is put in visual order here, word by word: an Arabic word
 * goes to the shaper in logical order (fontkit joins and reverses it), anything else as seen.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** One piece of a line, drawn left to right after the pieces before it. */
export interface VisualPiece {
  /** The text to hand to the shaper: an Arabic word in logical order (fontkit reverses and joins it), anything else as seen. */
  text: string;
  /** True when the piece holds Arabic letters (draw it with the Arabic face, shaped as one run). */
  arabic: boolean;
  /** A space between words (no glyphs: the drawer advances by a space's width). */
  space: boolean;
}

/**
 * The pieces of `line` (the paragraph's direction is right-to-left), left to right: the bidi
 * runs in visual order, Arabic runs cut into words (PDFKit shapes word by word, and fontkit
 * reverses only what it shapes at once), spaces kept as pieces of their own.
 */
export function visualPieces(line: string): VisualPiece[] {
  if (!line) return [];
  const embedding = bidi.getEmbeddingLevels(line, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = Array.from(line, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, embedding)) {
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  // Neighbours (in visual order) of the same direction make a run.
  const runs: { indices: number[]; rtl: boolean }[] = [];
  for (const index of order) {
    const rtl = embedding.levels[index]! % 2 === 1;
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.indices.push(index);
    else runs.push({ indices: [index], rtl });
  }
  const pieces: VisualPiece[] = [];
  for (const { indices, rtl } of runs) {
    const arabic = rtl && indices.some((i) => ARABIC.test(line[i]!));
    // Brackets of right-to-left text are mirrored here (fontkit does not mirror them).
    const text = (arabic ? [...indices].reverse() : indices).map((i) => mirrored.get(i) ?? line[i]!).join('');
    const tokens = text.split(/( +)/).filter(Boolean);
    // An Arabic run is in logical order: its words go right to left.
    for (const token of arabic ? tokens.reverse() : tokens) {
      pieces.push({ text: token, arabic: arabic && ARABIC.test(token), space: /^ +$/.test(token) });
    }
  }
  return pieces;
}

/**
 * Greedy word wrap of right-to-left text: paragraphs split on blank lines, lines on spaces.
 * `measure` is the drawn width of a line (sum of its runs). A word wider than the line stands alone.
 */
export function wrapRtl(text: string, width: number, measure: (line: string) => number): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && measure(candidate) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      if (line) lines.push(line);
      return lines;
    });
}
