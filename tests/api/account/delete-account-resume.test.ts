/**
 * Account deletion survives kill -9: the worker is killed while the vendor's voice
 * delete hangs (after the stories step); after a restart the job resumes from its memoized
 * steps and finishes: no trace of the user in any table or stored object.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRuntime } from '../../../src/server/runtime.ts';
import { startFakeElevenLabs, type FakeElevenLabs } from '../../fakes/fake-elevenlabs.ts';
import { startChild as startChildScript } from '../../helpers/spawn-runtime.ts';
import { listLocalObjects, scanDatabase } from './account-helpers.ts';
import { freshPostgresDatabase } from '../../helpers/test-app.ts';

const startChild = (env: Record<string, string>) => startChildScript(env, 'tests/helpers/account-deletion-child.ts');

describe('an account deletion survives kill -9 of its worker', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-del-resume-'));
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let eleven: FakeElevenLabs | undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await eleven?.close();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after a restart and finishes the deletion', async () => {
    if (process.env.DATABASE_URL) {
      const database = await freshPostgresDatabase(process.env.DATABASE_URL);
      dbUrl = database.url;
      dropDb = database.drop;
    }
    eleven = await startFakeElevenLabs();
    const vendorVoiceId = `cloned_${randomBytes(4).toString('hex')}`;
    eleven.voices.set(vendorVoiceId, 'Mom');
    // The first process hangs on the vendor's voice delete, after the stories step is done.
    eleven.script({ hang: true, path: '/v1/voices/' });
    const env = {
      DATA_DIR: dataDir,
      NARRATOR_PROVIDER: 'elevenlabs',
      ELEVENLABS_API_KEY: 'xi-test',
      ELEVENLABS_BASE_URL: eleven.url,
      VENDOR_VOICE_ID: vendorVoiceId,
      ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATABASE_URL: '' }),
    };

    const first = startChild({ ...env, SEED: '1' });
    children.push(first.child);
    const [, userId, email] = (await first.waitFor(/^USER /, 60_000)).split(' ');
    await first.waitFor(/^DELETION /, 60_000);
    await first.waitFor(/^STEPS sessions,stories scheduled$/, 60_000);
    const deadline = Date.now() + 30_000;
    while (!eleven.requests.some((r) => r.method === 'DELETE') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(eleven.voices.has(vendorVoiceId)).toBe(true);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = startChild(env);
    children.push(second.child);
    await second.waitFor(/^STEPS sessions,stories,voices,payments,rows,identity,files done$/, 120_000);
    second.child.kill('SIGKILL');
    await new Promise((r) => second.child.once('exit', r));

    expect(eleven.voices.has(vendorVoiceId)).toBe(false);
    const runtime = await createRuntime({ env: { ...process.env, ...env, LOG_LEVEL: 'silent', SEED_EXAMPLES: 'false', RUN_WORKER: 'false' } });
    try {
      expect(await scanDatabase(runtime.db, { userId: userId!, email: email! })).toEqual([]);
    } finally {
      await runtime.close();
    }
    const objects = listLocalObjects(dataDir);
    expect(objects.filter((k) => k.includes(userId!) || k.startsWith('stories/'))).toEqual([]);
  }, 300_000);
});
