/**
 * FFmpeg 8 through `node-av`'s prebuilt bindings: the in-process media
 * primitives behind voice-sample decoding, the MP3 re-encode and narration encoding.
 *
 * Load this module only inside the media pool's child process (media-task.ts): the bindings
 * add ~45 MB of RSS to whichever process imports them, and a crash in native code then ends
 * the child, never the web server. Decoding and MP3 encoding use node-av's synchronous calls:
 * the child does nothing else, and the async calls' thread hop per frame made a 27 s Opus file
 * take 8-14 s instead of 1-1.5 s on a loaded machine. The loops check the child's RSS themselves
 * (the watchdog timer cannot fire while they run).
 *
 * Untrusted input (`decodeAudio`) is opened from memory (no file name, no protocol), with one
 * forced demuxer or a whitelist of the five accepted ones, `protocol_whitelist` 'none' so a
 * playlist or reference inside a file (HLS, concat, MOV drefs) cannot open anything, bounded
 * probing and stream counts, every stream but the first audio one discarded before decoding,
 * and decoding stopped after `maxSeconds` of audio.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AV_CHANNEL_LAYOUT_MONO,
  AV_LOG_WARNING,
  AV_SAMPLE_FMT_FLT,
  AVDISCARD_ALL,
  AVERROR_EAGAIN,
  AVMEDIA_TYPE_AUDIO,
  avGetBytesPerSample,
  type AVSampleFormat,
  type CodecContext,
  Decoder,
  Demuxer,
  Encoder,
  EOF,
  FF_ENCODER_LIBMP3LAME,
  FFmpegError,
  FilterAPI,
  Frame,
  getFFmpegInfo,
  Log,
  Muxer,
  type Packet,
} from 'node-av';

/** Samples in one MP3 frame at `sampleRate`: 1152 at the MPEG-1 rates (32-48 kHz), 576 below (MPEG-2/2.5). */
export const mp3FrameSamples = (sampleRate: number): number => (sampleRate >= 32_000 ? 1152 : 576);

/**
 * Shortest last frame to give libmp3lame, samples. When the audio ends 1-47 samples into a frame,
 * LAME's flush writes one frame more than FFmpeg's frame queue accounts for ("Trying to remove
 * 576 samples, but the queue is empty") and the muxer's LAME header then keeps 47 - n samples
 * of padding as sound; a last frame of at least 48 samples (576 minus the decoder's 528 + 1
 * delay, plus one) never does. Measured at 22.05 and 44.1 kHz for every tail length.
 */
export const LAME_SHORTEST_LAST_FRAME = 48;

/**
 * FFmpeg filters that cut audio into frames of exactly `frameSize` samples, only the last one
 * shorter, and pad an input shorter than one frame with silence to a whole one (so the encoder
 * opens on a whole frame; see WholeAudioEncoder).
 */
export const wholeFramesFilter = (frameSize: number): string => `apad=whole_len=${frameSize},asetnsamples=n=${frameSize}:p=0`;

/**
 * Feeds audio to a node-av Encoder to the very last sample.
 *
 * node-av's Encoder passes audio to the codec through a FIFO cut to the codec's frame size, one
 * frame per packet it is asked for, and its flush lost audio two ways: it sends only whole frames
 * out of that FIFO, so the samples after the last whole frame (up to 575 at 22.05 kHz and 1151 at
 * 44.1 kHz for MP3, 1023 for AAC: up to 26 ms) never reached the encoder; and when frames were
 * still waiting in the FIFO (a short input, while LAME's start-up delay answered "no packet
 * yet"), it sent them without taking packets in between, ignoring the codec's "full", so those
 * frames were dropped, the end-of-stream was refused too and LAME was never drained ("4 frames
 * left in the queue on closing": 0.45 s of a 0.5 s tone missing).
 *
 * Here the first frame, exactly one codec frame, goes through the Encoder, which opens the codec
 * on it and passes it on at once; every later frame goes to the codec directly, by the
 * send/receive rules (a "full" codec gives its packets before the frame is sent again; as cheap
 * as before: the FIFO copied and cloned every frame). The short last frame is allowed: libavcodec
 * takes it and the encoder counts its padding, so the LAME header and the MP4's edit list end the
 * sound on the last real sample. The flush starts only when the codec holds no frame, and is
 * checked to reach the codec's end (AVERROR_EOF): an encoder left holding frames throws rather
 * than writing a file that quietly stops early.
 *
 * Give it mono frames in the codec's sample format and rate, of exactly `frameSize` samples
 * (wholeFramesFilter, or cut them yourself), then the short rest if any, then call flushSync().
 * It times them itself, in samples from 0.
 */
