/**
 * A worker killed with SIGKILL in the middle of a story: after a restart the job resumes and
 * the story completes, and no page recorded as made before the kill is made again (its file is
 * untouched). A page whose file was written but not yet recorded when the worker died may be made
 * again: that is the at-least-once step, not a lost page.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChild } from '../../helpers/spawn-runtime.ts';
import { freshPostgresDatabase } from '../../helpers/test-app.ts';

describe('a story survives kill -9 of its worker', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-resume-'));
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after restart and completes without redrawing finished pages', async () => {
    if (process.env.DATABASE_URL) {
      const database = await freshPostgresDatabase(process.env.DATABASE_URL);
      dbUrl = database.url;
      dropDb = database.drop;
    }
    const env = { DATA_DIR: dataDir, ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) };
    const first = startChild({ ...env, SEED: '1' });
    children.push(first.child);
    const storyId = (await first.waitFor(/^STORY /, 60_000)).split(' ')[1]!;
    const pagesDir = path.join(dataDir, 'media', 'stories', storyId, 'pages');
    // Kill once two pages are recorded as drawn and the rest are not.
    const recorded = () => first.lines.filter((l) => l.startsWith('PAGE ')).map((l) => Number(l.split(' ')[1]));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && recorded().length < 2) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const before = new Map(
      recorded().map((position) => {
        const file = `${position}.webp`;
        return [file, fs.statSync(path.join(pagesDir, file)).mtimeMs] as const;
      }),
    );
    expect(before.size).toBeGreaterThanOrEqual(2);
    expect(first.lines).not.toContain('STATUS COMPLETE');

    const second = startChild({ ...env, STORY_ID: storyId });
    children.push(second.child);
    await second.waitFor(/^STATUS (COMPLETE|FAILED)$/, 150_000);
    expect(second.lines).toContain('STATUS COMPLETE');
    const after = fs.readdirSync(pagesDir).filter((f) => f.endsWith('.webp'));
    expect(after.length).toBeGreaterThan(before.size);
    for (const [file, mtime] of before) expect(fs.statSync(path.join(pagesDir, file)).mtimeMs).toBe(mtime);
    second.child.kill('SIGTERM');
  }, 240_000);
});
