/// <reference types="astro/client" />
/**
 * The legal documents in every language they exist in.
 * English: src/content/legal/{doc}.md; translations: src/content/legal/{locale}/{doc}.md (layout in
 * docs/i18n.md). A locale without its file gets the English text (the page says so).
 * Uses Vite's import.meta.glob: for pages and layouts only.
 */
import type { MarkdownInstance } from 'astro';
import type { Locale } from '../i18n/locales.ts';

export type LegalDoc = 'terms' | 'privacy' | 'cookies';

/** The frontmatter of every legal file (the same keys in every language). */
export interface LegalFrontmatter {
  title: string;
  description: string;
  /** The version line with `{date}` where the `updated` date goes (legalVersionLine). */
  versionLine: string;
  /** ISO date of the version: YYYY-MM or YYYY-MM-DD; the same in every language. */
  updated: string;
  keywords: string[];
}

const FILES = import.meta.glob<MarkdownInstance<LegalFrontmatter>>('../content/legal/**/*.md', { eager: true });

/** `doc` in `locale`, or the English one when there is no translation; `locale` says which it is. */
export function legalDocument(doc: LegalDoc, locale: Locale): { locale: Locale; file: MarkdownInstance<LegalFrontmatter> } {
  const translated = locale === 'en' ? undefined : FILES[`../content/legal/${locale}/${doc}.md`];
  if (translated) return { locale, file: translated };
  return { locale: 'en', file: FILES[`../content/legal/${doc}.md`]! };
}