export class WholeAudioEncoder {
  private whole = 0;
  private ended = false;

  private readonly encoder: Encoder;
  readonly frameSize: number;
  private readonly shortestLast: number;

  /**
   * `frameSize`: the codec's frame size (mp3FrameSamples, 1024 for AAC), checked once the codec is
   * open. `shortestLast`: a shorter last frame gets silence up to this length (LAME_SHORTEST_LAST_FRAME).
   */
  constructor(encoder: Encoder, frameSize: number, shortestLast = 1) {
    this.encoder = encoder;
    this.frameSize = frameSize;
    this.shortestLast = shortestLast;
  }

  /** Encodes one frame (exactly `frameSize` samples, or fewer for the last); yields the packets ready. */
  *encodeSync(frame: Frame): Generator<Packet> {
    const n = frame.nbSamples;
    if (this.ended) throw new Error('audio encoder: a frame after the short last one');
    if (n > this.frameSize) throw new Error(`audio encoder: a frame of ${n} samples, more than the frame size ${this.frameSize}`);
    if (n === 0) return;
    if (this.whole === 0) {
      // The first frame through node-av, which opens the codec on it.
      if (n !== this.frameSize) throw new Error('audio encoder: the first frame must be whole (pad shorter audio)');
      for (const packet of this.encoder.packetsSync(frame)) if (packet) yield packet;
      this.whole = n;
      const opened = this.encoder.getCodecContext()?.frameSize;
      if (opened !== this.frameSize) throw new Error(`audio encoder: the codec's frame size is ${opened}, not ${this.frameSize}`);
      return;
    }
    const context = this.encoder.getCodecContext();
    if (!context) throw new Error('audio encoder: closed');
    if (n < this.frameSize) this.ended = true;
    using last = n < this.shortestLast ? padded(frame, this.shortestLast) : null;
    const input = last ?? frame;
    // After the frames before it, on the codec's clock (node-av numbered the first one 0).
    input.pts = BigInt(this.whole);
    input.timeBase = context.timeBase;
    input.duration = BigInt(input.nbSamples);
    this.whole += input.nbSamples;
    for (;;) {
      const ret = context.sendFrameSync(input);
      if (ret !== AVERROR_EAGAIN) {
        FFmpegError.throwIfError(ret, 'audio encoder: a frame was refused');
        break;
      }
      yield* this.ready();
    }
    yield* this.ready();
  }

  /** Drains the encoder to its end and yields its last packets. */
  *flushSync(): Generator<Packet> {
    // The codec must hold no frame when it is told to drain: node-av ignores an EAGAIN there,
    // and the encoder would then be closed with frames inside ("N frames left in the queue").
    yield* this.ready();
    for (const packet of this.encoder.flushPacketsSync()) yield packet;
    if (this.encoder.isEncoderInitialized && this.encoder.receiveSync() !== EOF)
      throw new Error('audio encoder: the flush did not reach the end of the stream');
  }

  private *ready(): Generator<Packet> {
    for (let packet = this.encoder.receiveSync(); packet; packet = this.encoder.receiveSync()) yield packet;
  }
}

/** A mono frame followed by silence up to `length` samples. */
function padded(frame: Frame, length: number): Frame {
  const plane = frame.data?.[0];
  if (!plane || frame.channelLayout.nbChannels !== 1) throw new Error('audio encoder: only mono frames can be padded');
  const bytes = avGetBytesPerSample(frame.format as AVSampleFormat) * frame.nbSamples;
  const out = Buffer.alloc((bytes / frame.nbSamples) * length);
  plane.copy(out, 0, 0, bytes);
  return Frame.fromAudioBuffer(out, {
    nbSamples: length,
    format: frame.format as AVSampleFormat,
    sampleRate: frame.sampleRate,
    channelLayout: frame.channelLayout,
    timeBase: frame.timeBase,
    pts: frame.pts,
  });
}

/** Demuxer names (FFmpeg) allowed per sniffed container. */
export const AV_DEMUXERS = {
  wav: ['wav'],
  mp3: ['mp3'],
  ogg: ['ogg'],
  webm: ['matroska', 'webm'],
  m4a: ['mov', 'mp4', 'm4a', 'mov,mp4,m4a,3gp,3g2,mj2'],
} as const;

