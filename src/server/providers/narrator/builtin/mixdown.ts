/**
 * Assembles a page from per-sentence PCM: trims espeak's own leading/trailing silence, fades
 * every cut so nothing clicks, lays sentences out with pauses (which yields exact sentence
 * timings), and evens loudness across pages with a gated RMS gain and a peak ceiling.
 */

/** Below this level a sample counts as silence when trimming (-46 dBFS). */
const TRIM_THRESHOLD = 0.005;
const EDGE_MARGIN_SECONDS = 0.02;
const FADE_SECONDS = 0.012;
/** Speech level every page is brought to, dBFS RMS over voiced 20 ms blocks. */
export const TARGET_RMS_DBFS = -20;
const PEAK_CEILING = 0.89;

/** `samples` without the silence espeak puts around a sentence (a short margin kept). */
export function trimSilence(samples: Float32Array, sampleRate: number): Float32Array {
  let start = 0;
  while (start < samples.length && Math.abs(samples[start]!) < TRIM_THRESHOLD) start++;
  let end = samples.length - 1;
  while (end > start && Math.abs(samples[end]!) < TRIM_THRESHOLD) end--;
  if (start >= end) return new Float32Array(0);
  const margin = Math.round(EDGE_MARGIN_SECONDS * sampleRate);
  return samples.slice(Math.max(0, start - margin), Math.min(samples.length, end + margin + 1));
}

/** Raised-cosine fade in and out over `seconds` at both ends, in place. */
export function fadeEdges(samples: Float32Array, sampleRate: number, seconds = FADE_SECONDS): void {
  const length = Math.min(Math.round(seconds * sampleRate), samples.length >> 1);
  for (let i = 0; i < length; i++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * i) / length);
    samples[i]! *= gain;
    samples[samples.length - 1 - i]! *= gain;
  }
}

/** Sentence PCM and where it sits in the page. */
export interface PlacedSentence {
  start: number;
  end: number;
}

/**
 * Concatenates `parts` with `leadIn` seconds before, `pause` between and `tail` after.
 * Returns the page PCM and each part's start/end in seconds.
 */
export function layOut(
  parts: Float32Array[],
  sampleRate: number,
  spacing: { leadIn: number; pause: number; tail: number },
): { samples: Float32Array; placed: PlacedSentence[] } {
  const leadIn = Math.round(spacing.leadIn * sampleRate);
  const pause = Math.round(spacing.pause * sampleRate);
  const tail = Math.round(spacing.tail * sampleRate);
  const total = leadIn + parts.reduce((sum, part) => sum + part.length, 0) + pause * Math.max(0, parts.length - 1) + tail;
  const samples = new Float32Array(total);
  const placed: PlacedSentence[] = [];
  let at = leadIn;
  parts.forEach((part, i) => {
    samples.set(part, at);
    placed.push({ start: at / sampleRate, end: (at + part.length) / sampleRate });
    at += part.length + (i < parts.length - 1 ? pause : 0);
  });
  return { samples, placed };
}

/**
 * Scales `samples` in place so speech sits at TARGET_RMS_DBFS + gainDb (RMS over 20 ms blocks
 * louder than -45 dBFS, so pauses do not count), never letting a peak pass -1 dBFS.
 */
export function normalizeLoudness(samples: Float32Array, sampleRate: number, gainDb = 0): void {
  const block = Math.max(1, Math.round(0.02 * sampleRate));
  let energy = 0;
  let count = 0;
  let peak = 0;
  for (let start = 0; start + block <= samples.length; start += block) {
    let blockEnergy = 0;
    for (let i = start; i < start + block; i++) {
      blockEnergy += samples[i]! * samples[i]!;
      peak = Math.max(peak, Math.abs(samples[i]!));
    }
    if (blockEnergy / block > 10 ** (-45 / 10)) {
      energy += blockEnergy;
      count += block;
    }
  }
  if (count === 0 || peak === 0) return;
  const rms = Math.sqrt(energy / count);
  const wanted = 10 ** ((TARGET_RMS_DBFS + gainDb) / 20);
  const gain = Math.min(wanted / rms, PEAK_CEILING / peak);
  for (let i = 0; i < samples.length; i++) samples[i]! *= gain;
}

/** RMS in dBFS over loud blocks, as normalizeLoudness measures it (for tests and reports). */
export function speechLevelDbfs(samples: Float32Array, sampleRate: number): number {
  const block = Math.max(1, Math.round(0.02 * sampleRate));
  let energy = 0;
  let count = 0;
  for (let start = 0; start + block <= samples.length; start += block) {
    let blockEnergy = 0;
    for (let i = start; i < start + block; i++) blockEnergy += samples[i]! * samples[i]!;
    if (blockEnergy / block > 10 ** (-45 / 10)) {
      energy += blockEnergy;
      count += block;
    }
  }
  return count === 0 ? -Infinity : 10 * Math.log10(energy / count);
}
