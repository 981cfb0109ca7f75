/**
 * SIGTERM: the built server, run as `npm start` runs it (node on
 * src/server/main.ts, no tsx), gets SIGTERM while a 5 MB voice upload is still streaming in and a
 * story job is running. The upload completes (201), the story job stops after its current step
 * and goes back to the queue, the process logs its shutdown and exits 0; restarted on the same
 * data folder (and database), the story completes. On PGlite, or on a fresh Postgres database
 * when DATABASE_URL is set. Needs the site built (`npm run build`), like `npm start`.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../../src/server/db/client.ts';
import { runFfmpeg } from '../../../src/server/media/ffmpeg.ts';
import { voiceConsentFields } from '../../../src/shared/voice-consent.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { freePort, startChild } from '../../helpers/spawn-runtime.ts';
import { makePng } from '../../helpers/make-images.ts';
import { freshPostgresDatabase } from '../../helpers/test-app.ts';
import { RATE, speech } from '../personalize/helpers.ts';

/** A multipart body with the given fields and one file. */
function multipart(fields: Record<string, string>, file: { bytes: Buffer; name: string; type: string }): { body: Buffer; contentType: string } {
  const boundary = `----bh-${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POSTs `body` in 64 KB pieces, `pauseMs` apart; `onSent(n)` runs after n pieces. Resolves with
 * the status and body of the answer.
 */
function slowPost(
  url: string,
  token: string,
  form: { body: Buffer; contentType: string },
  pauseMs: number,
  onSent: (pieces: number) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType, 'content-length': form.body.length } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    let at = 0;
    let pieces = 0;
    const next = () => {
      if (at >= form.body.length) return void req.end();
      req.write(form.body.subarray(at, (at += 64 * 1024)));
      onSent(++pieces);
      setTimeout(next, pauseMs);
    };
    next();
  });
}

describe('SIGTERM during an upload and a story job', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-shutdown-'));
  const children: ChildProcess[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
  let env: Record<string, string>;
  let base = '';

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('dist/server/entry.mjs'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '60',
      PHOTO_ANALYSIS: 'false',
      ALLOW_TEST_CHECKOUT: 'true',
    };
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await database?.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const started = startChild(env, 'src/server/main.ts', 'node');
    children.push(started.child);
    await started.waitFor(/Bedtime Hero is listening/, 120_000);
    return started;
  };
  const api = async (user: TestUser, pathname: string, init: RequestInit = {}) => {
    const res = await fetch(base + pathname, { ...init, headers: { authorization: `Bearer ${user.accessToken}`, ...(init.headers ?? {}) } });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  it('lets the upload finish, stops the story job after its step, exits 0; the story completes after restart', async () => {
    // A 5 MB WAV: 28 s of espeak speech at 48 kHz stereo (made here, so the test needs no
    // fixtures beside the repository).
    const voice = await speech(28);
    const tmp = path.join(dataDir, 'voice-48k.wav');
    await runFfmpeg(
      ['-v', 'error', '-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', '-ar', '48000', '-ac', '2', '-c:a', 'pcm_s16le', '-y', tmp],
      Buffer.from(voice.buffer, voice.byteOffset, voice.byteLength),
    );
    const wav = fs.readFileSync(tmp);
    expect(wav.length).toBeGreaterThan(5_000_000);

    const first = await start();
    const user = await createTestUser(base);
    const photo = new FormData();
    photo.append('file', new Blob([new Uint8Array(await makePng(512, 512))], { type: 'image/png' }), 'hero.png');
    for (const [k, v] of Object.entries({ name: 'Mila', kind: 'human', age: '5', description: 'curly red hair' })) photo.append(k, v);
    const character = await api(user, '/v1/me/characters', { method: 'POST', body: photo });
    expect(character.status, JSON.stringify(character.body)).toBe(201);
    const created = await api(user, '/v1/stories?enrich_by_voice=true', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        story_in: { age: 5, moral: 'courage', free_text: '', language: 'en' },
        illustration_style: 'watercolor',
        character_id: character.body.id,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const storyId = created.body.id as string;

    // The job is in the middle of its work once the text is written and pictures are being drawn.
    let progress = '';
    for (let i = 0; i < 1200 && !['IMG_IN_PROGRESS', 'IMG_COMPLETED', 'AUDIO_IN_PROGRESS', 'COMPLETE'].includes(progress); i++) {
      progress = (await api(user, `/v1/stories/private/progress/${storyId}`)).body.progress;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(progress).not.toBe('COMPLETE');

    const form = multipart({ name: 'Mom', language: 'en', ...voiceConsentFields('en') }, { bytes: wav, name: 'mom.wav', type: 'audio/wav' });
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    // SIGTERM once a fifth of the upload is on the wire; the rest keeps streaming in afterwards.
    const upload = slowPost(`${base}/v1/me/voice-samples`, user.accessToken, form, 20, (pieces) => {
      if (pieces === 16) first.child.kill('SIGTERM');
    });
    const answer = await upload;
    expect(answer.status, answer.body).toBe(201);
    const sampleId = JSON.parse(answer.body).id;
    expect(await exited).toBe(0);

    // What an operator reads in the log (printed for the record).
    console.log(first.lines.filter((l) => /shutting down|stopped|back in the queue/.test(l)).join('\n'));
    expect(first.lines.some((l) => l.includes('web server shutting down'))).toBe(true);
    expect(first.lines.some((l) => l.includes('web server stopped'))).toBe(true);
    // The job was stopped between steps, not finished and not failed.
    expect(first.lines.some((l) => l.includes(`story-generate`) && l.includes('stopped for shutdown'))).toBe(true);
    expect(first.lines.some((l) => l.includes('"final":true'))).toBe(false);

    // After the listening socket closed, nothing answers on the port.
    await expect(fetch(`${base}/v1/health`)).rejects.toThrow();

    const second = await start();
    progress = '';
    for (let i = 0; i < 1200 && progress !== 'COMPLETE' && progress !== 'FAILED'; i++) {
      progress = (await api(user, `/v1/stories/private/progress/${storyId}`)).body.progress;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(progress).toBe('COMPLETE');
    const samples = await api(user, '/v1/me/voice-samples');
    expect(JSON.stringify(samples.body)).toContain(sampleId);

    const exitedAgain = new Promise<number | null>((resolve) => second.child.once('exit', (code) => resolve(code)));
    second.child.kill('SIGTERM');
    expect(await exitedAgain).toBe(0);

    // The stop was not counted as an attempt: the story's one job completed on its first try.
    const db = database ? await openPostgres(database.url, 1) : await openPglite(path.join(dataDir, 'pglite'));
    try {
      const [queue] = await db.query<{ table: string }>(`SELECT table_name AS "table" FROM pgboss.queue WHERE name = 'story-generate'`);
      const jobs = await db.query<{ state: string; retryCount: number }>(
        `SELECT state::text AS state, retry_count AS "retryCount" FROM pgboss.${queue!.table} WHERE name = 'story-generate' AND data->>'storyId' = $1`,
        [storyId],
      );
      expect(jobs).toEqual([{ state: 'completed', retryCount: 0 }]);
    } finally {
      await db.close();
    }
  }, 400_000);
});
