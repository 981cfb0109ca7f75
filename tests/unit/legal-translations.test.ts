/**
 * The legal pages in the UI languages. Every translation in
 * src/content/legal/<locale>/<doc>.md must be the whole English document in another language:
 * the same frontmatter keys and version date, the same sections (## and ### headings, with their
 * numbers), the same placeholders, links, table rows and numbers, and no line left in English.
 * Also the pure helpers that make a page of them: processor sentences, dates, links.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROCESSOR_TEXTS } from '../../src/content/legal/processors.ts';
import { PREFIXED_LOCALES, LOCALES } from '../../src/i18n/locales.ts';
import { activeProcessors, legalVersionLine, localizeLegalHtml, processorsHtml } from '../../src/lib/legal.ts';
import { fillPage } from '../../src/server/http/static-pages.ts';
import { processorsPlaceholder } from '../../src/lib/site-config.ts';

const DOCS = ['terms', 'privacy', 'cookies'] as const;
/** The locales legala translated completely; legalb's add their files to the same check. */
const COMPLETE: readonly string[] = ['es', 'fr', 'de', 'it', 'nl', 'pt', 'pl'];
const dir = new URL('../../src/content/legal/', import.meta.url);

interface Parsed {
  keys: string[];
  front: Record<string, string>;
  body: string;
}
function parse(text: string): Parsed {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error('no frontmatter');
  const front: Record<string, string> = {};
  const keys: string[] = [];
  for (const line of m[1]!.split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (!kv) continue;
    keys.push(kv[1]!);
    front[kv[1]!] = kv[2]!.replace(/^"(.*)"$/, '$1');
  }
  return { keys, front, body: m[2]! };
}
const read = (path: string) => parse(readFileSync(new URL(path, dir), 'utf8'));

const count = (re: RegExp, s: string) => (s.match(re) ?? []).length;
const headingNumbers = (body: string) => [...body.matchAll(/^## (\d+\.)?/gm)].map((h) => h[1] ?? '');
const placeholders = (body: string) => (body.match(/\{\{\w+\}\}/g) ?? []).sort();
const links = (body: string) => [...body.matchAll(/\]\((\/[^)]*)\)/g)].map((l) => l[1]).sort();
/** Arabic-Indic and Devanagari digits read as ASCII, so "١٤" and "१४" count as 14. */
const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x966));
const numbers = (body: string) => new Set(asciiDigits(body).match(/\d+/g) ?? []);
/** Lines with words: paragraphs, list items, headings, table rows. */
const proseLines = (body: string) =>
  body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /(\p{L}{2,}\W+){3}/u.test(l));

const translations = PREFIXED_LOCALES.flatMap((locale) =>
  DOCS.filter((doc) => existsSync(new URL(`${locale}/${doc}.md`, dir))).map((doc) => ({ locale, doc })),
);

describe('legal translations', () => {
  it('only locale folders of the UI languages, only the three documents', () => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      expect(PREFIXED_LOCALES).toContain(entry.name);
      for (const file of readdirSync(new URL(`${entry.name}/`, dir))) expect(DOCS.map((d) => `${d}.md`)).toContain(file);
    }
  });

  it('the finished locales have all three documents', () => {
    for (const locale of COMPLETE) for (const doc of DOCS) expect(existsSync(new URL(`${locale}/${doc}.md`, dir)), `${locale}/${doc}.md`).toBe(true);
  });

  describe.each(translations)('$locale/$doc.md', ({ locale, doc }) => {
    const en = read(`${doc}.md`);
    const tr = read(`${locale}/${doc}.md`);

    it('has the English frontmatter keys, the same version date and a translated title', () => {
      expect(tr.keys).toEqual(en.keys);
      expect(tr.front.updated).toBe(en.front.updated);
      expect(tr.front.versionLine).toContain('{date}');
      for (const key of ['title', 'description', 'keywords']) {
        expect(tr.front[key], key).toBeTruthy();
        expect(tr.front[key], key).not.toBe(en.front[key]);
      }
      expect(tr.front.keywords).toMatch(/^\[.+\]$/);
    });

    it('has the same sections, placeholders, links, table rows and numbers', () => {
      expect(headingNumbers(tr.body)).toEqual(headingNumbers(en.body));
      expect(count(/^### /gm, tr.body)).toBe(count(/^### /gm, en.body));
      expect(placeholders(tr.body)).toEqual(placeholders(en.body));
      if (en.body.includes('{{PROCESSORS}}')) expect(tr.body).toMatch(/\n\n\{\{PROCESSORS\}\}\n\n/);
      expect(links(tr.body)).toEqual(links(en.body));
      expect(count(/^\|/gm, tr.body)).toBe(count(/^\|/gm, en.body));
      expect(count(/^- /gm, tr.body)).toBe(count(/^- /gm, en.body));
      const missing = [...numbers(en.body)].filter((n) => !numbers(tr.body).has(n));
      expect(missing, 'numbers of the English text missing').toEqual([]);
    });

    it('leaves no line of the English text untranslated', () => {
      const english = new Set(proseLines(en.body));
      expect(proseLines(tr.body).filter((l) => english.has(l))).toEqual([]);
      expect(proseLines(tr.body).length).toBeGreaterThanOrEqual(proseLines(en.body).length * 0.9);
    });
  });
});

