/**
 * /v1/me/voice-samples over real HTTP (form fields, file types,
 * length 20 to 30 s): real speech made with espeak-ng in every accepted container, hostile
 * and out-of-range recordings, measured pitch and pace, deletion of the stored file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { countRows, del, encode, getJson, postForm, RATE, speech, storedFiles, type AudioKind, type UploadFile } from './helpers.ts';

const AUDIO_LIST = 'Unsupported file format. Please use one of: wav, mp3, ogg, webm, m4a';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let voice24: Float32Array;
let webm24: UploadFile;

beforeAll(async () => {
  app = await startTestApp({ VOICE_SAMPLE_CAPACITY: '50' });
  [alice, bob] = await Promise.all([createTestUser(app), createTestUser(app)]);
  voice24 = await speech(24);
  webm24 = await encode(voice24, 'webm');
});
afterAll(async () => {
  await app?.close();
});

/** `seconds` of a synthetic tone at RATE: frequency and amplitude by time (s), with optional overtone amplitudes. */
function tone(seconds: number, hz: (t: number) => number, amplitude: (t: number) => number, partials = [1]): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    phase += (2 * Math.PI * hz(t)) / RATE;
    let v = 0;
    partials.forEach((a, k) => (v += a * Math.sin((k + 1) * phase)));
    out[i] = (amplitude(t) * v) / partials.reduce((p, q) => p + q, 0);
  }
  return out;
}

const upload = (user: TestUser, fields: Record<string, string>, file?: UploadFile) => postForm(app, user, '/v1/me/voice-samples', fields, file);

