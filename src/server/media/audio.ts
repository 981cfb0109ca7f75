/**
 * Voice-sample analysis (a sample must last 20 to 30 seconds): decode any accepted upload to mono PCM with FFmpeg 8 (node-av, media pool), count samples
 * for the real duration (browser WebM has no duration header), and measure median pitch and
 * speaking pace for the voice-matched narrator.
 */
import { parseBuffer } from 'music-metadata';

/** Container formats accepted for voice samples. */
export type AudioFormat = 'wav' | 'mp3' | 'ogg' | 'webm' | 'm4a';

/** What analyzeVoice measured. */
export interface VoiceAnalysis {
  /** Decoded length in seconds (samples counted, not the container header). */
  durationSeconds: number;
  /** Median F0 of voiced frames in Hz; null when nothing voiced was found. */
  medianPitchHz: number | null;
  /** Syllable nuclei per second of speaking time (pauses over 0.3 s left out); null without speech. */
  syllablesPerSecond: number | null;
  /** How far the voice's pitch moves: interquartile range of voiced frames' F0 in semitones; null when nothing voiced was found. */
  pitchSpreadSemitones: number | null;
  /** Sample rate of the uploaded stream in Hz (analysis itself runs at 16 kHz). */
  sampleRate: number;
}

/** Why a buffer could not be analysed: not audio at all, cut short, or silent/empty. */
export type AudioDecodeReason = 'undecodable' | 'truncated' | 'empty';

/** The upload is not usable audio. `reason` lets the caller pick its user-facing message. */
export class AudioDecodeError extends Error {
  readonly reason: AudioDecodeReason;
  constructor(reason: AudioDecodeReason, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'AudioDecodeError';
  }
}

const ascii = (buf: Uint8Array, start: number, length: number): string => String.fromCharCode(...buf.subarray(start, start + length));

const MP4_AUDIO_BRANDS = /^(M4A |M4B |M4P |mp4[12]|iso[2-6m]|dash|3gp[4-6]|3g2a|F4A )$/;

/**
 * Guesses the container from magic bytes: RIFF/WAVE, ID3 or an MPEG audio frame sync, OggS,
 * EBML (WebM/Matroska), or an MP4 `ftyp` box with an audio-capable brand. Null otherwise
 * (raw ADTS AAC included: it is not among the accepted types).
 */
export function sniffAudio(buf: Uint8Array): AudioFormat | null {
  if (buf.length < 12) return null;
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WAVE') return 'wav';
  if (ascii(buf, 0, 4) === 'OggS') return 'ogg';
  if (buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3) return 'webm';
  if (ascii(buf, 4, 4) === 'ftyp') {
    const boxSize = new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getUint32(0);
    const size = Math.min(boxSize || buf.length, buf.length, 256);
    // Major brand at 8, then compatible brands from 16 to the end of the box.
    const brands = [ascii(buf, 8, 4)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(buf, at, 4));
    return brands.some((brand) => MP4_AUDIO_BRANDS.test(brand)) ? 'm4a' : null;
  }
  if (ascii(buf, 0, 3) === 'ID3') return 'mp3';
  // MPEG audio frame sync: 11 set bits, a valid version, and layer I-III (layer 00 is ADTS AAC).
  const b1 = buf[1] ?? 0;
  const b2 = buf[2] ?? 0;
  if (buf[0] === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0 && (b2 & 0xf0) !== 0xf0) {
    return 'mp3';
  }
  return null;
}

/** Decoded mono PCM plus what the container said about itself. */
export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
  /** Sample rate of the source stream, Hz (0 when unknown). */
  sourceSampleRate: number;
  /** Duration from the container header in seconds, null when absent (piped WebM). */
  headerDurationSeconds: number | null;
  /** True when decoding stopped at `maxSeconds`: the input is at least that long. */
  reachedLimit: boolean;
  /** The audio stream alone, re-encoded as MP3 (when `reencode` was asked for). */
  mp3?: Buffer;
}

/** Bounds for decoding (bound every cost before doing the work). */
export interface DecodeOptions {
  /** Output sample rate of the PCM, Hz. Default 16 000. */
  sampleRate?: number;
  /** Read at most this many seconds of audio (decoding stops there). Default: all of it. */
  maxSeconds?: number;
  /** Also write the first audio stream, and nothing else, as MP3 (mono, 44.1 kHz, 128 kb/s). */
  reencode?: boolean;
  /** Time limit of the decode in the media pool, seconds (it used to be ffmpeg's CPU time). Default 30. */
  cpuSeconds?: number;
  /**
   * Kept for callers of the ffmpeg-CLI days; the cap now is the media child's memory watchdog
   * (MEDIA_TASK_MEMORY_MB, default 768), which ends the child past it.
   */
  memoryLimitMb?: number;
}

