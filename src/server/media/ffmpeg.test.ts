import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertEncoders, execFfmpeg, FfmpegError, ffmpegPath, ffprobePath, listEncoders, REQUIRED_ENCODERS, runFfmpeg } from './ffmpeg.ts';

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