/** FFmpeg's name for the demuxer to force for each sniffed container. */
const FORCED_DEMUXER: Record<keyof typeof AV_DEMUXERS, string> = { wav: 'wav', mp3: 'mp3', ogg: 'ogg', webm: 'matroska', m4a: 'mov' };

/** Input options for every untrusted open (AVFormatContext options, see ffmpeg-formats(1)). */
export function untrustedFormatOptions(formats: string): Record<string, string> {
  return {
    // Nothing may be opened from inside a file: the input itself comes from memory.
    protocol_whitelist: 'none',
    format_whitelist: formats,
    codec_whitelist: 'pcm_s16le,pcm_s24le,pcm_s32le,pcm_f32le,pcm_u8,pcm_s16be,pcm_alaw,pcm_mulaw,mp3,mp3float,mp2,vorbis,opus,libopus,aac,aac_fixed,flac,alac',
    probesize: '5000000',
    analyzeduration: '5000000',
    max_streams: '8',
    fpsprobesize: '0',
    // MOV: never follow external data references.
    enable_drefs: '0',
  };
}

/** Ends a media child whose resident memory passed MEDIA_TASK_MEMORY_MB (checked between frames). */
function checkMemory(): void {
  const capMb = Number(process.env.MEDIA_TASK_MEMORY_MB ?? 768);
  const inMediaChild = (process as { __tinypool_state__?: { isChildProcess?: boolean } }).__tinypool_state__?.isChildProcess === true;
  if (inMediaChild && process.memoryUsage.rss() > capMb * 1024 * 1024) {
    process.stderr.write(`media task: resident memory over ${capMb} MB, ending the worker\n`);
    process.exit(86);
  }
}

/** What decodeAudio found. */
export interface AvDecoded {
  /** Mono float PCM at `sampleRate`. */
  samples: Float32Array;
  sampleRate: number;
  /** Sample rate of the source stream, Hz. */
  sourceSampleRate: number;
  /** Duration the container states, seconds; null when unknown (a browser's piped WebM). */
  headerDurationSeconds: number | null;
  /** Decoding stopped at `maxSeconds`. */
  reachedLimit: boolean;
  /** FFmpeg said the input was damaged (partial file, corrupt packets, read errors). */
  damaged: boolean;
  /** The first audio stream alone as MP3 (mono, 44.1 kHz, 128 kb/s), when asked for. */
  mp3?: Buffer;
}

/** The bytes are not decodable audio (no audio stream, unknown codec, refused demuxer). */
export class AvDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvDecodeError';
  }
}

const DAMAGE_SIGNS =
  /partial file|Read error|corrupt|Invalid data found|Truncat|EOF inside|ended prematurely|filesize and duration do not match|invalid frame|Error while decoding|Packet mismatch|incomplete|exceeds containing master/i;

let logHooked = false;
let logSink: ((message: string) => void) | null = null;

/** FFmpeg's warnings go to the running decode (one decode at a time per process), never to stdout. */
function hookLog(): void {
  if (logHooked) return;
  logHooked = true;
  Log.setLevel(AV_LOG_WARNING);
  Log.setCallback((_level, message) => logSink?.(message), { maxLevel: AV_LOG_WARNING });
}

/**
 * Decodes untrusted bytes of one of the accepted containers to mono float PCM at `sampleRate`
 * (and, with `mp3`, re-encodes the same audio stream alone to MP3 in the same pass).
 * `format`: the sniffed container (forces its demuxer), or null to let FFmpeg choose among the
 * accepted ones. Errors: AvDecodeError when nothing decodable is inside.
 */