const MIME_OF: Record<AudioFormat, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', ogg: 'audio/ogg', webm: 'audio/webm', m4a: 'audio/mp4' };

/**
 * Duration in seconds that the container's header (or, for Ogg, its last page) states, read with
 * music-metadata without decoding any audio; null when the container does not say (a browser's
 * piped WebM) or cannot be parsed. Cheap: a 2-hour Opus file answers in about 0.1 s.
 */
export async function readHeaderDuration(bytes: Uint8Array, format: AudioFormat): Promise<number | null> {
  try {
    const { format: info } = await parseBuffer(bytes, { mimeType: MIME_OF[format], size: bytes.length }, { duration: format !== 'mp3', skipCovers: true });
    return typeof info.duration === 'number' && Number.isFinite(info.duration) && info.duration > 0 ? info.duration : null;
  } catch {
    return null;
  }
}

/** WAV whose data chunk claims more bytes than the file holds (a cut-off upload). */
function wavIsTruncated(buf: Buffer): boolean {
  let at = 12;
  while (at + 8 <= buf.length) {
    const id = buf.toString('latin1', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === 'data') {
      // Streaming writers leave 0 or 0xFFFFFFFF as "unknown": nothing to compare against.
      if (size === 0 || size === 0xffffffff) return false;
      return at + 8 + size > buf.length + 1;
    }
    at += 8 + size + (size & 1);
  }
  return true;
}

/**
 * decodeToMono's work in the calling process (node-av loaded here): for the media pool's child
 * (media-task.ts) only; the web process calls decode-audio.ts decodeToMono.
 */
export async function decodeInThisProcess(audio: Buffer, options: DecodeOptions = {}): Promise<DecodedAudio> {
  const sampleRate = options.sampleRate ?? 16_000;
  if (audio.length === 0) throw new AudioDecodeError('empty', 'The audio file is empty.');
  const sniffed = sniffAudio(audio);
  const { decodeAudio, AvDecodeError } = await import('./av.ts');
  let decoded: Awaited<ReturnType<typeof decodeAudio>>;
  try {
    decoded = await decodeAudio(audio, {
      format: sniffed,
      sampleRate,
      ...(options.maxSeconds !== undefined ? { maxSeconds: options.maxSeconds } : {}),
      ...(options.reencode ? { mp3: true } : {}),
    });
  } catch (error) {
    if (error instanceof AvDecodeError) throw new AudioDecodeError('undecodable', 'The file could not be decoded as audio.');
    throw error;
  }
  const { samples, headerDurationSeconds, reachedLimit } = decoded;
  if (samples.length === 0) throw new AudioDecodeError('empty', 'The file contains no audio.');
  const decodedSeconds = samples.length / sampleRate;
  const cutShort = !reachedLimit && headerDurationSeconds !== null && decodedSeconds < headerDurationSeconds * 0.97 - 0.3;
  if (!reachedLimit && (decoded.damaged || cutShort || (sniffed === 'wav' && wavIsTruncated(audio)))) {
    throw new AudioDecodeError('truncated', 'The audio file is incomplete (cut off before its end).');
  }
  return {
    samples,
    sampleRate,
    sourceSampleRate: decoded.sourceSampleRate,
    headerDurationSeconds,
    reachedLimit,
    ...(decoded.mp3 ? { mp3: decoded.mp3 } : {}),
  };
}

/** Pitch and pace of a PCM signal (see VoiceAnalysis for the units). */
export interface SpeechMeasures {
  medianPitchHz: number | null;
  syllablesPerSecond: number | null;
  /** Interquartile range of the voiced frames' F0 in semitones (intonation); null with fewer than 5 voiced frames. */
  pitchSpreadSemitones: number | null;
  /** Seconds of speech once pauses over 0.3 s are removed. */
  speakingSeconds: number;
}

const MIN_F0 = 60;
const MAX_F0 = 500;
const HOP_SECONDS = 0.01;

/**
 * YIN (de Cheveigné & Kawahara 2002) on one frame: the lag whose cumulative-mean-normalised
 * difference first dips under the threshold, refined by a parabola. Null when unvoiced.
 */
