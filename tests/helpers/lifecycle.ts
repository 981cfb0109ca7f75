/**
 * A thing a test file (or describe block) starts once before its tests and closes after them:
 *
 *   const fake = startedForTests(startFakeOpenAI);
 *   const app = startedForTests(() => startTestApp(openAIWriterEnv(fake.url)));
 *   it('…', async () => { await app.fetch('/v1/health'); expect(fake.requests).toHaveLength(0); });
 */
import { afterAll, beforeAll } from 'vitest';

/**
 * Runs `start` in a beforeAll hook and closes what it made in an afterAll hook of the enclosing
 * describe block (or file), and returns an object that stands for it: the started object's
 * properties are copied onto it when `start` resolves, so read them inside tests and hooks only.
 * Fit for the test servers here, whose properties are functions, shared references (arrays, maps)
 * or values fixed at start (url). Hooks run in the order they are made, so a later one may read
 * an earlier one's properties.
 */
export function startedForTests<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const stand = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(stand, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return stand;
}
