/**
 * Sentence timings for a parent's own recording of a page: the pauses the
 * reader left between sentences are found in the decoded PCM and matched to the sentence
 * boundaries of the page text, so the read-along highlight follows their voice.
 *
 * Method: 20 ms frames; a frame is quiet below a threshold between the recording's noise floor
 * (10th percentile level) and its speech level (90th percentile). Runs of quiet frames at least
 * MIN_GAP_SECONDS long inside the spoken part are candidate pauses. Each of the N-1 sentence
 * boundaries expects a pause near where its share of the text (in characters) falls in the spoken
 * part; a small dynamic programme picks, in order, the pause per boundary that is long and close
 * to where it is expected (or, when no pause fits, the expected point itself). Words are then
 * spread over each sentence by length (src/shared/read-along.ts withEvenWords).
 */
import { withEvenWords, type SentenceTiming } from '../../shared/read-along.ts';

const FRAME_SECONDS = 0.02;
/** Shortest pause that can end a sentence, seconds. */
export const MIN_GAP_SECONDS = 0.18;

export interface Pause {
  /** Seconds. */
  start: number;
  end: number;
}

/** Frame levels in dBFS (RMS over 20 ms). */
function frameLevels(samples: Float32Array, sampleRate: number): number[] {
  const size = Math.max(1, Math.round(FRAME_SECONDS * sampleRate));
  const levels: number[] = [];
  for (let at = 0; at + size <= samples.length; at += size) {
    let energy = 0;
    for (let i = at; i < at + size; i++) energy += samples[i]! * samples[i]!;
    levels.push(10 * Math.log10(energy / size + 1e-12));
  }
  return levels;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * (sorted.length - 1))))]!;

/** Where speech starts and ends, and the pauses inside it (seconds). Null when nothing is spoken. */
export function findPauses(samples: Float32Array, sampleRate: number): { speechStart: number; speechEnd: number; pauses: Pause[] } | null {
  const levels = frameLevels(samples, sampleRate);
  if (levels.length === 0) return null;
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = percentile(sorted, 0.1);
  const speech = percentile(sorted, 0.9);
  if (speech - floor < 10 || speech < -55) return null;
  const threshold = floor + 0.35 * (speech - floor);
  const loud = levels.map((l) => l > threshold);
  const first = loud.indexOf(true);
  const last = loud.lastIndexOf(true);
  if (first < 0) return null;
  const pauses: Pause[] = [];
  let runStart = -1;
  for (let f = first; f <= last + 1; f++) {
    const quiet = f <= last && !loud[f];
    if (quiet && runStart < 0) runStart = f;
    if (!quiet && runStart >= 0) {
      if ((f - runStart) * FRAME_SECONDS >= MIN_GAP_SECONDS) pauses.push({ start: runStart * FRAME_SECONDS, end: f * FRAME_SECONDS });
      runStart = -1;
    }
  }
  return { speechStart: first * FRAME_SECONDS, speechEnd: (last + 1) * FRAME_SECONDS, pauses };
}

/**
 * Picks one pause per sentence boundary (in order) for `sentences` spoken between speechStart
 * and speechEnd. Returns N-1 boundaries as pauses (a zero-length pause where none fitted).
 */
export function chooseBoundaries(sentences: string[], speechStart: number, speechEnd: number, pauses: Pause[]): Pause[] {
  const n = sentences.length;
  if (n <= 1) return [];
  const span = Math.max(0.001, speechEnd - speechStart);
  const lengths = sentences.map((s) => Math.max(1, [...s].length));
  const total = lengths.reduce((a, b) => a + b, 0);
  const expected: number[] = [];
  let acc = 0;
  for (let k = 0; k < n - 1; k++) {
    acc += lengths[k]!;
    expected.push(speechStart + (span * acc) / total);
  }
  const longest = Math.max(MIN_GAP_SECONDS, ...pauses.map((p) => p.end - p.start));
  // Candidates per boundary: every pause, plus "no pause: the expected point" (costlier).
  type Choice = { pause: Pause; cost: number };
  const options = expected.map((e) => {
    const list: Choice[] = pauses.map((p) => {
      const centre = (p.start + p.end) / 2;
      return { pause: p, cost: 6 * ((centre - e) / span) ** 2 - 0.6 * ((p.end - p.start) / longest) };
    });
    list.push({ pause: { start: e, end: e }, cost: 0.35 });
    return list.sort((a, b) => a.pause.start - b.pause.start);
  });
  // best[k][i]: least cost with boundary k at option i; boundaries strictly in time order.
  const best: number[][] = options.map((o) => o.map(() => Infinity));
  const from: number[][] = options.map((o) => o.map(() => -1));
  options[0]!.forEach((c, i) => (best[0]![i] = c.cost));
  for (let k = 1; k < n - 1; k++) {
    options[k]!.forEach((c, i) => {
      options[k - 1]!.forEach((prev, j) => {
        if (prev.pause.end > c.pause.start || prev.pause === c.pause) return;
        const cost = best[k - 1]![j]! + c.cost;
        if (cost < best[k]![i]!) {
          best[k]![i] = cost;
          from[k]![i] = j;
        }
      });
    });
  }
  let at = best[n - 2]!.indexOf(Math.min(...best[n - 2]!));
  const chosen: Pause[] = [];
  for (let k = n - 2; k >= 0; k--) {
    chosen.unshift(options[k]![at]!.pause);
    at = from[k]![at]!;
  }
  return chosen;
}

/**
 * Read-along timings of a recording of `sentences`: each sentence from the end of the pause
 * before it to the start of the pause after it, its words spread by length.
 * Returns [] when no speech is found.
 */
export function alignRecording(samples: Float32Array, sampleRate: number, sentences: string[], language: string): SentenceTiming[] {
  const found = findPauses(samples, sampleRate);
  if (!found || sentences.length === 0) return [];
  const boundaries = chooseBoundaries(sentences, found.speechStart, found.speechEnd, found.pauses);
  const round = (s: number) => Math.round(s * 1000) / 1000;
  const timings = sentences.map((text, k) => ({
    text,
    start: round(k === 0 ? found.speechStart : boundaries[k - 1]!.end),
    end: round(k === sentences.length - 1 ? found.speechEnd : boundaries[k]!.start),
  }));
  return withEvenWords(timings, language);
}
