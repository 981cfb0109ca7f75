/**
 * Deleting a story while the worker saves its text must not deadlock on Postgres: saveWrittenStory
 * takes the story row before it inserts the pages (whose foreign key key-share-locks that row). With
 * the pages first, a parent's DELETE queued behind the key-share lock and the worker's later update
 * of the story waited for each other ("deadlock detected", seen in CI). Checked here by holding the
 * story row as an update would and looking at what the waiting writer already holds: nothing on
 * story_chunks. Postgres only (PGlite has one connection: nothing interleaves).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveWrittenStory } from '../../../src/server/stories/queries.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';

describe.skipIf(!process.env.DATABASE_URL)('saving a written story locks the story row before its pages (Postgres)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('waits for a story row held elsewhere without having touched story_chunks, then saves the pages', async () => {
    const id = randomUUID();
    await app.runtime.db.query(
      `INSERT INTO stories (id, user_id, language, age, illustration_style, hero, seed, status)
       VALUES ($1, NULL, 'en', 5, 'storybook', $2, 7, 'TEXT_IN_PROGRESS')`,
      [id, JSON.stringify({ name: 'Mila', kind: 'human', gender: 'female', age: 5, description: 'a yellow raincoat' })],
    );
    const holder = new pg.Client({ connectionString: app.runtime.config.DATABASE_URL });
    const probe = new pg.Client({ connectionString: app.runtime.config.DATABASE_URL });
    await holder.connect();
    await probe.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM stories WHERE id = $1 FOR NO KEY UPDATE', [id]);
      const saving = app.runtime.db.transaction((tx) =>
        saveWrittenStory(tx, id, 'The Brave Lantern', [{ text: 'Once upon a time.', scene: {}, illustrationPrompt: 'a lantern' }]),
      );

      // The writer is now waiting for the story row…
      let writer: number | null = null;
      for (let i = 0; i < 200 && writer === null; i++) {
        const [row] = (await probe.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' LIMIT 1`)).rows as {
          pid: number;
        }[];
        writer = row?.pid ?? null;
        if (writer === null) await new Promise((r) => setTimeout(r, 25));
      }
      expect(writer, 'the writer never waited for the story row').not.toBeNull();
      // …holding nothing on the pages' table yet (pages first would hold a row-exclusive lock on it).
      const onPages = await probe.query(`SELECT l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE l.pid = $1 AND c.relname = 'story_chunks'`, [
        writer,
      ]);
      expect(onPages.rows).toEqual([]);

      await holder.query('COMMIT');
      await saving;
      const [story] = await app.runtime.db.query<{ title: string; status: string; pages: number }>(
        `SELECT title, status, (SELECT count(*)::int FROM story_chunks WHERE story_id = $1) AS pages FROM stories WHERE id = $1`,
        [id],
      );
      expect(story).toEqual({ title: 'The Brave Lantern', status: 'TEXT_COMPLETED', pages: 1 });
    } finally {
      await holder.end();
      await probe.end();
      await app.runtime.db.query('DELETE FROM stories WHERE id = $1', [id]);
    }
  });
});
