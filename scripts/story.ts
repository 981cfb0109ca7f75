/**
 * `npm run story -- --photo <file> --voice <file> [options]`: makes a story end to end from the
 * command line, through the same use-cases as the API (photo and recording validated exactly
 * like uploads, then the pipeline), and prints where to read it.
 *
 * Options: --name Mila --kind human|animal|object --gender male|female|other --character-age 6
 *   --description "curly red hair" --age 6 (listener age, 1-12) --language en --moral kindness (a catalogue key or your own words)
 *   --wishes "a picnic in the park with teddy Bruno" (free-text wishes, read into story elements)
 *   --style ghibli|storybook|watercolor|lego
 *   --email you@example.com --password … (account to own the story; created when missing)
 *   --no-narration
 * Uses DATA_DIR / DATABASE_URL like the server. With the embedded database, stop `npm start`
 * first (PGlite is single-process).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../src/server/identity/builtin/passwords.ts';
import { findUserByEmail, insertIdentity, insertUser } from '../src/server/identity/builtin/queries.ts';
import { createRuntime } from '../src/server/runtime.ts';
import { startBackground } from '../src/server/start-background.ts';
import { uploadCharacter } from '../src/server/samples/upload-character.ts';
import { uploadVoiceSample } from '../src/server/samples/upload-voice-sample.ts';
// The operator running this command is the parent whose voice it is and consents.
import { VOICE_CONSENT_FIELD, VOICE_CONSENT_VERSION } from '../src/shared/voice-consent.ts';
import { createStory } from '../src/server/stories/create-story.ts';
import { upsertUser } from '../src/server/users/queries.ts';

const { values } = parseArgs({
  options: {
    photo: { type: 'string' },
    voice: { type: 'string' },
    name: { type: 'string', default: 'Mila' },
    kind: { type: 'string', default: 'human' },
    gender: { type: 'string', default: '' },
    'character-age': { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    age: { type: 'string', default: '5' },
    language: { type: 'string', default: 'en' },
    moral: { type: 'string', default: 'kindness' },
    wishes: { type: 'string', default: '' },
    style: { type: 'string', default: 'ghibli' },
    email: { type: 'string', default: 'storyteller@localhost.test' },
    password: { type: 'string' },
    'no-narration': { type: 'boolean', default: false },
  },
});

const fileFrom = (p: string) => ({ name: path.basename(p), type: 'application/octet-stream', bytes: fs.readFileSync(p) });

let runtime;
try {
  runtime = await createRuntime({ env: { ...process.env, SEED_EXAMPLES: 'false' } });
  await startBackground(runtime, { workers: true });
} catch (error) {
  console.error(
    `Could not open the database: ${(error as Error).message}\nIf the app is running on the embedded database, stop it first (PGlite is single-process), or use DATABASE_URL.`,
  );
  process.exit(1);
}

try {
  // The account that owns the story: an existing one, or a new one with the given/generated password.
  const email = values.email!.toLowerCase();
  let password = values.password;
  let account = await findUserByEmail(runtime.db, email);
  if (!account) {
    password ??= `Story-${randomBytes(6).toString('hex')}`;
    account = await insertUser(runtime.db, { email, passwordHash: await hashPassword(password), provider: 'email' });
    await insertIdentity(runtime.db, { userId: account!.id, provider: 'email', providerId: account!.id, data: { sub: account!.id, email } });
  }
  const user = await upsertUser(runtime.db, { id: account!.id, email });

  const fields: Record<string, string> = { name: values.name!, kind: values.kind! };
  if (values.gender) fields.gender = values.gender;
  if (values['character-age']) fields.age = values['character-age'];
  if (values.description) fields.description = values.description;
  const character = await uploadCharacter(runtime, user.id, { fields, file: values.photo ? fileFrom(values.photo) : null });
  console.log(`character #${character.id} ${character.name}${values.photo ? ' (photo accepted)' : ''}`);

  let voiceSampleIn = null;
  if (values.voice) {
    const sample = await uploadVoiceSample(runtime, user.id, {
      fields: { name: `${values.name}'s parent`, language: values.language!, [VOICE_CONSENT_FIELD]: VOICE_CONSENT_VERSION },
      file: fileFrom(values.voice),
    });
    console.log(`voice sample #${sample.id}: ${sample.durationSeconds.toFixed(1)} s`);
    voiceSampleIn = { id: sample.id, name: sample.name };
  }

  const started = Date.now();
  const { id } = await createStory(
    runtime,
    user.id,
    {
      storyIn: { age: Number(values.age), moral: values.moral!, freeText: values.wishes!, language: values.language as never },
      illustrationStyle: values.style as never,
      characterId: character.id,
      voiceSampleIn,
    },
    { enrichByVoice: !values['no-narration'], enrichByImage: true },
  );
  let last = '';
  for (;;) {
    const [row] = await runtime.db.query<{ status: string; error: string | null; title: string | null }>(
      'SELECT status, error, title FROM stories WHERE id = $1',
      [id],
    );
    if (row!.status !== last) console.log(`  ${row!.status}`);
    last = row!.status;
    if (last === 'FAILED') throw new Error(row!.error ?? 'The story failed.');
    if (last === 'COMPLETE') {
      console.log(`\n"${row!.title}" is ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`Read it at ${runtime.config.publicUrl}/stories/${id}`);
  console.log(`Sign in as ${email}${password ? ` with the password ${password}` : ''}.`);
} catch (error) {
  console.error(`Story not made: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
process.exit(process.exitCode ?? 0);
