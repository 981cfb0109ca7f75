/**
 * The account an operator command acts on is the owner of the address in the sign-in records,
 * never an address copied from an access token: a request made with a token from before an
 * e-mail change must not write the old address back, and once someone else registers that old
 * address, `delete-user`/`export-user` of it mean the new owner, not the previous one.
 */
import { describe, expect, it } from 'vitest';
import { findAccountByEmail, scheduleDeletionByEmail } from '../../../src/server/account/request-account-deletion.ts';
import { findDeletion } from '../../../src/server/account/queries.ts';
import { authHeader, createTestUser, uniqueEmail } from '../../helpers/auth.ts';
import { startedForTests } from '../../helpers/lifecycle.ts';
import { outboxMailTo } from '../../helpers/mail.ts';
import { startTestApp } from '../../helpers/test-app.ts';

describe('operator commands find the account by its sign-in record', () => {
  const app = startedForTests(() => startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '1000' }));

  it('a token from before an e-mail change does not bring the old address back, and delete-user of it means its new owner', async () => {
    const first = await createTestUser(app);
    const oldAddress = first.email;
    const newAddress = uniqueEmail();
    const change = await app.fetch('/auth/v1/user', {
      method: 'PUT',
      headers: { ...authHeader(first), 'content-type': 'application/json' },
      body: JSON.stringify({ email: newAddress }),
    });
    expect(change.status).toBe(200);
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await outboxMailTo(app.runtime.config.dataDir, newAddress)).at(-1);
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await fetch(mail!.link!, { redirect: 'manual' })).status).toBe(303);

    // The first parent's old token (still a live session) is used once more.
    const stale = await app.fetch('/v1/auth/login', { method: 'POST', headers: authHeader(first) });
    expect(stale.status).toBe(200);
    expect((await stale.json()).email).toBe(newAddress);
    const [row] = await app.runtime.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [first.userId]);
    expect(row!.email).toBe(newAddress);

    // Someone else registers the freed address.
    const second = await createTestUser(app, oldAddress);
    expect((await findAccountByEmail(app.runtime, oldAddress))?.id).toBe(second.userId);
    expect((await findAccountByEmail(app.runtime, newAddress))?.id).toBe(first.userId);
    const scheduled = await scheduleDeletionByEmail(app.runtime, oldAddress);
    for (let i = 0; i < 600 && (await findDeletion(app.runtime.db, scheduled!.deletionId))?.status !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 100));
    const users = await app.runtime.db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::uuid[])', [[first.userId, second.userId]]);
    expect(users.map((u) => u.id)).toEqual([first.userId]);
    expect((await app.fetch('/v1/auth/login', { method: 'POST', headers: authHeader(first) })).status).toBe(200);
  });
});
