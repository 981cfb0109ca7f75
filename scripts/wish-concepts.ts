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
import { EXTRA_CONCEPTS, MORE_TERMS, NAME_OVERRIDES, WISH_EMOJI } from '../src/server/storycraft/wishes/concepts/selection.ts';
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

/** Names of a face emoji that say "face of" around the animal's name ("tête de lion", "ライオンの顔"). */
const FACE: Partial<Record<LanguageCode, RegExp>> = {
  fr: /^tête de (.+)$/u,
  pt: /^rosto de (.+)$/u,
  ar: /^وجه (.+)$/u,
  hi: /^(.+?) (?:जैसा|का) चेहरा$/u,
  ja: /^(.+)の顔$/u,
  ko: /^(.+) 얼굴$/u,
};

/** "Feuerwehrmann/-frau" → "Feuerwehrmann"; "रॉकेट, वाहन" → "रॉकेट"; "tête de lion" → "lion". */
function cleanName(name: string, language: LanguageCode): string {
  const plain = name
    .split('/')[0]!
    .split(/[,،、]/u)[0]!
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/正面$/u, '')
    .trim();
  const face = FACE[language] && plain.match(FACE[language]!);
  return face ? face[1]! : plain;
}

const concepts: WishConcept[] = [];
const tables = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, load(l)])) as Record<LanguageCode, ReturnType<typeof load>>;
const missing: string[] = [];
/** Our own terms (code|language, or code|language|term): kept even when another concept shares them. */
const curated = new Set<string>();
for (const [category, list] of Object.entries(WISH_EMOJI) as [WishConcept['category'], string][]) {
  for (const emoji of list.split(/\s+/).filter(Boolean)) {
    const code = codeOf(emoji);
    if (concepts.some((c) => c.code === code)) continue;
    const names = {} as Record<LanguageCode, ConceptName>;
    for (const language of LANGUAGE_CODES) {
      const entry = tables[language].get(strip(emoji));
      const override = NAME_OVERRIDES[code]?.[language];
      let tts = override?.[0] ?? (entry?.tts?.[0] ? cleanName(entry.tts[0], language) : undefined);
      // Polish names a face emoji "głowa lwa" (a lion's head, in the genitive): our word is the animal's.
      if (tts?.startsWith('głowa ') && MORE_TERMS[code]?.[language]?.[0]) tts = MORE_TERMS[code]![language]![0]!;
      if (!tts) {
        missing.push(`${emoji} ${code} ${language}`);
        continue;
      }
      const keywords = override ? override.slice(1) : (entry?.default ?? []).map((k) => cleanName(k, language));
      if (override) curated.add(`${code}|${language}`);
      const more = MORE_TERMS[code]?.[language] ?? [];
      for (const m of more) curated.add(`${code}|${language}|${m.toLocaleLowerCase(language)}`);
      keywords.push(...more);
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
    curated.add(`${extra.code}|${language}`);
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
      if (curated.has(`${c.code}|${language}`) || curated.has(`${c.code}|${language}|${key}`)) return key !== own.name.toLocaleLowerCase(language);
      // CLDR's keywords also say what a picture evokes ("order", "strong" for the lion): only a
      // keyword that is a form of the name ("Löwengesicht", "puppies") is a word for the thing itself.
      const name = own.name.toLocaleLowerCase(language);
      const related = key.includes(name) || name.includes(key) || name.split(/\s+/).some((w) => w.length >= 4 && key.startsWith(w.slice(0, 4)));
      return (
        related &&
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