function yinPitch(x: Float32Array, start: number, window: number, minLag: number, maxLag: number, sampleRate: number): number | null {
  const d = new Float32Array(maxLag + 2);
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    let sum = 0;
    for (let j = start; j < start + window; j++) {
      const diff = x[j]! - x[j + lag]!;
      sum += diff * diff;
    }
    d[lag] = sum;
  }
  // Cumulative mean normalisation, so the zero-lag dip does not win and octave-down errors fade.
  let running = 0;
  const cmnd = new Float32Array(maxLag + 2);
  cmnd[0] = 1;
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    running += d[lag]!;
    cmnd[lag] = running > 0 ? (d[lag]! * lag) / running : 1;
  }
  let best = -1;
  for (let lag = minLag; lag <= maxLag; lag++) {
    if (cmnd[lag]! < 0.15) {
      while (lag + 1 <= maxLag && cmnd[lag + 1]! < cmnd[lag]!) lag++;
      best = lag;
      break;
    }
  }
  if (best < 0) return null;
  const a = cmnd[best - 1]!;
  const b = cmnd[best]!;
  const c = cmnd[best + 1]!;
  const denominator = a - 2 * b + c;
  const shift = denominator !== 0 ? (0.5 * (a - c)) / denominator : 0;
  return sampleRate / (best + Math.max(-1, Math.min(1, shift)));
}

/** Least intonation of speech, in semitones (pitchSpreadSemitones): read speech measured 2.5-7.3, a steady tone, hum or beep 0. */
const SPEECH_MIN_PITCH_SPREAD = 1;
/** Fewest syllable nuclei per second of speech: speech measured 3.7-4.8, a steady or vibrato tone 0.04, on/off beeps 2 (but no intonation). */
const SPEECH_MIN_SYLLABLE_RATE = 1.5;

/**
 * Whether measured audio sounds like a person speaking: voiced, with the pitch moving as
 * intonation does and loudness rising and falling in syllables. A test tone, a hum or a beep
 * has a pitch but neither; noise and silence have no pitch at all.
 */
export function soundsLikeSpeech(m: Pick<SpeechMeasures, 'medianPitchHz' | 'pitchSpreadSemitones' | 'syllablesPerSecond'>): boolean {
  return m.medianPitchHz !== null && (m.pitchSpreadSemitones ?? 0) >= SPEECH_MIN_PITCH_SPREAD && (m.syllablesPerSecond ?? 0) >= SPEECH_MIN_SYLLABLE_RATE;
}

/** Interquartile range of frequencies (Hz) on the musical scale, in semitones. */
function semitoneSpread(hz: number[]): number {
  const sorted = [...hz].sort((p, q) => p - q);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return 12 * Math.log2(at(0.75) / at(0.25));
}

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Measures median pitch (YIN over 10 ms hops, loud frames only) and pace (syllable nuclei:
 * intensity peaks at least 1.5 dB above the dip before them, above the median loudness of
 * speech, and voiced; after de Jong & Wempe 2009) of mono PCM at any sample rate.
 */
