/**
 * Measures the JavaScript a built page loads without any interaction (the home page
 * stays under 25 KB gzip): the page's module scripts, its islands' components and renderers
 * (src/lib/behaviour.ts: the site's own behaviour is an island too), inline scripts and every chunk they import
 * statically, not the dynamic imports (the feedback modal, the progress tracker) loaded on
 * demand. Run after `npm run build`: `npx tsx scripts/js-budget.ts [page.html] [budgetKB]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT = join(import.meta.dirname, '..', 'dist', 'client');

/** Static import specifiers of a built ES module (`import x from"./a.js"`, `import"./b.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) found.add(m[1]!);
  for (const m of code.matchAll(/(?:^|[;}\s])export\s*(?:[\w*{}\s,$]+)from\s*["']([^"']+)["']/g)) found.add(m[1]!);
  return [...found];
}

export interface Budget {
  files: { file: string; bytes: number; gzip: number }[];
  inlineGzip: number;
  totalGzip: number;
}

export function measurePage(htmlFile: string): Budget {
  const html = readFileSync(join(CLIENT, htmlFile), 'utf8');
  // Module scripts, and the islands' components and renderers (each island loads them on its own, after load at the latest).
  const queue = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|\s(?:component|renderer)-url="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  const inline = [...html.matchAll(/<script(?![^>]*(?:src=|application\/(?:ld\+)?json))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n');
  const seen = new Set<string>();
  const files: Budget['files'] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(CLIENT, url), 'utf8');
    files.push({ file: url, bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
    for (const spec of staticImports(code)) queue.push(new URL(spec, `http://x${url}`).pathname);
  }
  const inlineGzip = inline.trim() ? gzipSync(inline, { level: 9 }).length : 0;
  return { files, inlineGzip, totalGzip: files.reduce((n, f) => n + f.gzip, 0) + inlineGzip };
}

if (import.meta.main ?? process.argv[1]?.endsWith('js-budget.ts')) {
  const page = process.argv[2] ?? 'index.html';
  const budgetKb = Number(process.argv[3] ?? 25);
  const result = measurePage(page);
  for (const f of result.files) console.log(`${(f.gzip / 1024).toFixed(2).padStart(7)} KB gzip  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB raw  ${f.file}`);
  console.log(`${(result.inlineGzip / 1024).toFixed(2).padStart(7)} KB gzip  inline scripts`);
  console.log(`${(result.totalGzip / 1024).toFixed(2).padStart(7)} KB gzip  TOTAL for ${page} (budget ${budgetKb} KB)`);
  if (result.totalGzip > budgetKb * 1024) process.exitCode = 1;
}
