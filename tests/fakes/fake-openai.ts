/**
 * A fake of the OpenAI HTTP API (https://platform.openai.com/docs/api-reference) for offline
 * tests and for running the whole pipeline without a network:
 *
 * - `POST /v1/chat/completions` → a `chat.completion` whose content is a valid story JSON built
 *   from the prompt's language, hero name and age (see fake-story.ts);
 * - `POST /v1/images/generations` (JSON) and `POST /v1/images/edits` (multipart, `image` file) →
 *   `{created, data:[{b64_json}]}` with a real picture of the requested size and `output_format`;
 * - `POST /v1/audio/speech` → a real MP3 whose length follows the input length and speed;
 * - `POST /v1/moderations` → `{id, model, results[]}` with all 13 categories, flagging a small word list;
 * - `GET /v1/models`.
 *
 * Like OpenAI it requires `Authorization: Bearer <key>` (401 otherwise), validates required
 * fields (400), and answers errors as `{error:{message, type, param, code}}`. Script 429/5xx,
 * hangs and malformed bodies with `fake.script(...)`; `openaiError()` builds the error shape.
 * Start it with `startFakeOpenAI()`; the SDK base URL is `${fake.url}/v1`.
 */
import { randomUUID } from 'node:crypto';
import { isLanguageCode } from '../../src/shared/catalog.ts';
import { startFakeServer, type FakeServer, type RecordedRequest, type ScriptedResponse } from './fake-server.ts';
import { FAKE_SUMMARY, fakeStory, readStoryRequest } from './fake-story.ts';
import { fakeMp3, fakePicture } from './media.ts';

export interface FakeOpenAIOptions {
  /** The key clients must send. Default 'sk-test'. */
  apiKey?: string;
  /** Port to listen on; default 0 (a free one). */
  port?: number;
}

/** An OpenAI-shaped error response, e.g. `openaiError(429, 'Rate limit reached', 'requests', 'rate_limit_exceeded', {'retry-after': '1'})`. */
export function openaiError(
  status: number,
  message: string,
  type = status >= 500 ? 'server_error' : 'invalid_request_error',
  code: string | null = null,
  headers?: Record<string, string>,
  path?: string,
): ScriptedResponse {
  return { status, headers, path, json: { error: { message, type, param: null, code } } };
}

const IMAGE_SIZES = ['256x256', '512x512', '1024x1024', '1536x1024', '1024x1536', '1792x1024', '1024x1792', 'auto'];
const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;
/** Words the fake moderator flags, per category (English only, enough for tests). */
const FLAGGED_WORDS: Record<string, RegExp> = {
  violence: /\b(kill\w*|murder\w*|stab\w*|blood\w*|shoot (him|her|them))\b/i,
  'violence/graphic': /\b(gore|dismember\w*)\b/i,
  sexual: /\b(sex\w*|nude|naked)\b/i,
  'self-harm': /\b(suicide|self-harm)\b/i,
  illicit: /\b(cocaine|heroin|meth)\b/i,
  hate: /\b(hate all)\b/i,
};

type Reply = Awaited<ReturnType<Parameters<typeof startFakeServer>[0]>>;

function error(status: number, message: string, code: string | null = null, type?: string): Reply {
  return openaiError(status, message, type, code) as Reply;
}