describe('legal page helpers', () => {
  const env = {
    OPENAI_API_KEY: 'k',
    ELEVENLABS_API_KEY: 'e',
    STRIPE_SECRET_KEY: 's',
    SUPABASE_URL: 'https://abc.supabase.co',
    S3_BUCKET: 'b',
    S3_REGION: 'eu-central-1',
  };

  it('has the processor sentences in all 14 languages with their {host} and {region}', () => {
    expect(Object.keys(PROCESSOR_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const t = PROCESSOR_TEXTS[locale];
      expect(t.openaiCompatible.name).toContain('{host}');
      expect(t.supabase.where).toContain('{host}');
      expect(t.storage.name).toContain('{host}');
      expect(t.storage.where).toContain('{region}');
      if (locale !== 'en') expect(t.openai.purpose, locale).not.toBe(PROCESSOR_TEXTS.en.openai.purpose);
    }
  });

  it('writes the processors in the page language, names and hosts unchanged', () => {
    const de = processorsHtml(activeProcessors(env, 'de'), 'de');
    expect(de).toContain('<strong>Stripe</strong> wickelt Kartenzahlungen');
    expect(de).toContain('Ort: die Projektregion von abc.supabase.co.');
    expect(de).toContain('Region eu-central-1');
    expect(de).not.toContain('Where:');
    expect(activeProcessors(env, 'ja').map((p) => p.name)).toEqual(
      activeProcessors(env)
        .map((p) => p.name)
        .map((n) => n.replace(/^Cloud storage \((.*)\)$/, 'クラウドストレージ（$1）')),
    );
    expect(processorsHtml([], 'fr')).toContain('aucun sous-traitant externe');
  });

  it("the server fills each page's processors placeholder in that page's language", () => {
    const html = `<p>${processorsPlaceholder('en')}</p><p>${processorsPlaceholder('es')}</p>`;
    const filled = fillPage(html, { origin: 'https://x.example', env: { STRIPE_SECRET_KEY: 's' } });
    expect(filled).toContain('<strong>Stripe</strong> handles card payments');
    expect(filled).toContain('<strong>Stripe</strong> gestiona los pagos con tarjeta');
    expect(filled).not.toContain('runtime:processors');
  });

  it('formats the version date with Intl in the text language', () => {
    expect(legalVersionLine('Version 1.2 · {date}', '2025-06-01', 'en')).toBe('Version 1.2 · 1 June 2025');
    expect(legalVersionLine('Last updated {date}', '2024-01', 'en')).toBe('Last updated January 2024');
    expect(legalVersionLine('Version 1.2 · {date}', '2025-06-01', 'de')).toBe('Version 1.2 · 1. Juni 2025');
    expect(legalVersionLine('Mise à jour : {date}', '2024-01', 'fr')).toBe('Mise à jour : janvier 2024');
    expect(() => legalVersionLine('{date}', 'June 2025', 'en')).toThrow(/YYYY-MM/);
  });

  it('points links at the pages in the same language and keeps storage names untranslated', () => {
    const html = '<p><a href="/contact">x</a> <a href="/privacy#rights">y</a> <a href="mailto:a@b.nl">a@b.nl</a> <code>authToken</code></p>';
    expect(localizeLegalHtml(html, 'pl')).toBe(
      '<p><a href="/pl/contact">x</a> <a href="/pl/privacy#rights">y</a> <a href="mailto:a@b.nl">a@b.nl</a> <code translate="no">authToken</code></p>',
    );
    expect(localizeLegalHtml(html, 'en')).toContain('<a href="/contact">');
  });
});