describe('uploading a voice sample', () => {
  // Whatever came in, only the re-encoded audio (MP3) is stored and served.
  const kinds: [AudioKind, string][] = [
    ['wav', 'audio/mpeg'],
    ['mp3', 'audio/mpeg'],
    ['ogg', 'audio/mpeg'],
    ['webm', 'audio/mpeg'],
    ['m4a', 'audio/mpeg'],
  ];

  it.each(kinds)('accepts 24 s of real speech as %s, measures it and serves it back re-encoded as %s', async (kind, servedType) => {
    const file = await encode(voice24, kind);
    // The file name lies on purpose: the server goes by the bytes.
    const res = await upload(alice, { name: `Mom ${kind}`, language: 'de' }, { ...file, name: 'recording.bin', type: 'application/octet-stream' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: `Mom ${kind}`, language: 'de' });
    expect(res.body.duration_seconds).toBeGreaterThan(23.7);
    expect(res.body.duration_seconds).toBeLessThan(24.3);
    expect(res.body.audio_url_expires_at).toBeGreaterThan(Date.now() / 1000);
    const served = await fetch(new URL(res.body.signed_audio_url, app.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(servedType);

    // Pitch and pace are stored for the voice-matched narrator (espeak's m3 voice speaks near 105 Hz).
    const [row] = await app.runtime.db.query<{ pitch: number; pace: number; key: string }>(
      'SELECT median_pitch_hz AS pitch, syllables_per_second AS pace, audio_key AS key FROM voice_samples WHERE id = $1',
      [res.body.id],
    );
    expect(row!.pitch).toBeGreaterThan(85);
    expect(row!.pitch).toBeLessThan(130);
    expect(row!.pace).toBeGreaterThan(2);
    expect(row!.pace).toBeLessThan(7);
    expect(row!.key).toMatch(new RegExp(`^voice-samples/${alice.userId}/[0-9a-f-]{36}\\.mp3$`));
  });

  it('lists samples newest first with the measured duration and a signed URL', async () => {
    const list = await getJson(app, alice, '/v1/me/voice-samples');
    expect(list.status).toBe(200);
    expect(list.body.map((v: { name: string }) => v.name)).toEqual(['Mom m4a', 'Mom webm', 'Mom ogg', 'Mom mp3', 'Mom wav']);
    expect(Object.keys(list.body[0]).sort()).toEqual(['audio_url_expires_at', 'created_at', 'duration_seconds', 'id', 'language', 'name', 'signed_audio_url']);
    expect((await getJson(app, bob, '/v1/me/voice-samples')).body).toEqual([]);
  });
});

describe('refusing what is not an acceptable recording (nothing is stored)', () => {
  const refusals: [string, () => Promise<UploadFile>, number, string | RegExp][] = [
    [
      'a text file named .mp3 (wrong magic bytes)',
      async () => ({ bytes: Buffer.from('ID4 this is not an mp3 at all, just text'), name: 'voice.mp3', type: 'audio/mpeg' }),
      415,
      AUDIO_LIST,
    ],
    [
      'a PNG named .wav',
      async () => ({ bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), name: 'voice.wav', type: 'audio/wav' }),
      415,
      AUDIO_LIST,
    ],
    [
      'a WAV header hiding an HTML page (a polyglot with no audio)',
      async () => {
        const header = Buffer.alloc(44);
        header.write('RIFF', 0, 'latin1');
        header.writeUInt32LE(36 + 4000, 4);
        header.write('WAVEfmt ', 8, 'latin1');
        return { bytes: Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>')]), name: 'voice.wav', type: 'audio/wav' };
      },
      422,
      "We couldn't read this recording. Please record again or choose another audio file.",
    ],
    ['0 bytes', async () => ({ bytes: Buffer.alloc(0), name: 'voice.webm', type: 'audio/webm' }), 422, 'The file is empty. Please choose another file.'],
    [
      'a truncated WAV (cut in the middle)',
      async () => {
        const wav = await encode(voice24, 'wav');
        return { ...wav, bytes: wav.bytes.subarray(0, Math.floor(wav.bytes.length / 2)) };
      },
      422,
      "We couldn't read this recording. Please record again or choose another audio file.",
    ],
    [
      'a truncated M4A (index missing)',
      async () => {
        const m4a = await encode(voice24, 'm4a');
        return { ...m4a, bytes: m4a.bytes.subarray(0, 4000) };
      },
      422,
      "We couldn't read this recording. Please record again or choose another audio file.",
    ],
    [
      'a 19 s recording',
      async () => encode(await speech(19), 'webm'),
      422,
      'The recording is too short (19.0 seconds). Please record between 20 and 30 seconds.',
    ],
    [
      'a 31 s recording',
      async () => encode(await speech(31), 'wav'),
      422,
      'The recording is too long (31.0 seconds). Please record between 20 and 30 seconds.',
    ],
    [
      '25 s of silence',
      async () => encode(new Float32Array(22_050 * 25), 'wav'),
      422,
      "We couldn't hear a voice in this recording. Please record again, speaking clearly.",
    ],
    // A test tone has a steady pitch, which the narrator's pitch measure alone took for a voice.
    [
      'a 25 s 400 Hz test tone',
      async () =>
        encode(
          tone(
            25,
            () => 400,
            () => 0.3,
          ),
          'wav',
        ),
      422,
      "We couldn't hear a voice in this recording. Please record again, speaking clearly.",
    ],
    [
      'a 25 s hum with overtones (100 Hz)',
      async () =>
        encode(
          tone(
            25,
            () => 100,
            () => 0.3,
            [1, 0.5, 0.3],
          ),
          'mp3',
        ),
      422,
      "We couldn't hear a voice in this recording. Please record again, speaking clearly.",
    ],
    [
      'a 25 s 400 Hz tone beeping four times a second',
      async () =>
        encode(
          tone(
            25,
            () => 400,
            (t) => (Math.floor(t * 8) % 2 ? 0 : 0.3),
          ),
          'webm',
        ),
      422,
      "We couldn't hear a voice in this recording. Please record again, speaking clearly.",
    ],
    [
      'a 25 s siren (vibrato between 350 and 450 Hz)',
      async () =>
        encode(
          tone(
            25,
            (t) => 400 + 50 * Math.sin(2 * Math.PI * 0.5 * t),
            () => 0.3,
          ),
          'wav',
        ),
      422,
      "We couldn't hear a voice in this recording. Please record again, speaking clearly.",
    ],
  ];

  it.each(refusals)('%s', async (_label, make, status, message) => {
    const res = await upload(bob, { name: 'Dad', language: 'en' }, await make());
    expect(res.status).toBe(status);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await countRows(app, 'voice_samples', bob.userId)).toBe(0);
    expect(storedFiles(app, 'voice-samples', bob.userId)).toEqual([]);
  });

  it('refuses 11 MB with the size limit message', async () => {
    const wav = await encode(voice24, 'wav');
    const big = Buffer.concat([wav.bytes, Buffer.alloc(11 * 1024 * 1024 - wav.bytes.length, 1)]);
    const res = await upload(bob, { name: 'Dad', language: 'en' }, { ...wav, bytes: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size exceeds 10MB limit.');
    expect(storedFiles(app, 'voice-samples', bob.userId)).toEqual([]);
  });

  it.each([
    [{ language: 'en' }, 'Name is required'],
    [{ name: '  ', language: 'en' }, 'Name is required'],
    [{ name: 'n'.repeat(51), language: 'en' }, 'Max 50 chars'],
    [{ name: 'Dad', language: 'xx' }, 'Please choose one of the supported languages.'],
  ])('validates the fields: %j', async (fields, message) => {
    const res = await upload(bob, fields as Record<string, string>, webm24);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
  });

  it('asks for a file when none is sent', async () => {
    const res = await upload(bob, { name: 'Dad', language: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please choose or record an audio file.');
  });
});

describe('deleting a voice sample', () => {
  it('answers 204, removes the stored recording, and 404s for a missing or foreign id', async () => {
    const erin = await createTestUser(app);
    const created = await upload(erin, { name: 'Erin', language: 'fr' }, webm24);
    expect(created.status).toBe(201);
    expect(storedFiles(app, 'voice-samples', erin.userId)).toHaveLength(1);

    expect((await del(app, bob, `/v1/me/voice-samples/${created.body.id}`)).status).toBe(404);
    expect(storedFiles(app, 'voice-samples', erin.userId)).toHaveLength(1);

    expect((await del(app, erin, `/v1/me/voice-samples/${created.body.id}`)).status).toBe(204);
    expect(storedFiles(app, 'voice-samples', erin.userId)).toEqual([]);
    expect((await fetch(new URL(created.body.signed_audio_url, app.url))).status).toBe(404);
    expect((await del(app, erin, `/v1/me/voice-samples/${created.body.id}`)).status).toBe(404);
    expect((await del(app, erin, '/v1/me/voice-samples/0')).status).toBe(404);
  });
});
