/**
 * For the vendor adapter suites (tests/api/vendors): the vendor's fake server for the whole file,
 * with a clean request log for each test, and the ProviderError a failing call rejects with.
 *
 *   const fake = vendorFake(startFakeOpenAI);
 *   const error = await failure(writer().write(request));
 */
import { beforeEach, expect } from 'vitest';
import { ProviderError } from '../../src/server/providers/types.ts';
import type { FakeServer } from '../fakes/index.ts';
import { startedForTests } from './lifecycle.ts';

/**
 * Starts the fake (`start`) before the tests of the enclosing file or describe block, forgets the
 * requests it has recorded before each test, and closes it after them. Use it inside tests.
 */
export function vendorFake<T extends FakeServer>(start: () => Promise<T>): T {
  const fake = startedForTests(start);
  beforeEach(() => {
    fake.requests.length = 0;
  });
  return fake;
}

/** The ProviderError `promise` rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}
