/**
 * Audio decoding for the web and worker processes: the work runs in the media pool's child
 * (media-pool.ts), which calls audio.ts's in-process functions. Kept apart from audio.ts so the
 * child's code never imports the pool that starts it.
 */
import { analyzePcm, AudioDecodeError, type AudioDecodeReason, type DecodedAudio, type DecodeOptions, type VoiceAnalysis } from './audio.ts';

/**
 * Decodes any accepted container to mono float PCM at `sampleRate` (default 16 kHz) with FFmpeg 8
 * (node-av), in the media pool's child process, sandboxed: from memory, the sniffed container's
 * demuxer only, no protocol, decoding stopped at `maxSeconds`, time and memory limits.
 * With `reencode`, the first audio stream alone is also written as MP3 in the same pass (a video
 * track or attachments never reach storage).
 * Errors: AudioDecodeError 'undecodable' (not audio), 'truncated' (cut short), 'empty'.
 */
export async function decodeToMono(audio: Buffer, options: DecodeOptions | number = {}): Promise<DecodedAudio> {
  const opts: DecodeOptions = typeof options === 'number' ? { sampleRate: options } : options;
  if (audio.length === 0) throw new AudioDecodeError('empty', 'The audio file is empty.');
  // Loaded on first use: a process that never decodes audio never starts the pool's module.
  const { decodeInPool } = await import('./media-pool.ts');
  try {
    return await decodeInPool(audio, opts, (opts.cpuSeconds ?? 30) * 1000 + 5000);
  } catch (error) {
    const e = error as Error & { reason?: AudioDecodeReason };
    if (e.name === 'AudioDecodeError') throw new AudioDecodeError(e.reason ?? 'undecodable', e.message);
    throw error;
  }
}

/**
 * Decodes an uploaded voice sample (wav, mp3, ogg, webm/opus without a duration header,
 * m4a/aac) and measures it: real duration from the sample count, median pitch and pace.
 * Errors: AudioDecodeError ('undecodable' | 'truncated' | 'empty').
 */
export async function analyzeVoice(audio: Buffer): Promise<VoiceAnalysis> {
  const decoded = await decodeToMono(audio);
  const measures = analyzePcm(decoded.samples, decoded.sampleRate);
  return {
    durationSeconds: decoded.samples.length / decoded.sampleRate,
    medianPitchHz: measures.medianPitchHz,
    syllablesPerSecond: measures.syllablesPerSecond,
    pitchSpreadSemitones: measures.pitchSpreadSemitones,
    sampleRate: decoded.sourceSampleRate || decoded.sampleRate,
  };
}
