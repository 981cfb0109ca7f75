/**
 * Hostile load (the benchmark's path, `npm run bench hostile`): what an operator notices.
 * - An oversized body is refused from its Content-Length without being read: the server reads
 *   only the first socket read that carried the headers, then closes, however much the client
 *   pushes (it used to read and discard ~190 KB of every refused 1 MB analytics bomb).
 * - /v1/health keeps answering 'ok' with every check while uploads and bombs are being refused,
 *   and every refusal keeps its usual answer.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/http/app.ts';
import { voiceConsentFields } from '../../../src/shared/voice-consent.ts';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { pcm16Wav } from '../../helpers/wav.ts';

let app: TestApp;
let server: ServerType;
let port = 0;
/** Bytes each closed connection read from its socket, in order of closing. */
const socketReads: number[] = [];

beforeAll(async () => {
  app = await startTestApp();
  // A second listener on the same runtime, so the test can see every connection's socket.
  await new Promise<void>((resolve) => {
    server = serve({ fetch: createApp(app.runtime).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
  server.on('connection', (socket: net.Socket) => socket.once('close', () => socketReads.push(socket.bytesRead)));
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await app?.close();
});

/**
 * Sends headers announcing `announced` bytes and `sent` bytes of body in one write over a raw
 * connection, then reads until the server closes. Resolves with the answer's status line and body.
 */
function pushBody(path: string, announced: number, sent: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    // The server closes with unread bytes pending: a reset after the answer is expected.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer: ${text.slice(0, 80)}`));
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${announced}\r\n\r\n`;
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(sent, 0x61)]));
  });
}

describe('hostile load (the benchmark path)', () => {
  it('refuses an oversized analytics body from its Content-Length and reads no more than the first 64 KB', async () => {
    for (let i = 0; i < 5; i++) {
      const before = socketReads.length;
      const answer = await pushBody('/v1/analytics/events', 4 * 1024 * 1024, 2 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
      await expect.poll(() => socketReads.length).toBeGreaterThan(before);
      // Headers plus at most one 64 KB socket read of the 2 MB the client pushed.
      expect(socketReads.at(-1)!).toBeLessThanOrEqual(64 * 1024 + 1024);
    }
  });

  it('reads an upload sent without a Content-Length (chunked) through the streaming limit, and one with it straight from the socket', async () => {
    const user = await createTestUser(app);
    const boundary = 'bh-boundary';
    const form = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nanimal\r\n--${boundary}--\r\n`;
    const post = (body: string, chunked: boolean) =>
      new Promise<{ status: number; body: { name?: string } }>((resolve, reject) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
        if (!chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
        const req = http.request({ hostname: '127.0.0.1', port, path: '/v1/me/characters', method: 'POST', headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { name?: string } }));
        });
        req.on('error', reject);
        // In two writes: a chunked body arrives as two chunks.
        req.write(body.slice(0, 40));
        req.end(body.slice(40));
      });
    const chunked = await post(form('Pip'), true);
    expect(chunked).toEqual({ status: 201, body: expect.objectContaining({ name: 'Pip' }) });
    const sized = await post(form('Bo'), false);
    expect(sized).toEqual({ status: 201, body: expect.objectContaining({ name: 'Bo' }) });
  });

  it('keeps /v1/health ok while uploads and analytics bombs are refused, each with its usual answer', async () => {
    const user: TestUser = await createTestUser(app);
    const auth = { Authorization: `Bearer ${user.accessToken}` };
    // A WAV whose header claims hours but carries a second; a JPEG-less "photo"; 1 MB analytics bombs.
    const wav = pcm16Wav(Buffer.alloc(96_000), 48_000, { claimedDataBytes: 0xffffff00 - 44 });
    const voice = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'night.wav');
      form.append('name', 'Night');
      form.append('language', 'en');
      for (const [field, value] of Object.entries(voiceConsentFields('en'))) form.append(field, value);
      const res = await fetch(`http://127.0.0.1:${port}/v1/me/voice-samples`, { method: 'POST', body: form, headers: auth });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    const photo = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(Buffer.from('GIF89a not a photo'))], { type: 'image/png' }), 'x.png');
      form.append('name', 'Luna');
      const res = await fetch(`http://127.0.0.1:${port}/v1/me/characters`, { method: 'POST', body: form, headers: auth });
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    const bomb = () => pushBody('/v1/analytics/events', 1024 * 1024 + 100, 1024 * 1024 + 100);

    let running = true;
    const healthAnswers: { status: number; body: unknown }[] = [];
    const prober = (async () => {
      while (running) {
        const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
        healthAnswers.push({ status: res.status, body: await res.json() });
      }
    })();
    const answers = await Promise.all([...Array.from({ length: 4 }, voice), ...Array.from({ length: 4 }, photo), ...Array.from({ length: 20 }, bomb)]);
    running = false;
    await prober;

    // Four uploads at once from one account: each one that gets a place is decoded and refused as
    // unreadable; the rest are refused before any work, because a place is reserved against the
    // account's voice-sample allowance (3 for a free account) and its turns in the media pool.
    const unreadable = answers.slice(0, 4).filter((a) => a.status === 422);
    expect(unreadable.length).toBeGreaterThan(0);
    for (const a of unreadable)
      expect(a.body).toEqual(expect.objectContaining({ message: "We couldn't read this recording. Please record again or choose another audio file." }));
    for (const a of answers.slice(0, 4).filter((a) => a.status !== 422))
      expect(a).toEqual({
        status: expect.toBeOneOf([403, 429]),
        body: expect.objectContaining({ code: expect.toBeOneOf(['quota_exceeded', 'rate_limited']) }),
      });
    for (const a of answers.slice(4, 8)) expect(a.status).toBe(415);
    for (const a of answers.slice(8)) expect(a.status).toBe(413);
    expect(healthAnswers.length).toBeGreaterThan(0);
    for (const h of healthAnswers)
      expect(h).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok', queue: 'ok', mode: app.runtime.mode } });
  });
});
