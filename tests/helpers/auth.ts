/**
 * Test users for API tests: signs up and signs in through the real /auth/v1 endpoints of the
 * built-in identity service, then calls POST /v1/auth/login so the users row exists.
 *
 *   const app = await startTestApp();
 *   const alice = await createTestUser(app);
 *   await app.fetch('/v1/stories', { headers: { Authorization: `Bearer ${alice.accessToken}` } });
 */
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** A password the strength rules accept. */
export const testPassword = () => `Moon-${randomBytes(6).toString('hex')}-Stars`;

/** An address no other test uses. */
export const uniqueEmail = () => `p${Math.random().toString(36).slice(2, 10)}@example.com`;

/**
 * A supabase-js client as a page or a Node program makes it, keeping its session (and a PKCE
 * verifier) in memory; `headers` go with every request (e.g. the page's Accept-Language).
 */
export function memorySupabase(url: string, options: { flowType?: 'implicit' | 'pkce'; headers?: Record<string, string> } = {}): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(url, 'anon', {
    auth: {
      flowType: options.flowType ?? 'implicit',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
    },
    ...(options.headers ? { global: { headers: options.headers } } : {}),
  });
}

const base = (app: TestApp | string) => (typeof app === 'string' ? app.replace(/\/+$/, '') : app.url);

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

/** Signs a new user up and in; `email` defaults to a unique address. */
export async function createTestUser(app: TestApp | string, email = `parent-${randomBytes(5).toString('hex')}@example.com`): Promise<TestUser> {
  const url = base(app);
  const password = testPassword();
  const signup = await postJson(`${url}/auth/v1/signup`, { email, password });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const session = await postJson(`${url}/auth/v1/token?grant_type=password`, { email, password });
  if (session.status !== 200) throw new Error(`sign-in failed: ${session.status} ${JSON.stringify(session.body)}`);
  const accessToken = session.body!.access_token as string;
  const login = await postJson(`${url}/v1/auth/login`, undefined, { Authorization: `Bearer ${accessToken}` });
  if (login.status !== 200) throw new Error(`/v1/auth/login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { userId: login.body!.id as string, email, password, accessToken, refreshToken: session.body!.refresh_token as string };
}

/** Authorization header for a test user. */
export const authHeader = (user: Pick<TestUser, 'accessToken'>) => ({ Authorization: `Bearer ${user.accessToken}` });
