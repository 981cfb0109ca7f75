/**
 * Generates the wish vocabulary (src/server/storycraft/wishes/concepts/concepts.json): the things a
 * parent wishes for, keyed by their emoji code point, with names and keywords in the 14 story
 * languages taken from Unicode CLDR's emoji annotations (npm cldr-annotations-full, Unicode License
 * v3). Our own additions: which emoji count (the lists below), names where CLDR's name is a
 * description rather than the word a parent writes ("old woman" → grandma), a few concepts without
 * an emoji (lighthouse, zoo), and each noun's grammatical gender (CLDR has none).
 *
 * Run: npx tsx scripts/wish-concepts.ts  (the output is committed; re-run after changing a list).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EXTRA_CONCEPTS, NAME_OVERRIDES, WISH_EMOJI } from '../src/server/storycraft/wishes/concepts/selection.ts';
import { genderOf } from '../src/server/storycraft/wishes/concepts/gender.ts';
import type { ConceptName, WishConcept } from '../src/server/storycraft/wishes/concepts/types.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../src/shared/catalog.ts';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('cldr-annotations-full/package.json'));

/** CLDR's locale for each story language (zh is Simplified Chinese, pt Brazilian Portuguese). */
const LOCALE: Record<LanguageCode, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pt: 'pt',
  pl: 'pl',
  tr: 'tr',
  ar: 'ar',
  hi: 'hi',
  ja: 'ja',
  ko: 'ko',
  zh: 'zh',
};

type Annotations = Record<string, { default?: string[]; tts?: string[] }>;
const strip = (emoji: string) => emoji.replace(/\uFE0F/g, '');
const codeOf = (emoji: string) => [...strip(emoji)].map((c) => c.codePointAt(0)!.toString(16)).join('-');

function load(language: LanguageCode): Map<string, { default?: string[]; tts?: string[] }> {
  const file = join(root, 'annotations', LOCALE[language], 'annotations.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { annotations: { annotations: Annotations } };
  return new Map(Object.entries(data.annotations.annotations).map(([k, v]) => [strip(k), v]));
}

/** "Feuerwehrmann/-frau" → "Feuerwehrmann"; "Mann: Feuerwehr" style prefixes are kept as they are. */
function cleanName(name: string): string {
  return name
    .split('/')[0]!
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .trim();
}

const concepts: WishConcept[] = [];
const tables = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, load(l)])) as Record<LanguageCode, ReturnType<typeof load>>;
const missing: string[] = [];
for (const [category, list] of Object.entries(WISH_EMOJI) as [WishConcept['category'], string][]) {
  for (const emoji of list.split(/\s+/).filter(Boolean)) {
    const code = codeOf(emoji);
    if (concepts.some((c) => c.code === code)) continue;
    const names = {} as Record<LanguageCode, ConceptName>;
    for (const language of LANGUAGE_CODES) {
      const entry = tables[language].get(strip(emoji));
      const override = NAME_OVERRIDES[code]?.[language];
      const tts = override?.[0] ?? (entry?.tts?.[0] ? cleanName(entry.tts[0]) : undefined);
      if (!tts) {
        missing.push(`${emoji} ${code} ${language}`);
        continue;
      }
      const keywords = override ? override.slice(1) : (entry?.default ?? []).map(cleanName);
      names[language] = { name: tts, keywords: [...new Set(keywords.filter((k) => k && k !== tts))], ...genderOf(language, tts, code) };
    }
    if (Object.keys(names).length === LANGUAGE_CODES.length) concepts.push({ code, emoji: strip(emoji), category, names });
  }
}
for (const extra of EXTRA_CONCEPTS) {
  const names = {} as Record<LanguageCode, ConceptName>;
  for (const language of LANGUAGE_CODES) {
    const [name, ...keywords] = extra.names[language];
    names[language] = { name, keywords, ...genderOf(language, name, extra.code) };
  }
  concepts.push({ code: extra.code, emoji: '', draw: extra.draw, category: extra.category, names });
}

// A keyword shared by several concepts ("animal", "building") says nothing about which one is
// wished: only a concept's own keywords stay, and never another concept's name.
for (const language of LANGUAGE_CODES) {
  const count = new Map<string, number>();
  const nameSet = new Set(concepts.map((c) => c.names[language].name.toLocaleLowerCase(language)));
  for (const c of concepts)
    for (const k of c.names[language].keywords) count.set(k.toLocaleLowerCase(language), (count.get(k.toLocaleLowerCase(language)) ?? 0) + 1);
  for (const c of concepts) {
    const own = c.names[language];
    own.keywords = own.keywords.filter((k) => {
      const key = k.toLocaleLowerCase(language);
      return (
        count.get(key) === 1 &&
        !nameSet.has(key) &&
        [...key].length >= (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(key) ? 2 : 4)
      );
    });
  }
}

const out = join(dirname(new URL(import.meta.url).pathname), '../src/server/storycraft/wishes/concepts/concepts.json');
writeFileSync(out, `${JSON.stringify(concepts, null, 0).replace(/\},\{"code"/g, '},\n{"code"')}\n`);
console.log(`${concepts.length} concepts → ${out}`);
if (missing.length) console.log(`left out (no CLDR name): ${missing.join(', ')}`);
