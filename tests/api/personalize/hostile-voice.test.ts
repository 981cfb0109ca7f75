/**
 * Hostile voice uploads over real HTTP: a two-hour Opus file is refused
 * from its header while /v1/health keeps answering, a two-hour WebM without any duration is
 * refused after a capped decode, and an MP4 with an H.264 video track is stored as audio only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFfmpeg, ffprobePath, runFfmpeg } from '../../../src/server/media/ffmpeg.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { countRows, postForm, RATE, speech, storedFiles, type UploadFile } from './helpers.ts';

let app: TestApp;
let parent: TestUser;
let dir: string;

beforeAll(async () => {
  app = await startTestApp({ VOICE_SAMPLE_CAPACITY: '50' });
  parent = await createTestUser(app);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-hostile-voice-'));
});
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const upload = (file: UploadFile) => postForm(app, parent, '/v1/me/voice-samples', { name: 'Hostile', language: 'en' }, file);

/** Ten seconds of speech in `muxer`, then looped by stream copy to two hours (seconds to make). */
async function twoHours(muxer: 'ogg' | 'webm', piped: boolean): Promise<Buffer> {
  const ten = path.join(dir, `ten.${muxer}`);
  const pcm = await speech(10);
  await runFfmpeg(
    ['-v', 'error', '-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '6k', '-f', muxer, '-y', ten],
    Buffer.from(pcm.buffer),
  );
  const loop = ['-v', 'error', '-stream_loop', '719', '-i', ten, '-c', 'copy', '-f', muxer];
  if (piped) return runFfmpeg([...loop, 'pipe:1'], undefined, 120_000);
  const out = path.join(dir, `long.${muxer}`);
  await runFfmpeg([...loop, '-y', out], undefined, 120_000);
  return fs.readFileSync(out);
}

/** Uploads while polling /v1/health; resolves with the upload's reply and the slowest health answer (ms). */
async function uploadWhileProbingHealth(file: UploadFile) {
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.fetch('/v1/health');
      await res.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const reply = await upload(file);
  done = true;
  await probe;
  return { reply, slowest };
}

describe('an over-long recording', () => {
  it('is refused from its header (two-hour Opus) while the server keeps answering', async () => {
    const bytes = await twoHours('ogg', false);
    expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
    const before = await countRows(app, 'voice_samples', parent.userId);
    const { reply, slowest } = await uploadWhileProbingHealth({ bytes, name: 'night.opus', type: 'audio/ogg' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.message).toBe('The recording is too long (7200.0 seconds). Please record between 20 and 30 seconds.');
    // Before the fix the whole file was decoded on the main thread: health waited over a minute.
    expect(slowest).toBeLessThan(2000);
    expect(await countRows(app, 'voice_samples', parent.userId)).toBe(before);
  }, 120_000);

  it('is refused after a capped decode when the container has no length (piped two-hour WebM)', async () => {
    const bytes = await twoHours('webm', true);
    const { reply, slowest } = await uploadWhileProbingHealth({ bytes, name: 'night.webm', type: 'audio/webm' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.message).toBe('The recording is too long (over 30 seconds). Please record between 20 and 30 seconds.');
    expect(slowest).toBeLessThan(2000);
    expect(storedFiles(app, 'voice-samples', parent.userId)).toEqual([]);
  }, 120_000);
});

describe('a recording that carries a video track', () => {
  it('is stored, served and kept as re-encoded audio only', async () => {
    const pcm = await speech(24);
    const file = path.join(dir, 'clip.mp4');
    await runFfmpeg(
      [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=10:duration=24',
        '-f',
        'f32le',
        '-ar',
        String(RATE),
        '-ac',
        '1',
        '-i',
        'pipe:0',
        '-map',
        '0:v',
        '-map',
        '1:a',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+faststart',
        '-y',
        file,
      ],
      Buffer.from(pcm.buffer),
    );
    const bytes = fs.readFileSync(file);
    const reply = await upload({ bytes, name: 'clip.mp4', type: 'video/mp4' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);

    const served = await fetch(new URL(reply.body.signed_audio_url, app.url));
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(bytes)).toBe(false);
    const servedFile = path.join(dir, 'served.mp3');
    fs.writeFileSync(servedFile, body);
    const probe = JSON.parse((await execFfmpeg(['-v', 'error', '-show_streams', '-of', 'json', servedFile], { binary: ffprobePath })).stdout.toString());
    const streams = probe.streams as { codec_type: string; codec_name: string }[];
    expect(streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['audio:mp3']);

    // The stored object is that same audio, not the upload.
    const [stored] = storedFiles(app, 'voice-samples', parent.userId);
    expect(stored).toMatch(/\.mp3$/);
    expect(fs.readFileSync(path.join(app.runtime.config.dataDir, 'media', 'voice-samples', parent.userId, stored!)).equals(body)).toBe(true);
  }, 60_000);
});