/** Starts the fake. */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeServer> {
  const apiKey = options.apiKey ?? 'sk-test';
  return startFakeServer(async (req) => {
    const auth = String(req.headers.authorization ?? '');
    if (!auth.startsWith('Bearer ')) {
      return error(
        401,
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      );
    }
    if (auth.slice(7) !== apiKey) return error(401, `Incorrect API key provided: ${auth.slice(7, 10)}****.`, 'invalid_api_key');

    const route = `${req.method} ${req.path}`;
    switch (route) {
      case 'POST /v1/chat/completions':
        return chat(req);
      case 'POST /v1/images/generations':
        return images(req, req.json);
      case 'POST /v1/images/edits':
        return imageEdits(req);
      case 'POST /v1/audio/speech':
        return speech(req);
      case 'POST /v1/moderations':
        return moderations(req);
      case 'GET /v1/models':
        return {
          status: 200,
          json: {
            object: 'list',
            data: ['gpt-4o-mini', 'gpt-image-1', 'gpt-4o-mini-tts', 'omni-moderation-latest'].map((id) => ({
              id,
              object: 'model',
              created: 1_700_000_000,
              owned_by: 'fake',
            })),
          },
        };
      default:
        return error(404, `Invalid URL (${req.method} ${req.path})`);
    }
  }, options.port);
}

function requireJson(req: RecordedRequest): Reply | undefined {
  if (req.json === undefined || typeof req.json !== 'object' || req.json === null) {
    return error(400, "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)");
  }
  return undefined;
}

