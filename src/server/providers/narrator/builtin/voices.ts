/**
 * Which espeak-ng voice speaks each story language, and how espeak's relative pitch knob
 * (-p 0-99) maps to hertz for a voice. The mapping is measured, not guessed: a calibration
 * phrase is synthesized at a few -p values and its median F0 measured with the same analysis
 * the voice samples get (src/server/media/audio.ts). The curves of this espeak build were
 * measured once and ship in pitch-curves.ts; a voice they lack is measured once per process.
 */
import { createRequire } from 'node:module';
import type { LanguageCode } from '../../../../shared/catalog.ts';
import { analyzePcm } from '../../../media/audio.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from './espeak-engine.ts';
import { CURVES_ESPEAK_VERSION, SHIPPED_PITCH_CURVES } from './pitch-curves.ts';

/** Female and male registers (espeak variants). f3 is breathy and low-formant, m3 plain and warm. */
export const VARIANTS = { female: 'f3', male: 'm3' } as const;
export type Register = keyof typeof VARIANTS;

interface LanguageVoice {
  /** espeak-ng voice name (some regional names such as 'fr-fr' ignore '+variant'). */
  espeak: string;
  /** A short bedtime sentence used to calibrate pitch. */
  calibration: string;
  /**
   * Multiplier on the bedtime speed. espeak's Spanish and Italian run ~40% more syllables a
   * second than its English (real speakers: ~15-25% more), so they are reined in a little.
   */
  speedFactor: number;
}

/** espeak-ng voices for the 14 story languages. */
export const LANGUAGE_VOICES: Record<LanguageCode, LanguageVoice> = {
  en: { espeak: 'en-us', calibration: 'The little fox curled up under the warm blanket and smiled.', speedFactor: 1 },
  es: { espeak: 'es', calibration: 'El pequeño zorro se acurrucó bajo la manta y sonrió.', speedFactor: 0.92 },
  fr: { espeak: 'fr', calibration: 'Le petit renard se blottit sous la couverture et sourit.', speedFactor: 1 },
  de: { espeak: 'de', calibration: 'Der kleine Fuchs kuschelte sich unter die Decke und lächelte.', speedFactor: 1 },
  ar: { espeak: 'ar', calibration: 'تكوّر الثعلب الصغير تحت البطانية الدافئة وابتسم.', speedFactor: 1 },
  zh: { espeak: 'cmn', calibration: '小狐狸钻进温暖的被子里，笑了。', speedFactor: 1 },
  nl: { espeak: 'nl', calibration: 'Het kleine vosje kroop onder de warme deken en glimlachte.', speedFactor: 1 },
  hi: { espeak: 'hi', calibration: 'छोटी लोमड़ी गरम कंबल में सिमट गई और मुस्कुराई।', speedFactor: 1 },
  it: { espeak: 'it', calibration: 'La piccola volpe si rannicchiò sotto la coperta e sorrise.', speedFactor: 0.95 },
  ja: { espeak: 'ja', calibration: 'ちいさなきつねは、あたたかいもうふのなかで、にっこりわらいました。', speedFactor: 1 },
  ko: { espeak: 'ko', calibration: '작은 여우는 따뜻한 이불 속에서 웃었어요.', speedFactor: 1 },
  pl: { espeak: 'pl', calibration: 'Mały lisek zwinął się pod ciepłym kocykiem i uśmiechnął.', speedFactor: 1 },
  pt: { espeak: 'pt-br', calibration: 'A pequena raposa se enrolou no cobertor quente e sorriu.', speedFactor: 1 },
  tr: { espeak: 'tr', calibration: 'Küçük tilki sıcak battaniyenin altına kıvrıldı ve gülümsedi.', speedFactor: 1 },
};

/** Full espeak voice name, e.g. 'en-us+f3'. */
export function espeakVoice(language: LanguageCode, register: Register): string {
  return `${LANGUAGE_VOICES[language].espeak}+${VARIANTS[register]}`;
}

/** Measured (pitch knob, median Hz) points, ascending in both. */
export type PitchCurve = ReadonlyArray<{ knob: number; hz: number }>;

const CALIBRATION_KNOBS = [0, 25, 50, 75, 99];
const curves = new Map<string, Promise<PitchCurve>>();

