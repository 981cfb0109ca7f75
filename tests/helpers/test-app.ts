/**
 * Starts the real API (Hono app on a real HTTP port) on a fresh database for a test file:
 * PGlite in a temp folder by default; when DATABASE_URL is set (CI's second run), a fresh
 * database created on that Postgres server and dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../../src/server/http/app.ts';
import { httpServerOptions } from '../../src/server/http/server-options.ts';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startBackground } from '../../src/server/start-background.ts';

export interface TestApp {
  /** Origin like http://127.0.0.1:54321 */
  url: string;
  runtime: Runtime;
  /** fetch against the app, path like '/v1/health'. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Creates a database with a random name on the Postgres server at `baseUrl`; `drop` removes it. */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts a test app. `env` overrides configuration (e.g. short token lifetimes, vendor URLs). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-test-'));
  const baseDb = process.env.DATABASE_URL;
  const database = baseDb ? await freshPostgresDatabase(baseDb) : null;
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    // Reserve a port first so signed URLs can carry the real origin.
    const probe = serve({ fetch: () => new Response(null), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      probe.close(() => resolve(info.port));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const runtime = await createRuntime({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SEED_EXAMPLES: 'false',
      // Photo analysis forks a ~370 MB detector; suites that test it turn it on.
      PHOTO_ANALYSIS: 'false',
      // A test system: the built-in test checkout works on Postgres too (it is refused on a
      // scaled install otherwise; tests/api/account/test-payments.test.ts checks that refusal).
      ALLOW_TEST_CHECKOUT: 'true',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
  });
  await startBackground(runtime, { workers: true });
  const app = createApp(runtime);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1', serverOptions: httpServerOptions(runtime.config) }, () => resolve());
  });
  return {
    url,
    runtime,
    fetch: (pathname, init) => fetch(url + pathname, init),
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await runtime.close();
      await database?.drop().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The environment of a test app whose writer is the OpenAI adapter pointed at a local fake server
 * (`fakeUrl`, e.g. startFakeOpenAI().url) and whose other providers are the built-in ones.
 */
export function openAIWriterEnv(fakeUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${fakeUrl}/v1`,
    WRITER_PROVIDER: 'openai',
    ILLUSTRATOR_PROVIDER: 'builtin',
    NARRATOR_PROVIDER: 'builtin',
    MODERATION_PROVIDER: 'builtin',
    ...extra,
  };
}
