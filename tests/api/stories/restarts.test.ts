/**
 * Restarts of the embedded process do not spend a story job's retries: the
 * process is killed with SIGKILL five times while one story is made (more kills than the job
 * has retries) and the story still completes. Always on the embedded database (PGlite), which
 * is what this rule is about, whatever DATABASE_URL the suite runs with.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../../src/server/jobs/definitions.ts';
import { startChild } from '../../helpers/spawn-runtime.ts';

describe('restarts of the embedded process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-restarts-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('do not count as job attempts: a story killed more often than its retries still completes', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const kills = JOBS['story-generate'].queue.retryLimit + 2;
    let storyId = '';
    const pagesDir = () => path.join(dataDir, 'media', 'stories', storyId, 'pages');
    const pageCount = () => (fs.existsSync(pagesDir()) ? fs.readdirSync(pagesDir()).filter((f) => f.endsWith('.webp')).length : 0);

    for (let run = 0; run < kills; run++) {
      const started = startChild(run === 0 ? { ...env, SEED: '1' } : { ...env, STORY_ID: storyId });
      children.push(started.child);
      if (run === 0) storyId = (await started.waitFor(/^STORY /, 60_000)).split(' ')[1]!;
      // Kill once this run has made progress (one more picture), so the job was running when it died.
      const before = pageCount();
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline && pageCount() <= before) await new Promise((r) => setTimeout(r, 20));
      expect(pageCount(), `run ${run} made no progress`).toBeGreaterThan(before);
      started.child.kill('SIGKILL');
      await new Promise((r) => started.child.once('exit', r));
      expect(started.lines).not.toContain('STATUS COMPLETE');
    }

    const last = startChild({ ...env, STORY_ID: storyId });
    children.push(last.child);
    await last.waitFor(/^STATUS (COMPLETE|FAILED)$/, 150_000);
    expect(last.lines).toContain('STATUS COMPLETE');
    last.child.kill('SIGTERM');
  }, 480_000);
});