function chat(req: RecordedRequest): Reply {
  const bad = requireJson(req);
  if (bad) return bad;
  const body = req.json as Record<string, any>;
  if (!body.model) return error(400, 'you must provide a model parameter');
  if (!Array.isArray(body.messages)) return error(400, "Missing required parameter: 'messages'.", 'missing_required_parameter');
  if (body.messages.length === 0)
    return error(400, "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'empty_array');
  for (const [i, m] of body.messages.entries()) {
    if (!['system', 'developer', 'user', 'assistant', 'tool'].includes(m?.role)) return error(400, `Invalid value for 'messages[${i}].role'.`, 'invalid_value');
  }
  if (body.stream) return error(400, 'The fake does not stream; send stream: false.', 'unsupported_value');
  const format = body.response_format;
  if (format !== undefined) {
    if (!['text', 'json_object', 'json_schema'].includes(format?.type)) return error(400, "Invalid value for 'response_format.type'.", 'invalid_value');
    if (format.type === 'json_schema' && (!format.json_schema?.name || typeof format.json_schema?.schema !== 'object')) {
      return error(400, "Missing required parameter: 'response_format.json_schema.name'.", 'missing_required_parameter');
    }
  }
  const prompt = body.messages.map((m: { content?: unknown }) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
  const { language, name, age, others } = readStoryRequest(prompt);
  const story = fakeStory(isLanguageCode(language) ? language : 'en', name, age, others);
  // A schema that asks for the story's summary gets one (what the fake story tells).
  const wantsSummary = format?.type === 'json_schema' && format.json_schema?.schema?.properties?.summary;
  const content = JSON.stringify(wantsSummary ? { ...story, summary: FAKE_SUMMARY } : story);
  const promptTokens = Math.ceil(prompt.length / 4);
  const completionTokens = Math.ceil(content.length / 4);
  return {
    status: 200,
    headers: { 'x-request-id': `req_${randomUUID().replaceAll('-', '')}` },
    json: {
      id: `chatcmpl-${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      system_fingerprint: 'fp_fake',
    },
  };
}

/** A chat.completion response whose assistant content is `content` verbatim (for invalid-output tests). */
export function chatReply(content: string, path = '/chat/completions'): ScriptedResponse {
  return {
    status: 200,
    path,
    json: {
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'scripted',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

async function images(req: RecordedRequest, body: Record<string, any> | undefined): Promise<Reply> {
  if (!body) return error(400, 'We could not parse the JSON body of your request.');
  if (typeof body.prompt !== 'string' || !body.prompt) return error(400, "Missing required parameter: 'prompt'.", 'missing_required_parameter');
  const size = String(body.size ?? '1024x1024');
  if (!IMAGE_SIZES.includes(size))
    return error(400, `Invalid value: '${size}'. Supported values are: ${IMAGE_SIZES.map((s) => `'${s}'`).join(', ')}.`, 'invalid_value');
  const format = String(body.output_format ?? 'png');
  if (!['png', 'jpeg', 'webp'].includes(format))
    return error(400, `Invalid value: '${format}'. Supported values are: 'png', 'jpeg' and 'webp'.`, 'invalid_value');
  const n = Number(body.n ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 10) return error(400, "Invalid 'n': must be between 1 and 10.", 'invalid_value');
  const [w, h] = size === 'auto' ? [1024, 1024] : size.split('x').map(Number);
  const b64 = (await fakePicture(w, h, format as 'png' | 'jpeg' | 'webp')).toString('base64');
  void req;
  return {
    status: 200,
    json: {
      created: Math.floor(Date.now() / 1000),
      data: Array.from({ length: n }, () => ({ b64_json: b64 })),
      output_format: format,
      size,
      usage: { input_tokens: Math.ceil(body.prompt.length / 4), output_tokens: 272, total_tokens: Math.ceil(body.prompt.length / 4) + 272 },
    },
  };
}

async function imageEdits(req: RecordedRequest): Promise<Reply> {
  const form = req.form;
  if (!form) return error(400, 'Invalid content type. image edit requests must be multipart/form-data.', 'invalid_content_type');
  const image = form.get('image') ?? form.get('image[]');
  if (!(image instanceof Blob) || image.size === 0) return error(400, "Missing required parameter: 'image'.", 'missing_required_parameter');
  if (!['image/png', 'image/jpeg', 'image/webp'].includes(image.type)) {
    return error(
      400,
      `Invalid file 'image': unsupported mimetype ('${image.type}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`,
      'unsupported_file_mimetype',
    );
  }
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  return images(req, fields);
}

async function speech(req: RecordedRequest): Promise<Reply> {
  const bad = requireJson(req);
  if (bad) return bad;
  const body = req.json as Record<string, any>;
  if (!body.model) return error(400, "Missing required parameter: 'model'.", 'missing_required_parameter');
  if (typeof body.input !== 'string' || !body.input) return error(400, "Missing required parameter: 'input'.", 'missing_required_parameter');
  if (body.input.length > 4096) return error(400, "Invalid 'input': string too long. Expected a string with maximum length 4096.", 'string_above_max_length');
  if (!body.voice) return error(400, "Missing required parameter: 'voice'.", 'missing_required_parameter');
  const speed = Number(body.speed ?? 1);
  if (!(speed >= 0.25 && speed <= 4)) return error(400, "Invalid 'speed': must be between 0.25 and 4.0.", 'invalid_value');
  if ((body.response_format ?? 'mp3') !== 'mp3') return error(400, 'The fake only speaks mp3.', 'unsupported_value');
  // About 15 characters per second of speech at speed 1, at least half a second.
  const seconds = Math.min(60, Math.max(0.5, body.input.length / (15 * speed)));
  return { status: 200, headers: { 'content-type': 'audio/mpeg' }, body: await fakeMp3(seconds) };
}

function moderations(req: RecordedRequest): Reply {
  const bad = requireJson(req);
  if (bad) return bad;
  const body = req.json as Record<string, any>;
  const input = body.input;
  if (input === undefined) return error(400, "Missing required parameter: 'input'.", 'missing_required_parameter');
  const texts: string[] =
    typeof input === 'string' ? [input] : Array.isArray(input) ? input.map((x: any) => (typeof x === 'string' ? x : String(x?.text ?? ''))) : [];
  if (texts.length === 0) return error(400, "Invalid 'input': expected a string or an array.", 'invalid_value');
  return {
    status: 200,
    json: {
      id: `modr-${randomUUID().slice(0, 8)}`,
      model: body.model ?? 'omni-moderation-latest',
      results: texts.map((text) => {
        const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, FLAGGED_WORDS[c]?.test(text) ?? false]));
        return {
          flagged: Object.values(categories).some(Boolean),
          categories,
          category_scores: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, categories[c] ? 0.93 : 0.0004])),
          category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ['text']])),
        };
      }),
    },
  };
}
