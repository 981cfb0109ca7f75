/**
 * docs/operating.md names every environment variable of src/server/config.ts (the
 * operator's guide lists all of them), and .env.example documents each one, so a new variable
 * cannot ship undocumented.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZEnv } from '../../src/server/config.ts';

const variables = Object.keys(ZEnv.shape);

describe('operator documentation', () => {
  it('lists every configuration variable in docs/operating.md', () => {
    const doc = fs.readFileSync('docs/operating.md', 'utf8');
    expect(variables.length).toBeGreaterThan(60);
    expect(variables.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('documents every configuration variable in .env.example', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    expect(variables.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([]);
  });
});