/** Halves the rate with a 2-tap average: pitch lives far below 5.5 kHz and YIN gets 4x cheaper. */
export function halfRate(samples: Float32Array): Float32Array {
  const out = new Float32Array(samples.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = (samples[2 * i]! + samples[2 * i + 1]!) / 2;
  return out;
}

/** Median F0 (Hz) of espeak output, null when nothing voiced. */
export function measurePitch(samples: Float32Array): number | null {
  return analyzePcm(halfRate(samples), ESPEAK_SAMPLE_RATE / 2).medianPitchHz;
}

/** Measures a voice's pitch curve: its calibration phrase at each CALIBRATION_KNOBS value (~0.17 CPU-s). Errors: too few voiced points. */
export async function measurePitchCurve(language: LanguageCode, register: Register): Promise<PitchCurve> {
  const points: { knob: number; hz: number }[] = [];
  for (const knob of CALIBRATION_KNOBS) {
    const pcm = await synthesize(LANGUAGE_VOICES[language].calibration, {
      voice: espeakVoice(language, register),
      speed: 130,
      pitch: knob,
    });
    const hz = measurePitch(pcm);
    // Keep the curve monotonic: a misread point is skipped rather than folding the inverse.
    if (hz !== null && (points.length === 0 || hz > points[points.length - 1]!.hz)) points.push({ knob, hz });
  }
  if (points.length < 2) throw new Error(`pitch calibration failed for ${espeakVoice(language, register)}`);
  return points;
}

/** Curves measured (or handed in) so far, by 'language:register'; the shipped ones are not listed. */
const measuredCurves = new Map<string, PitchCurve>();

// The curves measured once on this espeak build (pitch-curves.ts): no voice of it is measured again.
if (createRequire(import.meta.url)('espeak-ng/package.json').version === CURVES_ESPEAK_VERSION) {
  for (const [key, points] of Object.entries(SHIPPED_PITCH_CURVES)) curves.set(key, Promise.resolve(points.map(([knob, hz]) => ({ knob, hz }))));
}

/** The voice's measured pitch curve: the shipped one, else measured once per language and register for the process. */
export function pitchCurve(language: LanguageCode, register: Register): Promise<PitchCurve> {
  const key = `${language}:${register}`;
  let curve = curves.get(key);
  if (!curve) {
    curve = measurePitchCurve(language, register);
    curve.then((measured) => measuredCurves.set(key, measured)).catch(() => curves.delete(key));
    curves.set(key, curve);
  }
  return curve;
}

/**
 * The curves this process measured or was handed, by 'language:register': the
 * page-media children end when idle, and each new one would measure every voice again (five
 * espeak runs and pitch tracks, ~0.17 s of CPU per language and register), so the server keeps
 * them and hands them on. Empty while the shipped curves (pitch-curves.ts) cover every voice.
 */
export function knownPitchCurves(): Record<string, PitchCurve> {
  return Object.fromEntries(measuredCurves);
}

/** Takes curves measured by an earlier process of the same espeak build (see knownPitchCurves); malformed entries are skipped. */
export function adoptPitchCurves(known: Record<string, PitchCurve> | undefined): void {
  for (const [key, curve] of Object.entries(known ?? {})) {
    if (curves.has(key) || !Array.isArray(curve) || curve.length < 2) continue;
    if (!curve.every((p, i) => Number.isFinite(p.knob) && Number.isFinite(p.hz) && (i === 0 || p.hz > curve[i - 1]!.hz))) continue;
    measuredCurves.set(key, curve);
    curves.set(key, Promise.resolve(curve));
  }
}

/** espeak -p value (0-99) whose measured median pitch is `targetHz`, by linear interpolation. */
export function knobForPitch(curve: PitchCurve, targetHz: number): number {
  const first = curve[0]!;
  const last = curve[curve.length - 1]!;
  if (targetHz <= first.hz) return first.knob;
  if (targetHz >= last.hz) return last.knob;
  for (let i = 1; i < curve.length; i++) {
    const low = curve[i - 1]!;
    const high = curve[i]!;
    if (targetHz <= high.hz) {
      return low.knob + ((targetHz - low.hz) / (high.hz - low.hz)) * (high.knob - low.knob);
    }
  }
  return last.knob;
}

/** Register for a speaker: below this median pitch the male variant gets closer with less strain. */
export const MALE_BELOW_HZ = 160;