export async function decodeAudio(
  bytes: Buffer,
  opts: { format: keyof typeof AV_DEMUXERS | null; sampleRate: number; maxSeconds?: number; mp3?: boolean },
): Promise<AvDecoded> {
  hookLog();
  const messages: string[] = [];
  logSink = (m) => {
    if (messages.length < 200) messages.push(m);
  };
  const formats = opts.format ? AV_DEMUXERS[opts.format].join(',') : Object.values(AV_DEMUXERS).flat().join(',');
  let demuxer: Demuxer;
  try {
    demuxer = Demuxer.openSync(bytes, {
      ...(opts.format ? { format: FORCED_DEMUXER[opts.format] } : {}),
      options: untrustedFormatOptions(formats),
      configure: (ctx) => {
        // Decide the one stream to read before a single packet is decoded: the rest (video,
        // cover art, subtitles, data) is discarded by the demuxer itself.
        const audioIndex = ctx.findBestStream(AVMEDIA_TYPE_AUDIO);
        for (const stream of ctx.streams ?? []) if (stream.index !== audioIndex) stream.discard = AVDISCARD_ALL;
      },
    });
  } catch (error) {
    logSink = null;
    throw new AvDecodeError(`cannot open the file: ${(error as Error).message}`);
  }
  const work: { dir?: string } = {};
  try {
    const stream = demuxer.audio();
    if (!stream) throw new AvDecodeError('the file has no audio stream');
    const sourceSampleRate = stream.codecpar.sampleRate;
    const headerDurationSeconds = demuxer.duration > 0 && Number.isFinite(demuxer.duration) ? demuxer.duration : null;
    let decoder: Decoder;
    try {
      decoder = Decoder.createSync(stream);
    } catch (error) {
      throw new AvDecodeError(`no decoder for the audio: ${(error as Error).message}`);
    }
    using _decoder = decoder;
    using pcmFilter = FilterAPI.create(`aresample=${opts.sampleRate},aformat=sample_fmts=flt:channel_layouts=mono`);
    const mp3Frame = mp3FrameSamples(44_100);
    using mp3Filter = opts.mp3 ? FilterAPI.create(`aresample=44100,aformat=sample_fmts=fltp:channel_layouts=mono,${wholeFramesFilter(mp3Frame)}`) : null;
    let encoder: Encoder | null = null;
    let mp3Whole: WholeAudioEncoder | null = null;
    let mp3Muxer: Muxer | null = null;
    let mp3Index = -1;
    let mp3File = '';
    if (opts.mp3) {
      work.dir = await mkdtemp(join(tmpdir(), 'bh-av-'));
      mp3File = join(work.dir, 'voice.mp3');
      encoder = Encoder.createSync(FF_ENCODER_LIBMP3LAME, { bitrate: '128k' });
      mp3Whole = new WholeAudioEncoder(encoder, mp3Frame, LAME_SHORTEST_LAST_FRAME);
      mp3Muxer = Muxer.openSync(mp3File, { format: 'mp3', options: { id3v2_version: '0', write_xing: '1' } as never });
      mp3Index = mp3Muxer.addStream(encoder);
    }
    const limit = opts.maxSeconds !== undefined ? Math.ceil(opts.maxSeconds * opts.sampleRate) : Infinity;
    const chunks: Float32Array[] = [];
    let total = 0;
    let reachedLimit = false;

    const takePcm = (frame: Frame | null) => {
      for (const out of pcmFilter.framesSync(frame)) {
        if (!out) break;
        const data = out.data?.[0];
        const n = out.nbSamples;
        if (data && n > 0 && total < limit) {
          const take = Math.min(n, limit - total);
          const copy = new Float32Array(take);
          copy.set(new Float32Array(data.buffer, data.byteOffset, take));
          chunks.push(copy);
          total += take;
        }
        out.free();
      }
    };
    const muxMp3 = (packets: Iterable<Packet>) => {
      for (const packet of packets) {
        mp3Muxer!.writePacketSync(packet, mp3Index);
        packet.free();
      }
    };
    const takeMp3 = (frame: Frame | null) => {
      if (!mp3Filter || !mp3Whole || !mp3Muxer) return;
      for (const out of mp3Filter.framesSync(frame)) {
        if (!out) break;
        muxMp3(mp3Whole.encodeSync(out));
        out.free();
      }
    };

    try {
      let count = 0;
      for (const frame of decoder.framesSync(demuxer.packetsSync(stream.index))) {
        takePcm(frame);
        takeMp3(frame);
        frame?.free();
        if (!frame) break;
        if (++count % 64 === 0) checkMemory();
        if (total >= limit) {
          reachedLimit = true;
          break;
        }
      }
      if (reachedLimit) {
        takePcm(null);
        takeMp3(null);
      }
    } catch (error) {
      // A decoder that gives up half way through: whatever came out is kept, the file is damaged.
      messages.push(`decode failed: ${(error as Error).message}`);
      if (total === 0) throw new AvDecodeError(`the audio could not be decoded: ${(error as Error).message}`);
    }
    if (mp3Muxer && mp3Whole) {
      muxMp3(mp3Whole.flushSync());
      mp3Muxer.closeSync();
    }
    // FFmpeg's log lines reach JS through the event loop: let the ones of this decode arrive.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    encoder?.close();
    const samples = new Float32Array(total);
    let at = 0;
    for (const chunk of chunks) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    return {
      samples,
      sampleRate: opts.sampleRate,
      sourceSampleRate,
      headerDurationSeconds,
      reachedLimit,
      damaged: messages.some((m) => DAMAGE_SIGNS.test(m)),
      ...(opts.mp3 ? { mp3: await readFile(mp3File) } : {}),
    };
  } finally {
    logSink = null;
    demuxer.closeSync();
    if (work.dir) await rm(work.dir, { recursive: true, force: true });
  }
}

