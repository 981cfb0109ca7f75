import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertEncoders, execFfmpeg, FfmpegError, ffmpegPath, ffprobePath, listEncoders, REQUIRED_ENCODERS, runFfmpeg, untrustedInputArgs } from './ffmpeg.ts';

describe('bundled ffmpeg', () => {
  it('ships ffmpeg and ffprobe binaries', () => {
    expect(existsSync(ffmpegPath)).toBe(true);
    expect(existsSync(ffprobePath)).toBe(true);
  });

  it('has the encoders narration and video export need', async () => {
    const encoders = await listEncoders();
    for (const name of REQUIRED_ENCODERS) expect(encoders.has(name), name).toBe(true);
    await expect(assertEncoders()).resolves.toBeUndefined();
    await expect(assertEncoders(['no-such-encoder'])).rejects.toThrow(/no-such-encoder/);
  });

  it('pipes stdin to stdout', async () => {
    // One second of a 440 Hz tone as 16-bit PCM, converted to 8 kHz: byte count follows the rate.
    const pcm = Buffer.alloc(16_000 * 2);
    for (let i = 0; i < 16_000; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000)), i * 2);
    const out = await runFfmpeg(['-f', 's16le', '-ar', '16000', '-ac', '1', '-i', 'pipe:0', '-ar', '8000', '-f', 's16le', 'pipe:1'], pcm);
    expect(out.length).toBeGreaterThan(8000 * 2 * 0.95);
    expect(out.length).toBeLessThan(8000 * 2 * 1.05);
  });

  it('rejects with the stderr tail when the input is not media', async () => {
    const failure = runFfmpeg(['-i', 'pipe:0', '-f', 'null', '-'], Buffer.from('definitely not audio'));
    await expect(failure).rejects.toBeInstanceOf(FfmpegError);
    await expect(failure).rejects.toThrow(/Invalid data|could not find|pipe:0/i);
  });

  it('kills a run that outlives its timeout', async () => {
    const endless = execFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'], { timeoutMs: 300 });
    await expect(endless).rejects.toMatchObject({ timedOut: true });
  });
});

describe('decoding untrusted input', () => {
  const tone = (seconds: number) =>
    runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', `sine=f=220:d=${seconds}`, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', 'pipe:1']);

  it('opens no network address, directly or through a playlist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bh-ffmpeg-'));
    try {
      const playlist = join(dir, 'list.ffconcat');
      writeFileSync(playlist, 'ffconcat version 1.0\nfile http://127.0.0.1:9/voice.wav\n');
      await expect(execFfmpeg([...untrustedInputArgs(), '-i', 'http://127.0.0.1:9/voice.wav', '-f', 'null', '-'])).rejects.toThrow(/not on whitelist/i);
      await expect(execFfmpeg([...untrustedInputArgs(), '-f', 'concat', '-safe', '0', '-i', playlist, '-f', 'null', '-'])).rejects.toThrow(/not on whitelist/i);
      // With the demuxers named, a playlist is not even read as one.
      writeFileSync(join(dir, 'voice.wav'), await tone(1));
      await expect(execFfmpeg([...untrustedInputArgs({ formats: ['wav'] }), '-f', 'concat', '-i', playlist, '-f', 'null', '-'])).rejects.toBeInstanceOf(
        FfmpegError,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads at most maxSeconds of the input', async () => {
    const out = await runFfmpeg([...untrustedInputArgs({ formats: ['wav'], maxSeconds: 1.5 }), '-i', 'pipe:0', '-f', 's16le', 'pipe:1'], await tone(6));
    expect(out.length / 2 / 16_000).toBeCloseTo(1.5, 1);
  });

  it('dies instead of growing past its memory cap', async () => {
    await expect(execFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-t', '1', '-f', 'null', '-'], { memoryLimitMb: 8 })).rejects.toBeInstanceOf(FfmpegError);
    await expect(execFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-t', '1', '-f', 'null', '-'], { memoryLimitMb: 768 })).resolves.toBeDefined();
  });
});

describe('the ffmpeg program stays out of the product', () => {
  it('is imported by no server, page or shared module (only tests and benchmarks)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const root = new URL('../../', import.meta.url).pathname;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx|astro|mjs|js)$/.test(name) && !/\.test\.ts$/.test(name) && !file.endsWith('media/ffmpeg.ts')) {
          const text = readFileSync(file, 'utf8');
          if (/media\/ffmpeg(\.ts)?['"]|from '\.\/ffmpeg(\.ts)?'|@ffmpeg-installer|@ffprobe-installer/.test(text)) offenders.push(file.slice(root.length));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
