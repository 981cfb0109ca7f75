/**
 * The server-only boundary: code that runs in the browser (islands, src/lib, the
 * shared catalogues, client scripts in components) never imports src/server. Pages may import
 * server code in their frontmatter, which runs on the server only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BROWSER_DIRS = ['src/islands', 'src/lib', 'src/shared', 'src/content'];

function files(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tsx?|jsx?|astro)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function serverImports(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const hits: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    if (!spec.startsWith('.')) {
      if (/^(node:|pg$|pg-boss|@electric-sql|sharp|@resvg|espeak-ng|@aws-sdk|stripe|@node-rs|pino|hono)/.test(spec)) hits.push(spec);
      continue;
    }
    const target = path.resolve(path.dirname(file), spec);
    if (target.startsWith(path.join(ROOT, 'src/server'))) hits.push(spec);
  }
  return hits;
}

describe('server-only boundary', () => {
  const browserFiles = BROWSER_DIRS.flatMap(files);

  it('finds the browser code to check', () => {
    expect(browserFiles.length).toBeGreaterThan(10);
  });

  it.each(BROWSER_DIRS)('nothing in %s imports server code or server-only packages', (dir) => {
    const offenders = files(dir)
      .map((f) => ({ file: path.relative(ROOT, f), imports: serverImports(f) }))
      .filter((o) => o.imports.length);
    expect(offenders).toEqual([]);
  });

  it('client <script> blocks of components and pages do not import server code', () => {
    const astro = [...files('src/components'), ...files('src/pages'), ...files('src/layouts')].filter((f) => f.endsWith('.astro'));
    const offenders: string[] = [];
    for (const file of astro) {
      const text = fs.readFileSync(file, 'utf8');
      for (const block of text.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)) {
        for (const m of block[1]!.matchAll(IMPORT)) {
          const spec = m[1] ?? m[2]!;
          if (spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(ROOT, 'src/server')))
            offenders.push(`${path.relative(ROOT, file)} → ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('detects a server import when there is one', () => {
    const probe = path.join(ROOT, 'src/lib/probe.ts');
    expect(serverImports(probe, "import { createRuntime } from '../server/runtime.ts';\nconst s = await import('sharp');")).toEqual([
      '../server/runtime.ts',
      'sharp',
    ]);
  });
});
