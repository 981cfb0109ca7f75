/**
 * FFmpeg 8 through node-av: the build is current and has our encoders, files
 * that point elsewhere (HLS and concat playlists, an MP4 whose data lives at a URL) open nothing,
 * and a media child that outgrows its memory cap is ended without harming the caller.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codec, Demuxer, FF_ENCODER_AAC, FF_ENCODER_LIBMP3LAME, FF_ENCODER_LIBX264 } from 'node-av';
import type { LanguageCode } from '../../shared/catalog.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../providers/narrator/builtin/espeak-engine.ts';
import { espeakVoice } from '../providers/narrator/builtin/voices.ts';
import { AvDecodeError, decodeAudio, encodeMp3, ffmpegBuildInfo, LAME_SHORTEST_LAST_FRAME, mp3FrameSamples, untrustedFormatOptions } from './av.ts';
import { AudioDecodeError } from './audio.ts';
import { decodeToMono } from './decode-audio.ts';
import { closeMediaPool, encodeMp3InPool, measureVoiceInPool } from './media-pool.ts';
import { speechWav } from '../../../tests/helpers/speech-wav.ts';

/** 27.4 s of speech, the shape of a parent's recording. */
let FIXTURE: Buffer;

let server: http.Server;
let hits = 0;
let origin = '';
beforeAll(async () => {
  FIXTURE = await speechWav(27.41);
  // A local server standing in for "anywhere else": no decode may ever reach it.
  server = http.createServer((req, res) => {
    hits++;
    res.end(FIXTURE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeMediaPool();
  await new Promise((resolve) => server.close(resolve));
});

describe('the bundled FFmpeg', () => {
  it('is FFmpeg 6 or newer with the encoders narration, voice samples and video need', () => {
    const { version } = ffmpegBuildInfo();
    const major = Number(/^n?(\d+)/.exec(version)?.[1]);
    expect(major, version).toBeGreaterThanOrEqual(6);
    for (const name of [FF_ENCODER_LIBMP3LAME, FF_ENCODER_LIBX264, FF_ENCODER_AAC]) expect(Codec.findEncoderByName(name), name).toBeTruthy();
  });
});

describe('untrusted files open nothing else', () => {
  const playlists: [string, string][] = [
    ['an HLS playlist', `#EXTM3U\n#EXT-X-TARGETDURATION:30\n#EXTINF:30,\n${origin || 'http://127.0.0.1:9'}/voice.wav\n#EXT-X-ENDLIST\n`],
    ['a concat list', `ffconcat version 1.0\nfile '${origin || 'http://127.0.0.1:9'}/voice.wav'\n`],
    ['a file list pointing at a local path', `ffconcat version 1.0\nfile '/etc/passwd'\n`],
  ];

  it.each(playlists.map(([name]) => [name]))('refuses %s without a single request', async (name) => {
    const text = playlists.find(([n]) => n === name)![1].replaceAll('http://127.0.0.1:9', origin);
    const before = hits;
    await expect(decodeAudio(Buffer.from(text), { format: null, sampleRate: 16_000 })).rejects.toBeInstanceOf(AvDecodeError);
    // Also in the media pool, as an upload would be decoded.
    await expect(decodeToMono(Buffer.from(text))).rejects.toBeInstanceOf(AudioDecodeError);
    expect(hits).toBe(before);
  });

  it('keeps even a demuxer that follows links (HLS, concat) from opening any protocol', async () => {
    const before = hits;
    const hls = `#EXTM3U\n#EXT-X-TARGETDURATION:30\n#EXTINF:30,\n${origin}/voice.wav\n#EXT-X-ENDLIST\n`;
    const concat = `ffconcat version 1.0\nfile '${origin}/voice.wav'\n`;
    for (const [format, text] of [
      ['hls', hls],
      ['concat', concat],
    ] as const) {
      const opened = Demuxer.open(Buffer.from(text), { format, options: { ...untrustedFormatOptions(format), safe: '0' } });
      await expect(
        opened.then(async (d) => {
          // Some demuxers open lazily: reading the first packet is where a link would be followed.
          for await (const packet of d.packets()) {
            packet?.free();
            break;
          }
          await d.close();
        }),
      ).rejects.toThrow();
    }
    expect(hits).toBe(before);
  });

  it('decodes an accepted file from memory and stops at the cap', async () => {
    const decoded = await decodeAudio(FIXTURE, { format: 'wav', sampleRate: 16_000, maxSeconds: 5, mp3: true });
    expect(decoded.reachedLimit).toBe(true);
    expect(decoded.samples.length).toBe(5 * 16_000);
    expect(decoded.headerDurationSeconds).toBeCloseTo(27.41, 1);
    // The re-encode stops with the decode: about five seconds of MP3, not 27.
    const again = await decodeAudio(decoded.mp3!, { format: 'mp3', sampleRate: 16_000 });
    expect(again.samples.length / 16_000).toBeGreaterThan(4.5);
    expect(again.samples.length / 16_000).toBeLessThan(5.5);
  });

  it('encodes our own PCM to an MP3 of the same length', async () => {
    const rate = 22_050;
    const tone = new Float32Array(rate * 2).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate));
    const mp3 = await encodeMp3(tone, { sampleRate: rate, bitrate: '64k', filter: 'treble=g=-4:f=5000' });
    const back = await decodeAudio(mp3, { format: 'mp3', sampleRate: rate });
    expect(back.sourceSampleRate).toBe(rate);
    expect(Math.abs(back.samples.length / rate - 2)).toBeLessThan(0.06);
  });

  it('encodes at a chosen LAME quality in the media child, again and again (narration uses 7)', async () => {
    const rate = 22_050;
    const voice = new Float32Array(rate * 3).map((_, i) => 0.3 * Math.sin((2 * Math.PI * (180 + 40 * Math.sin(i / 3000)) * i) / rate));
    const fast = await encodeMp3(voice, { sampleRate: rate, bitrate: '64k', lameQuality: 7 });
    const standard = await encodeMp3(voice, { sampleRate: rate, bitrate: '64k' });
    // The quality setting reaches LAME (other bytes) and keeps the CBR size.
    expect(fast.equals(standard)).toBe(false);
    expect(fast.length).toBe(standard.length);
    // Set through the options dictionary it crashed the child (SIGSEGV) within a few encodes.
    for (let i = 0; i < 12; i++) {
      const mp3 = await encodeMp3InPool(voice.subarray(0, rate * (1 + (i % 3))), {
        sampleRate: rate,
        bitrate: '64k',
        lameQuality: 7,
        filter: 'treble=g=-4:f=5000',
      });
      const back = await decodeAudio(mp3, { format: 'mp3', sampleRate: rate });
      expect(Math.abs(back.samples.length / rate - (1 + (i % 3)))).toBeLessThan(0.06);
    }
  }, 60_000);
});

describe('an MP3 keeps the end of the narration', () => {
  /** Spoken words that run to the very last sample: espeak's speech with its trailing silence cut. */
  async function speechToTheEnd(language: LanguageCode, text: string, tail: number, frame: number): Promise<Float32Array> {
    const spoken = await synthesize(text, { voice: espeakVoice(language, 'female'), speed: 150, pitch: 50 });
    let end = spoken.length;
    while (end > 0 && Math.abs(spoken[end - 1]!) < 0.02) end--;
    // Ends `tail` samples into an MP3 frame, still inside the last word.
    return spoken.slice(0, (Math.floor(end / frame) - 1) * frame + tail);
  }
  const rms = (a: Float32Array) => Math.sqrt(a.reduce((sum, x) => sum + x * x, 0) / Math.max(1, a.length));
  const db = (a: Float32Array) => 20 * Math.log10(rms(a) + 1e-9);

  /** The decoded MP3 is the source's length (at most LAME's short-tail padding of silence longer) and ends with the same speech. */
  async function expectWhole(source: Float32Array, mp3: Buffer, rate: number): Promise<void> {
    const back = (await decodeAudio(mp3, { format: 'mp3', sampleRate: rate })).samples;
    // Tighter than "one frame plus the encoder delay": the lost end was always less than a frame.
    expect(back.length).toBeGreaterThanOrEqual(source.length);
    expect(back.length).toBeLessThan(source.length + LAME_SHORTEST_LAST_FRAME);
    const n = source.length;
    for (const ms of [20, 300]) {
      const w = Math.round((ms / 1000) * rate);
      const spoken = db(source.subarray(n - w, n));
      expect(spoken, `speech in the source's last ${ms} ms`).toBeGreaterThan(-50);
      expect(Math.abs(db(back.subarray(n - w, n)) - spoken), `the MP3's last ${ms} ms`).toBeLessThan(3);
    }
  }

  const narration = { sampleRate: ESPEAK_SAMPLE_RATE, bitrate: '64k', lameQuality: 7, filter: 'treble=g=-4:f=5000' };
  const frame = mp3FrameSamples(ESPEAK_SAMPLE_RATE);

  it.each([
    ['en', 'The little owl said good night.'],
    ['fr', 'Le petit hibou lui dit bonne nuit.'],
    ['ar', 'قالت البومة الصغيرة تصبحين على خير.'],
  ] as const)('%s: the last words of a narration are in its MP3', async (language, text) => {
    // 500 samples into the last frame: node-av's encoder flush used to drop them (23 ms of the last word).
    const source = await speechToTheEnd(language, text, 500, frame);
    await expectWhole(source, await encodeMp3(source, narration), ESPEAK_SAMPLE_RATE);
  });

  it('keeps a narration of one short word whole', async () => {
    // About a third of a second: node-av's encoder left frames queued and most of it was lost.
    const source = await speechToTheEnd('en', 'Hush.', 500, frame);
    expect(source.length / ESPEAK_SAMPLE_RATE).toBeLessThan(0.6);
    await expectWhole(source, await encodeMp3(source, narration), ESPEAK_SAMPLE_RATE);
  });

  it('keeps a tail of a few samples, and an audiobook encoded in the media child, whole', async () => {
    // 13 samples into a frame: LAME writes one frame more than FFmpeg counts unless the tail is padded.
    const short = await speechToTheEnd('en', 'Sleep well, little star.', 13, frame);
    await expectWhole(short, await encodeMp3(short, narration), ESPEAK_SAMPLE_RATE);
    // The audiobook: 44.1 kHz, 1152-sample frames, in the pool's child process.
    const book = new Float32Array(44_100 * 3 + 1000).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 44_100));
    await expectWhole(book, await encodeMp3InPool(book, { sampleRate: 44_100, bitrate: '64k' }), 44_100);
  }, 30_000);

  it('encodes without an FFmpeg warning about its frame queue', async () => {
    // In a fresh process, where FFmpeg's own log still goes to stderr (decodeAudio takes it over).
    const script = `
      const { encodeMp3 } = await import(${JSON.stringify(new URL('./av.ts', import.meta.url).pathname)});
      for (const [frames, tail] of [[10, 300], [20, 0], [20, 1], [20, 13], [20, 47], [20, 48], [200, 500]]) {
        const pcm = new Float32Array(frames * 576 + tail).map((_, i) => 0.3 * Math.sin(i / 7));
        await encodeMp3(pcm, ${JSON.stringify(narration)});
      }`;
    const stderr = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], (error, _stdout, err) => (error ? reject(error) : resolve(err))),
    );
    expect(stderr).not.toMatch(/queue|libmp3lame/i);
  }, 30_000);
});

describe('the media child', () => {
  it('is ended past its memory cap and the upload comes back as unreadable audio', async () => {
    await closeMediaPool();
    const previous = process.env.MEDIA_TASK_MEMORY_MB;
    // A cap below what a child needs just to load: the watchdog must end it on its first tick.
    process.env.MEDIA_TASK_MEMORY_MB = '40';
    try {
      expect(await measureVoiceInPool(FIXTURE, 30.25)).toEqual({ kind: 'unreadable', reason: 'undecodable' });
    } finally {
      if (previous === undefined) delete process.env.MEDIA_TASK_MEMORY_MB;
      else process.env.MEDIA_TASK_MEMORY_MB = previous;
      await closeMediaPool();
    }
    // A fresh pool with the normal cap measures the same file.
    const measured = await measureVoiceInPool(FIXTURE, 30.25);
    expect(measured.kind).toBe('measured');
  });
});