export function analyzePcm(samples: Float32Array, sampleRate: number): SpeechMeasures {
  const hop = Math.round(sampleRate * HOP_SECONDS);
  const window = Math.round(sampleRate * 0.025);
  const minLag = Math.floor(sampleRate / MAX_F0);
  const maxLag = Math.ceil(sampleRate / MIN_F0);
  const frames = Math.max(0, Math.floor((samples.length - window - maxLag - 2) / hop));
  if (frames <= 0) return { medianPitchHz: null, syllablesPerSecond: null, pitchSpreadSemitones: null, speakingSeconds: 0 };

  // Intensity per frame (dB), on a window centred like the pitch window.
  const db = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let energy = 0;
    const start = f * hop;
    for (let j = start; j < start + window; j++) energy += samples[j]! * samples[j]!;
    db[f] = 10 * Math.log10(energy / window + 1e-12);
  }
  const loudest = [...db].sort((p, q) => q - p)[Math.floor(frames * 0.01)]!;
  // Speech is whatever lies within 35 dB of the loud end: room noise and digital silence do not.
  const silenceFloor = loudest - 35;

  const pitch = new Float32Array(frames);
  const voiced: number[] = [];
  for (let f = 0; f < frames; f++) {
    if (db[f]! < silenceFloor + 10) continue;
    const f0 = yinPitch(samples, f * hop, window, minLag, maxLag, sampleRate);
    if (f0 !== null && f0 >= MIN_F0 && f0 <= MAX_F0) {
      pitch[f] = f0;
      voiced.push(f0);
    }
  }

  // Speaking time: frames above the floor, with pauses shorter than 0.3 s counted as speech.
  let speakingFrames = 0;
  let gap = 0;
  let started = false;
  const maxGap = Math.round(0.3 / HOP_SECONDS);
  for (let f = 0; f < frames; f++) {
    if (db[f]! >= silenceFloor) {
      speakingFrames += 1 + (started && gap <= maxGap ? gap : 0);
      gap = 0;
      started = true;
    } else {
      gap++;
    }
  }

  // Peaks are taken on the raw 25 ms envelope: smoothing it merged the syllables of fast speech.
  const speechDb: number[] = [];
  for (let f = 0; f < frames; f++) if (db[f]! >= silenceFloor) speechDb.push(db[f]!);
  const peakFloor = speechDb.length > 0 ? median(speechDb) - 2 : Infinity;

  let syllables = 0;
  let lastPeak = -Infinity;
  let dipSincePeak = Infinity;
  for (let f = 1; f < frames - 1; f++) {
    const value = db[f]!;
    dipSincePeak = Math.min(dipSincePeak, value);
    const isPeak = value >= db[f - 1]! && value > db[f + 1]!;
    if (!isPeak || value < peakFloor) continue;
    const nearVoiced = pitch[f]! > 0 || pitch[f - 1]! > 0 || pitch[f + 1]! > 0;
    if (!nearVoiced) continue;
    if (lastPeak === -Infinity || value - dipSincePeak >= 1.5) {
      syllables++;
      lastPeak = value;
      dipSincePeak = value;
    } else if (value > lastPeak) {
      // Same nucleus, higher top: keep the dip reference at the new top.
      lastPeak = value;
      dipSincePeak = value;
    }
  }

  const speakingSeconds = speakingFrames * HOP_SECONDS;
  return {
    medianPitchHz: voiced.length >= 5 ? median(voiced) : null,
    pitchSpreadSemitones: voiced.length >= 5 ? semitoneSpread(voiced) : null,
    syllablesPerSecond: speakingSeconds >= 0.5 && syllables > 0 ? syllables / speakingSeconds : null,
    speakingSeconds,
  };
}

/** What measureUpload found: usable audio, too long (stopped early), or not usable audio. */
export type UploadMeasurement =
  | { kind: 'measured'; analysis: VoiceAnalysis; format: AudioFormat; mp3: Uint8Array }
  | { kind: 'too_long'; format: AudioFormat; seconds: number | null }
  | { kind: 'unsupported' }
  | { kind: 'unreadable'; reason: AudioDecodeReason };

/**
 * Measures an uploaded voice sample with bounded work: sniff the container, refuse
 * at once when its header already says it is longer than `maxSeconds` (+1 s of header slack),
 * else decode at most `maxSeconds` + 1 s; a decode that reaches that cap is too long (the
 * exact length then is unknown: seconds null). Otherwise the real length is counted in samples,
 * pitch and pace are measured, and the audio stream alone comes back re-encoded as MP3.
 * Returns errors as data. Runs in the media pool's child process (media-task.ts), which loads
 * node-av; the web process calls media-pool.ts measureVoiceInPool.
 */
export async function measureUpload(bytes: Uint8Array, maxSeconds: number): Promise<UploadMeasurement> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = sniffAudio(buf);
  if (!format) return { kind: 'unsupported' };
  const header = await readHeaderDuration(buf, format);
  if (header !== null && header > maxSeconds + 1) return { kind: 'too_long', format, seconds: header };
  let decoded: DecodedAudio;
  try {
    decoded = await decodeInThisProcess(buf, { maxSeconds: maxSeconds + 1, reencode: true });
  } catch (error) {
    if (error instanceof AudioDecodeError) return { kind: 'unreadable', reason: error.reason };
    throw error;
  }
  if (decoded.reachedLimit) return { kind: 'too_long', format, seconds: header !== null && header > maxSeconds ? header : null };
  const measures = analyzePcm(decoded.samples, decoded.sampleRate);
  return {
    kind: 'measured',
    format,
    mp3: new Uint8Array(decoded.mp3!.buffer, decoded.mp3!.byteOffset, decoded.mp3!.byteLength),
    analysis: {
      durationSeconds: decoded.samples.length / decoded.sampleRate,
      medianPitchHz: measures.medianPitchHz,
      syllablesPerSecond: measures.syllablesPerSecond,
      pitchSpreadSemitones: measures.pitchSpreadSemitones,
      sampleRate: decoded.sourceSampleRate || decoded.sampleRate,
    },
  };
}
