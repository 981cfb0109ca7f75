/**
 * Deleting an account leaves nothing of it behind even when other work of the account races the
 * deletion: a story being created at that moment (its copy of the child's photo is written before
 * its row exists), and mail with a link waiting for a new address the parent was changing to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxFolder } from '../../../src/server/mail/mailer.ts';
import { authHeader, createTestUser, uniqueEmail } from '../../helpers/auth.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { makeJpeg } from '../../helpers/make-images.ts';
import { outboxMailTo } from '../../helpers/mail.ts';
import { startTestApp } from '../../helpers/test-app.ts';
import { postForm } from '../personalize/helpers.ts';
import { listLocalObjects, postJson, scanDatabase, waitForDeletion } from './account-helpers.ts';

describe('account deletion racing other work of the account', () => {
  const app = startedForTests(() => startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '1000' }));

  it('a story created while the account is deleted leaves no photo or file behind', async () => {
    const user = await createTestUser(app);
    const character = await postForm(
      app,
      user,
      '/v1/me/characters',
      { name: 'Mila', kind: 'human', age: '5', description: 'curly red hair' },
      { bytes: await makeJpeg(640, 640), name: 'mila.jpg', type: 'image/jpeg' },
    );
    expect(character.status).toBe(201);
    const { runtime } = app;

    // The deletion runs while the creation is between copying the photo and saving its story:
    // its story step done, its later steps held until the creation has finished either way.
    let releaseRows!: () => void;
    const rowsMayRun = new Promise<void>((r) => (releaseRows = r));
    const forget = runtime.mailer.forgetRecipient.bind(runtime.mailer);
    runtime.mailer.forgetRecipient = async (email) => {
      await rowsMayRun;
      return forget(email);
    };
    const put = runtime.storage.put.bind(runtime.storage);
    let raced = false;
    runtime.storage.put = async (key, body, type) => {
      await put(key, body, type);
      if (raced || !/stories/.test(key)) return;
      raced = true;
      expect((await postJson(app, user, '/v1/account/delete', { email: user.email })).status).toBe(202);
      for (let i = 0; i < 600; i++) {
        const [row] = await runtime.db.query<{ steps: string[] }>('SELECT steps_done AS steps FROM account_deletions');
        if (row?.steps.includes('stories')) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the deletion never reached its story step');
    };
    try {
      const created = await postJson(app, user, '/v1/stories?enrich_by_voice=false&enrich_by_image=true', {
        story_in: { age: 5, moral: 'courage', free_text: '', language: 'en' },
        illustration_style: 'watercolor',
        character_id: character.body.id,
      });
      expect(raced).toBe(true);
      // The parent asked for the deletion first: the story is not made.
      expect(created.status).toBe(401);
    } finally {
      releaseRows();
      runtime.storage.put = put;
    }
    await waitForDeletion(runtime.db, 180_000);
    runtime.mailer.forgetRecipient = forget;
    // Any story job that slipped through has had time to write.
    await new Promise((r) => setTimeout(r, 1500));
    expect(listLocalObjects(runtime.config.dataDir)).toEqual([]);
    expect(await runtime.db.query('SELECT id FROM stories')).toEqual([]);
    expect(await scanDatabase(runtime.db, { userId: user.userId, email: user.email })).toEqual([]);
  }, 240_000);

  it('mail waiting for the new address of an e-mail change is forgotten with the account', async () => {
    const user = await createTestUser(app);
    const newAddress = uniqueEmail();
    const change = await app.fetch('/auth/v1/user', {
      method: 'PUT',
      headers: { ...authHeader(user), 'content-type': 'application/json' },
      body: JSON.stringify({ email: newAddress }),
    });
    expect(change.status).toBe(200);
    for (let i = 0; i < 100 && !(await outboxMailTo(app.runtime.config.dataDir, newAddress)).length; i++) await new Promise((r) => setTimeout(r, 50));
    const folder = outboxFolder(path.join(app.runtime.config.dataDir, 'outbox'), newAddress);
    expect(fs.readdirSync(folder).length).toBe(1);

    expect((await postJson(app, user, '/v1/account/delete', { email: user.email })).status).toBe(202);
    await waitForDeletion(app.runtime.db, 120_000);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
    expect(await outboxMailTo(app.runtime.config.dataDir, newAddress)).toEqual([]);
  }, 180_000);
});
