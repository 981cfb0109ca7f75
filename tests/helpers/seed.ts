/**
 * Direct database seeding for tests that exercise use-cases below the HTTP layer (users and
 * characters without going through identity and uploads).
 */
import { randomUUID } from 'node:crypto';
import { one } from '../../src/server/db/client.ts';
import type { Runtime } from '../../src/server/runtime.ts';

export async function seedUser(runtime: Runtime, email = `parent-${randomUUID().slice(0, 8)}@example.com`): Promise<{ id: string; email: string }> {
  return one(runtime.db, 'INSERT INTO users (id, email) VALUES ($1, $2) RETURNING id, email', [randomUUID(), email]);
}

export async function seedCharacter(
  runtime: Runtime,
  userId: string,
  input: { name?: string; kind?: 'human' | 'animal' | 'object'; gender?: 'male' | 'female' | 'other'; age?: number; description?: string } = {},
): Promise<number> {
  const row = await one<{ id: number }>(
    runtime.db,
    'INSERT INTO characters (user_id, name, kind, gender, age, description) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [
      userId,
      input.name ?? 'Mila',
      input.kind ?? 'human',
      input.gender ?? 'female',
      input.age ?? 5,
      input.description ?? 'curly red hair and a yellow raincoat',
    ],
  );
  return row.id;
}

/** Polls a story until it is COMPLETE or FAILED; returns every status seen, in order. */
export async function waitForStory(runtime: Runtime, storyId: string, timeoutMs = 90_000): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await one<{ status: string }>(runtime.db, 'SELECT status FROM stories WHERE id = $1', [storyId]);
    if (seen.at(-1) !== row.status) seen.push(row.status);
    if (row.status === 'COMPLETE' || row.status === 'FAILED') return seen;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`story ${storyId} did not finish; statuses seen: ${seen.join(' → ')}`);
}
