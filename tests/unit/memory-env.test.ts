/**
 * An idle server stays ≤ 350 MB: the malloc settings of src/server/memory-env.ts reach every way the
 * server and worker are started by npm, and a value the operator set wins.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV, withServerMallocEnv } from '../../src/server/memory-env.ts';

const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('server malloc settings', () => {
  it.each(['start', 'serve', 'worker'])('npm run %s starts node with them (operator values win), node itself via exec', (name) => {
    const script = scripts[name]!;
    for (const [variable, value] of Object.entries(SERVER_MALLOC_ENV)) expect(script).toContain(`${variable}=\${${variable}:-${value}} `);
    expect(script).toMatch(/exec node src\/server\/(main|worker)\.ts$/);
  });

  it('adds them to a spawn environment without replacing what is set', () => {
    const env = withServerMallocEnv({ MALLOC_ARENA_MAX: '4', PORT: '1' });
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '131072', PORT: '1' });
  });
});
