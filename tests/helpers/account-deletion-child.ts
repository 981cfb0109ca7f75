/**
 * A separate process running the runtime with its workers, for the "killed mid-deletion" test.
 * With SEED=1 it makes an account (user, character photo, voice sample cloned at
 * the vendor, two stories with files), schedules its deletion and prints `USER <id> <email>`,
 * `STORY <id>` and `DELETION <id>`. It then prints `STEPS <done,…> <status>` whenever the
 * deletion's progress changes, until it is killed.
 */
import { randomUUID } from 'node:crypto';
import { scheduleDeletionByEmail } from '../../src/server/account/request-account-deletion.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';
import { storageKeys } from '../../src/server/storage/keys.ts';
import { seedCharacter, seedUser } from './seed.ts';

const runtime = await createRuntime();
await startBackground(runtime, { workers: true });
if (process.env.SEED === '1') {
  const user = await seedUser(runtime);
  console.log(`USER ${user.id} ${user.email}`);
  const characterId = await seedCharacter(runtime, user.id);
  const photoKey = storageKeys.characterPhoto(user.id, 'webp');
  await runtime.storage.put(photoKey, Buffer.from('photo'), 'image/webp');
  await runtime.db.query('UPDATE characters SET photo_key = $2 WHERE id = $1', [characterId, photoKey]);
  const audioKey = storageKeys.voiceSample(user.id, 'wav');
  await runtime.storage.put(audioKey, Buffer.from('voice'), 'audio/wav');
  await runtime.db.query(
    `INSERT INTO voice_samples (user_id, name, language, audio_key, audio_content_type, duration_seconds, vendor, vendor_voice_id, consent_given_at, consent_version)
     VALUES ($1, 'Mom', 'en', $2, 'audio/wav', 22, 'elevenlabs', $3, now(), 'test')`,
    [user.id, audioKey, process.env.VENDOR_VOICE_ID],
  );
  for (let i = 0; i < 2; i++) {
    const storyId = randomUUID();
    await runtime.db.query(
      `INSERT INTO stories (id, user_id, language, age, illustration_style, hero, seed, status) VALUES ($1, $2, 'en', 5, 'watercolor', '{"name":"Mila"}', 1, 'COMPLETE')`,
      [storyId, user.id],
    );
    await runtime.storage.put(storageKeys.pageIllustration(storyId, 0), Buffer.from('page'), 'image/webp');
    await runtime.storage.put(storageKeys.pageNarration(storyId, 0, 'mp3'), Buffer.from('audio'), 'audio/mpeg');
    console.log(`STORY ${storyId}`);
  }
  const scheduled = await scheduleDeletionByEmail(runtime, user.email);
  console.log(`DELETION ${scheduled!.deletionId}`);
}
let last = '';
setInterval(async () => {
  const rows = await runtime.db.query<{ steps: string[]; status: string }>('SELECT steps_done AS steps, status FROM account_deletions');
  const line = rows.map((r) => `STEPS ${r.steps.join(',') || '-'} ${r.status}`).join('\n');
  if (line && line !== last) console.log(line);
  last = line;
}, 100);
