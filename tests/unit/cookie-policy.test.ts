/**
 * The cookie policy lists every cookie the site sets, in every language: each cookie name the
 * code writes (document.cookie in pages and islands, Set-Cookie or setCookie on the server) has
 * its own row in the table of /cookies and of each translation, and no translation still says
 * the site sets none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(file);
    return /\.(ts|tsx|astro|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** Names of the cookies the code sets. */
function cookiesSet(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.resolve('src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/document\.cookie\s*=\s*[`'"]([A-Za-z0-9_.-]+)=/g)) names.add(m[1]!);
    for (const m of text.matchAll(/(?:Set-Cookie['"]?\s*[,:]\s*|setCookie\([^,]+,\s*)[`'"]([A-Za-z0-9_.-]+)[=`'"]/gi)) names.add(m[1]!);
  }
  return [...names].sort();
}

const policyOf = (locale: string) => readFileSync(path.resolve('src/content/legal', locale === 'en' ? '' : locale, 'cookies.md'), 'utf8');

describe('the cookie policy', () => {
  const cookies = cookiesSet();

  it('finds the cookies the code sets (the language switcher sets one)', () => {
    expect(cookies).toContain('bh_locale');
  });

  it.each(LOCALES.map((l) => [l]))('lists every one of them in its own table row (%s)', (locale) => {
    const policy = policyOf(locale);
    for (const name of cookies) expect(policy, `${locale}: ${name}`).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
    expect(policy).not.toMatch(/no cookies of our own|does not use cookies/i);
  });
});
