/** Local storage's readiness check (docs/operating.md §6: /v1/health/ready 'storage'). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-local-storage-'));
  dirs.push(dir);
  return dir;
};

describe('local storage health', () => {
  it('answers for an existing media folder and re-creates a deleted one, as at start', async () => {
    const root = path.join(tempDir(), 'media');
    const storage = createLocalStorage({ root, secret: 's'.repeat(32), defaultTtlSeconds: 60 });
    expect(await storage.health()).toBe(true);
    expect(fs.statSync(root).isDirectory()).toBe(true);
    fs.rmSync(root, { recursive: true });
    expect(await storage.health()).toBe(true);
    expect(fs.statSync(root).isDirectory()).toBe(true);
  });

  it('fails when the media folder cannot be made (a file stands in its way)', async () => {
    const parent = tempDir();
    fs.writeFileSync(path.join(parent, 'blocker'), 'x');
    const storage = createLocalStorage({ root: path.join(parent, 'blocker', 'media'), secret: 's'.repeat(32), defaultTtlSeconds: 60 });
    await expect(storage.health()).rejects.toThrow();
  });
});