/** Options of encodeMp3. */
export interface Mp3EncodeOptions {
  /** Sample rate of `samples`, Hz. */
  sampleRate: number;
  /** MP3 bitrate, e.g. '64k'. Default '128k'. */
  bitrate?: string;
  /** An FFmpeg audio filter chain run before encoding (e.g. 'treble=g=-4:f=5000'); none by default. */
  filter?: string;
  /**
   * LAME's algorithm quality, 0 (slowest, best) to 9 (fastest), FFmpeg's compression_level: it
   * trades encoder CPU for psychoacoustic search, not bitrate (the file size stays the CBR size).
   * Default: LAME's own (3).
   */
  lameQuality?: number;
}

/**
 * Encodes our own mono float PCM to MP3 (libmp3lame, CBR) with a Xing/LAME header, so browsers
 * show the exact duration and skip the encoder delay. Output keeps the input's sample rate.
 */
export async function encodeMp3(samples: Float32Array, opts: Mp3EncodeOptions): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'bh-mp3-'));
  try {
    const file = join(dir, 'out.mp3');
    const frameSize = mp3FrameSamples(opts.sampleRate);
    using filter = FilterAPI.create(`${opts.filter ? `${opts.filter},` : ''}aformat=sample_fmts=fltp:channel_layouts=mono,${wholeFramesFilter(frameSize)}`);
    using encoder = Encoder.createSync(FF_ENCODER_LIBMP3LAME, {
      bitrate: opts.bitrate ?? '128k',
      // Set on the context, not through `options`: node-av's options dictionary, which avcodec_open2
      // replaces, crashed the media child (SIGSEGV) a few encodes later.
      ...(opts.lameQuality !== undefined
        ? {
            configure: (context: CodecContext) => {
              const ret = context.setOption('compression_level', String(Math.min(9, Math.max(0, Math.round(opts.lameQuality!)))));
              if (ret < 0) throw new Error(`libmp3lame: could not set compression_level (${ret})`);
            },
          }
        : {}),
    });
    const whole = new WholeAudioEncoder(encoder, frameSize, LAME_SHORTEST_LAST_FRAME);
    const muxer = Muxer.openSync(file, { format: 'mp3', options: { id3v2_version: '0', write_xing: '1' } as never });
    const index = muxer.addStream(encoder);
    const mux = (packets: Iterable<Packet>) => {
      for (const packet of packets) {
        muxer.writePacketSync(packet, index);
        packet.free();
      }
    };
    const write = (frame: Frame | null) => {
      for (const out of filter.framesSync(frame)) {
        if (!out) break;
        mux(whole.encodeSync(out));
        out.free();
      }
    };
    const CHUNK = 4096;
    for (let at = 0; at < samples.length; at += CHUNK) {
      const part = samples.subarray(at, Math.min(samples.length, at + CHUNK));
      const frame = Frame.fromAudioBuffer(Buffer.from(part.buffer, part.byteOffset, part.byteLength), {
        nbSamples: part.length,
        format: AV_SAMPLE_FMT_FLT,
        sampleRate: opts.sampleRate,
        channelLayout: AV_CHANNEL_LAYOUT_MONO,
        timeBase: { num: 1, den: opts.sampleRate },
        pts: BigInt(at),
      });
      write(frame);
      frame.free();
    }
    write(null);
    mux(whole.flushSync());
    muxer.closeSync();
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Version and configure line of the bundled FFmpeg (README 'Licences'). */
export function ffmpegBuildInfo(): { version: string; configuration: string; gpl: boolean } {
  const info = getFFmpegInfo();
  return { version: info.version, configuration: info.configuration, gpl: /--enable-gpl/.test(info.configuration) };
}
