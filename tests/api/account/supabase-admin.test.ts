/**
 * Hosted Supabase user deletion against a local fake of GoTrue's admin API:
 * `DELETE /auth/v1/admin/users/{id}` with the service-role key as apikey and bearer; an
 * already deleted user (404) counts as deleted; any other failure is thrown so the deletion
 * job retries.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteHostedUser } from '../../../src/server/identity/supabase/admin.ts';
import { startFakeServer, type FakeServer } from '../../fakes/fake-server.ts';

const SERVICE_KEY = 'service-role-test-key';

describe('deleting the hosted Supabase user', () => {
  let fake: FakeServer;
  const users = new Set<string>();
  beforeAll(async () => {
    fake = await startFakeServer(async (req) => {
      if (req.headers.apikey !== SERVICE_KEY || req.headers.authorization !== `Bearer ${SERVICE_KEY}`) {
        return { status: 401, json: { code: 401, error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' } };
      }
      const match = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(req.path);
      if (req.method === 'DELETE' && match) {
        if (!users.delete(match[1]!)) return { status: 404, json: { code: 404, error_code: 'user_not_found', msg: 'User not found' } };
        return { status: 200, json: {} };
      }
      return { status: 404, json: { msg: 'Not found' } };
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('deletes the user with the service-role key, and treats an already deleted user as done', async () => {
    const id = randomUUID();
    users.add(id);
    await deleteHostedUser({ supabaseUrl: `${fake.url}/`, serviceRoleKey: SERVICE_KEY }, id);
    expect(users.has(id)).toBe(false);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/auth/v1/admin/users/${id}` });
    await expect(deleteHostedUser({ supabaseUrl: fake.url, serviceRoleKey: SERVICE_KEY }, id)).resolves.toBeUndefined();
  });

  it('throws on a refused key so the job retries', async () => {
    await expect(deleteHostedUser({ supabaseUrl: fake.url, serviceRoleKey: 'wrong' }, randomUUID())).rejects.toThrow(/401/);
  });
});
