/** Input hygiene for the parent's free text before the grammar quotes it. */

/** Words that never enter a bedtime story, whatever the language. */
const UNSAFE = [
  'kill',
  'blood',
  'gun',
  'knife',
  'dead',
  'death',
  'monster',
  'zombie',
  'weapon',
  'sex',
  'drugs',
  'poison',
  'medicine',
  'stranger',
  'run away',
  'horror',
  'scary',
  'ghost',
  'devil',
  'tuer',
  'couteau',
  'mort',
  'arme',
  'matar',
  'sangre',
  'cuchillo',
  'muerte',
  'töten',
  'blut',
  'messer',
  'waffe',
  'uccidere',
  'sangue',
  'coltello',
  'zabić',
  'krew',
  'nóż',
  'śmierć',
  'öldür',
  'bıçak',
  'ölüm',
  'doden',
  'bloed',
  'قتل',
  'سكين',
  'الموت',
  'खून',
  'चाकू',
  'मौत',
  '殺す',
  'ナイフ',
  '죽이',
  '杀死',
  '刀子',
];

/** True when the text holds a word from the unsafe list (whole words for spaced scripts). */
export function looksUnsafe(text: string): boolean {
  const lower = text.toLowerCase();
  return UNSAFE.some((word) => {
    if (/^[\p{Script=Latin}\s]+$/u.test(word)) {
      return new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(lower);
    }
    return lower.includes(word);
  });
}

/**
 * Makes a parent's text safe to quote inside a sentence: no markup, quotes, URLs or line
 * breaks; at most `maxChars` (cut at a word boundary); null when empty or unfit for bedtime.
 */
export function sanitizeSnippet(raw: string | undefined | null, maxChars = 80): string | null {
  if (!raw) return null;
  let text = raw
    .normalize('NFC')
    .replace(/https?:\/\/\S+/gi, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[<>{}[\]"“”„‟«»‹›「」『』*_#|\\`~^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (looksUnsafe(text)) return null;
  const spaced = /\s/.test(text);
  const limit = spaced ? maxChars : Math.ceil(maxChars / 2);
  if (text.length > limit) {
    const cut = text.slice(0, limit);
    const space = cut.lastIndexOf(' ');
    text = spaced && space > limit / 2 ? cut.slice(0, space) : cut;
  }
  text = text.replace(/[\s,.;:!?。、！？，؛،।…-]+$/u, '').replace(/^[\s,.;:!?。、！？，-]+/u, '');
  return text || null;
}

/** Ends a quotable sentence with exactly one full stop unless it already ends in ! or ?. */
export function closeSentence(text: string, stop: string): string {
  if (/[!?！？؟]$/.test(text) || /[.!?。！？।][”“»」’]$/.test(text)) return text;
  return text.replace(/[.。।]+$/u, '') + stop;
}

/**
 * Words of a text for length checks: spaced scripts count words; Chinese and Japanese count
 * two characters as one word (a common rough equivalence for reading load).
 */
export function countWords(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const rest = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。！？「」・ー]/gu, ' ');
  const words = rest.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words + Math.round(cjk / 2);
}
