/**
 * `npm start` reuses an up-to-date build (scripts/build-if-stale.ts): on a project folder of real
 * files, the CLI runs the project's `npm run build` only when dist/ is missing or an input
 * changed, and a touched-but-unchanged file, Paraglide's output or a test file does not count.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildFresh, stampBuild } from '../../scripts/build-if-stale.ts';

const script = path.resolve('scripts/build-if-stale.ts');
let root: string;

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** Runs `node scripts/build-if-stale.ts` in the project; returns how many builds have run so far. */
const start = () => {
  const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'silent' } });
  expect(run.status, run.stderr).toBe(0);
  return { builds: fs.existsSync(path.join(root, 'builds.log')) ? fs.readFileSync(path.join(root, 'builds.log'), 'utf8').length : 0, said: run.stdout };
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-build-stale-'));
  // A project whose build writes the server entry, counts itself and stamps, as package.json's build does.
  const build = `node -e "require('fs').mkdirSync('dist/server',{recursive:true});require('fs').writeFileSync('dist/server/entry.mjs','');require('fs').appendFileSync('builds.log','x')" && node ${JSON.stringify(script)} --stamp`;
  write('package.json', JSON.stringify({ name: 'p', private: true, scripts: { build } }));
  write('src/pages/index.astro', '<h1>Hello</h1>');
  write('messages/en.json', '{"hello":"Hello"}');
  write('src/paraglide/messages.js', 'export const hello = 1;');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds only what changed', () => {
  it('builds on the first start and reuses the build on the next', () => {
    const first = start();
    expect(first.builds).toBe(1);
    expect(first.said).toMatch(/first start/);
    const second = start();
    expect(second.builds).toBe(1);
    expect(second.said).toMatch(/up to date/);
  });

  it('rebuilds after a source or message edit, a new file or a removed build, not after a touch', () => {
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/pages/index.astro'), later, later);
    write('src/paraglide/messages.js', 'export const hello = 2;');
    write('src/pages/index.test.ts', 'test');
    expect(start().builds).toBe(1);

    write('messages/en.json', '{"hello":"Hi"}');
    expect(isBuildFresh(root)).toBe(false);
    expect(start().builds).toBe(2);

    write('src/pages/about.astro', '<h1>About</h1>');
    expect(start().builds).toBe(3);

    fs.rmSync(path.join(root, 'dist/server/entry.mjs'));
    expect(start().builds).toBe(4);
    expect(start().builds).toBe(4);
  });

  it('is not fresh without a stamp, and fresh once stamped', () => {
    fs.rmSync(path.join(root, 'dist/.build-inputs'));
    expect(isBuildFresh(root)).toBe(false);
    stampBuild(root);
    expect(isBuildFresh(root)).toBe(true);
  });
});
