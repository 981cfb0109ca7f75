/**
 * Helpers for the personalize API tests: multipart uploads over real HTTP, real speech made
 * with espeak-ng and encoded with the bundled ffmpeg, and probes that nothing was stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../../../src/server/media/ffmpeg.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../../../src/server/providers/narrator/builtin/espeak-engine.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { VOICE_CONSENT_FIELD, voiceConsentFields } from '../../../src/shared/voice-consent.ts';
import { authHeader, type TestUser } from '../../helpers/auth.ts';

export interface UploadFile {
  bytes: Buffer | Uint8Array;
  name: string;
  type?: string;
}

export interface ApiReply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function reply(res: Response): Promise<ApiReply> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

/** POSTs a multipart form like the browser does (field order: file first). */
export async function postForm(app: TestApp, user: TestUser | null, pathname: string, fields: Record<string, string>, file?: UploadFile): Promise<ApiReply> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  // Voice uploads carry the parent's consent like the browser form does, unless the
  // test passes its own `consent` field (the consent tests do).
  const withConsent = pathname === '/v1/me/voice-samples' && !(VOICE_CONSENT_FIELD in fields) ? { ...fields, ...voiceConsentFields('en') } : fields;
  for (const [key, value] of Object.entries(withConsent)) form.append(key, value);
  const res = await app.fetch(pathname, { method: 'POST', body: form, headers: user ? authHeader(user) : {} });
  return reply(res);
}

export async function getJson(app: TestApp, user: TestUser, pathname: string): Promise<ApiReply> {
  return reply(await app.fetch(pathname, { headers: authHeader(user) }));
}

export async function del(app: TestApp, user: TestUser, pathname: string): Promise<ApiReply> {
  return reply(await app.fetch(pathname, { method: 'DELETE', headers: authHeader(user) }));
}

/** Every stored media file of a user under a folder ('characters' | 'voice-samples'). */
export function storedFiles(app: TestApp, folder: 'characters' | 'voice-samples', userId: string): string[] {
  const dir = path.join(app.runtime.config.dataDir, 'media', folder, userId);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp'));
}

export async function countRows(app: TestApp, table: 'characters' | 'voice_samples', userId: string): Promise<number> {
  const [row] = await app.runtime.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]);
  return Number(row!.n);
}

export const RATE = ESPEAK_SAMPLE_RATE;

let sentences: Float32Array | null = null;

/**
 * Real speech of exactly `seconds`: espeak-ng reading bedtime sentences (a male voice around
 * 105 Hz), repeated with short breaths between them and cut to length.
 */
export async function speech(seconds: number): Promise<Float32Array> {
  sentences ??= await synthesize(
    'Once upon a time, a little fox lived at the edge of a quiet forest. Every night the moon told him a story, and he fell asleep smiling.',
    { voice: 'en-us+m3', speed: 150, pitch: 50 },
  );
  const out = new Float32Array(Math.round(seconds * RATE));
  const breath = Math.round(0.4 * RATE);
  for (let at = 0; at < out.length; at += sentences.length + breath) out.set(sentences.subarray(0, Math.min(sentences.length, out.length - at)), at);
  return out;
}

export type AudioKind = 'wav' | 'mp3' | 'ogg' | 'webm' | 'm4a';

const CODECS: Record<AudioKind, { args: string[]; muxer: string; mime: string }> = {
  wav: { args: ['-c:a', 'pcm_s16le'], muxer: 'wav', mime: 'audio/wav' },
  mp3: { args: ['-c:a', 'libmp3lame', '-b:a', '96k', '-ar', '44100'], muxer: 'mp3', mime: 'audio/mpeg' },
  ogg: { args: ['-c:a', 'libopus', '-b:a', '48k'], muxer: 'ogg', mime: 'audio/ogg' },
  // Piped: no Duration element and no cues, exactly like Chrome's MediaRecorder output.
  webm: { args: ['-c:a', 'libopus', '-b:a', '64k', '-ar', '48000'], muxer: 'webm', mime: 'audio/webm' },
  m4a: { args: ['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart'], muxer: 'ipod', mime: 'audio/mp4' },
};

/** Encodes mono float PCM at RATE into `kind`. */
export async function encode(samples: Float32Array, kind: AudioKind): Promise<UploadFile> {
  const input = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const { args, muxer, mime } = CODECS[kind];
  const head = ['-v', 'error', '-f', 'f32le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', ...args, '-f', muxer];
  if (kind === 'webm') return { bytes: await runFfmpeg([...head, 'pipe:1'], input), name: 'voice.webm', type: mime };
  // Seekable output, as a phone or an editor writes it (WAV sizes and the M4A index filled in).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-voice-'));
  try {
    const file = path.join(dir, `voice.${kind}`);
    await runFfmpeg([...head, '-y', file], input);
    return { bytes: fs.readFileSync(file), name: `voice.${kind}`, type: mime };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
