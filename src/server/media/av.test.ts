/**
 * FFmpeg 8 through node-av (issue 18 item 12): the build is current and has our encoders, files
 * that point elsewhere (HLS and concat playlists, an MP4 whose data lives at a URL) open nothing,
 * and a media child that outgrows its memory cap is ended without harming the caller.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codec, Demuxer, FF_ENCODER_AAC, FF_ENCODER_LIBMP3LAME, FF_ENCODER_LIBX264 } from 'node-av';
import { AvDecodeError, decodeAudio, encodeMp3, ffmpegBuildInfo, untrustedFormatOptions } from './av.ts';
import { AudioDecodeError, decodeToMono } from './audio.ts';
import { closeMediaPool, encodeMp3InPool, measureVoiceInPool } from './media-pool.ts';

const FIXTURE = readFileSync(new URL('../../../../shared/fixtures/voice_en_ljspeech_27s.wav', import.meta.url));

let server: http.Server;
let hits = 0;
let origin = '';
beforeAll(async () => {
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
    for (const [format, text] of [['hls', hls], ['concat', concat]] as const) {
      const opened = Demuxer.open(Buffer.from(text), { format, options: { ...untrustedFormatOptions(format), safe: '0' } });
      await expect(opened.then(async (d) => {
        // Some demuxers open lazily: reading the first packet is where a link would be followed.
        for await (const packet of d.packets()) {
          packet?.free();
          break;
        }
        await d.close();
      })).rejects.toThrow();
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
      const mp3 = await encodeMp3InPool(voice.subarray(0, rate * (1 + (i % 3))), { sampleRate: rate, bitrate: '64k', lameQuality: 7, filter: 'treble=g=-4:f=5000' });
      const back = await decodeAudio(mp3, { format: 'mp3', sampleRate: rate });
      expect(Math.abs(back.samples.length / rate - (1 + (i % 3)))).toBeLessThan(0.06);
    }
  }, 60_000);
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
