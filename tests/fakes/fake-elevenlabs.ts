/**
 * A fake of the ElevenLabs HTTP API (https://elevenlabs.io/docs/api-reference) for offline tests:
 *
 * - `POST /v1/voices/add` (multipart: `name`, `files` …) → `{voice_id, requires_verification}`;
 * - `DELETE /v1/voices/{voice_id}` → `{status:'ok'}`; `GET /v1/voices` → `{voices[]}`;
 * - `POST /v1/text-to-speech/{voice_id}/with-timestamps?output_format=…` (JSON `text`, `model_id`,
 *   `voice_settings`) → `{audio_base64, alignment, normalized_alignment}` with a real MP3 and
 *   character times spread over its length (a pause after each sentence);
 * - `POST /v1/text-to-speech/{voice_id}` → `audio/mpeg` bytes.
 *
 * Auth is the `xi-api-key` header (401 otherwise). Errors use ElevenLabs' shapes:
 * `{detail:{status, message}}`, and FastAPI's `{detail:[{loc, msg, type}]}` for 422 validation.
 * One premade voice exists from the start: `PREMADE_VOICE_ID`.
 */
import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer, type RecordedRequest, type ScriptedResponse } from './fake-server.ts';
import { fakeMp3 } from './media.ts';

/** 'Rachel', a premade voice id from the ElevenLabs docs. */
export const PREMADE_VOICE_ID = '21m00Tcm4TlvDq8ikWAM';

export interface FakeElevenLabs extends FakeServer {
  /** Voices currently known (premade + cloned), by id → name. */
  voices: Map<string, string>;
}

/** An ElevenLabs-shaped error response. */
export function elevenLabsError(status: number, detailStatus: string, message: string, headers?: Record<string, string>, path?: string): ScriptedResponse {
  return { status, headers, path, json: { detail: { status: detailStatus, message } } };
}

type Reply = Awaited<ReturnType<Parameters<typeof startFakeServer>[0]>>;

function detail(status: number, detailStatus: string, message: string): Reply {
  return elevenLabsError(status, detailStatus, message) as Reply;
}

function missing(field: string): Reply {
  return { status: 422, json: { detail: [{ loc: ['body', field], msg: 'Field required', type: 'missing' }] } };
}

const OUTPUT_FORMATS = /^(mp3_(22050_32|44100_(32|64|96|128|192))|pcm_\d+|ulaw_8000|opus_48000_\d+)$/;

/** Starts the fake. `apiKey` is the key clients must send (default 'xi-test'); `port` 0 (default) picks a free one. */
export async function startFakeElevenLabs(options: { apiKey?: string; port?: number } = {}): Promise<FakeElevenLabs> {
  const apiKey = options.apiKey ?? 'xi-test';
  const voices = new Map<string, string>([[PREMADE_VOICE_ID, 'Rachel']]);
  const server = await startFakeServer(async (req) => {
    const key = req.headers['xi-api-key'];
    if (!key) return detail(401, 'needs_authorization', 'Neither authorization header nor xi-api-key received, please provide one.');
    if (key !== apiKey) return detail(401, 'invalid_api_key', 'Invalid API key');

    if (req.method === 'GET' && req.path === '/v1/voices') {
      return {
        status: 200,
        json: { voices: [...voices].map(([voice_id, name]) => ({ voice_id, name, category: voice_id === PREMADE_VOICE_ID ? 'premade' : 'cloned' })) },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/voices/add') return addVoice(req, voices);
    const voiceMatch = /^\/v1\/voices\/([^/]+)$/.exec(req.path);
    if (req.method === 'DELETE' && voiceMatch) {
      const id = decodeURIComponent(voiceMatch[1]);
      if (!voices.delete(id)) return detail(404, 'voice_not_found', `A voice with voice_id ${id} was not found.`);
      return { status: 200, json: { status: 'ok' } };
    }
    const ttsMatch = /^\/v1\/text-to-speech\/([^/]+)(\/with-timestamps)?$/.exec(req.path);
    if (req.method === 'POST' && ttsMatch) return textToSpeech(req, voices, decodeURIComponent(ttsMatch[1]), Boolean(ttsMatch[2]));
    return { status: 404, json: { detail: 'Not Found' } };
  }, options.port);
  return Object.assign(server, { voices });
}

function addVoice(req: RecordedRequest, voices: Map<string, string>): Reply {
  const form = req.form;
  if (!form) return missing('name');
  const name = form.get('name');
  if (typeof name !== 'string' || !name.trim()) return missing('name');
  const files = [...form.getAll('files'), ...form.getAll('files[]')].filter((f): f is File => f instanceof Blob);
  if (files.length === 0) return missing('files');
  if (files.some((f) => f.size === 0)) return detail(400, 'invalid_audio', 'One of the uploaded files is empty.');
  const id = randomBytes(15).toString('base64url').slice(0, 20);
  voices.set(id, name);
  return { status: 200, json: { voice_id: id, requires_verification: false } };
}

async function textToSpeech(req: RecordedRequest, voices: Map<string, string>, voiceId: string, withTimestamps: boolean): Promise<Reply> {
  if (!voices.has(voiceId)) return detail(404, 'voice_not_found', `A voice with voice_id ${voiceId} was not found.`);
  const format = req.query.get('output_format') ?? 'mp3_44100_128';
  if (!OUTPUT_FORMATS.test(format))
    return {
      status: 422,
      json: { detail: [{ loc: ['query', 'output_format'], msg: `Input should be a valid output format, got '${format}'`, type: 'enum' }] },
    };
  if (!format.startsWith('mp3_')) return detail(400, 'unsupported_format', 'The fake only speaks mp3.');
  const body = req.json as Record<string, any> | undefined;
  if (!body || typeof body.text !== 'string' || !body.text.trim()) return missing('text');
  const speed = Number(body.voice_settings?.speed ?? 1);
  if (!(speed >= 0.7 && speed <= 1.2))
    return { status: 422, json: { detail: [{ loc: ['body', 'voice_settings', 'speed'], msg: 'Input should be between 0.7 and 1.2', type: 'range' }] } };

  const text: string = body.text;
  const alignment = spreadCharacters(text, speed);
  const seconds = alignment.character_end_times_seconds.at(-1)! + 0.2;
  const audio = await fakeMp3(seconds);
  if (!withTimestamps) return { status: 200, headers: { 'content-type': 'audio/mpeg' }, body: audio };
  return { status: 200, json: { audio_base64: audio.toString('base64'), alignment, normalized_alignment: alignment } };
}

/** Character times at ~15 characters per second (scaled by speed) with a 0.4 s pause after . ! ? and their CJK kin. */
function spreadCharacters(text: string, speed: number) {
  const characters = [...text];
  const perChar = 1 / (15 * speed);
  const starts: number[] = [];
  const ends: number[] = [];
  let t = 0.1;
  for (const c of characters) {
    starts.push(round(t));
    t += perChar;
    ends.push(round(t));
    if (/[.!?。！？।؟]/.test(c)) t += 0.4;
  }
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
