/**
 * espeak-ng's Japanese voice reads kana only (kanji come out as character names), so the
 * built-in narrator first turns Japanese text into its katakana pronunciation with kuromoji,
 * whose IPADIC dictionary ships inside the npm package (offline).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji from 'kuromoji';

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

let tokenizer: Promise<Tokenizer> | undefined;

function loadTokenizer(): Promise<Tokenizer> {
  const require = createRequire(import.meta.url);
  const dicPath = join(dirname(require.resolve('kuromoji')), '..', 'dict');
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
  });
}

const HAS_KANJI = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Katakana pronunciation of Japanese `text` (particles は/へ as ワ/エ, long vowels as ー),
 * punctuation and non-Japanese words kept. The dictionary loads once (~0.5 s); later calls
 * take about a millisecond per sentence.
 */
export async function toKanaReading(text: string): Promise<string> {
  if (!HAS_KANJI.test(text)) return text;
  tokenizer ??= loadTokenizer().catch((error: unknown) => {
    tokenizer = undefined;
    throw error;
  });
  const tokens = (await tokenizer).tokenize(text);
  let previous = '';
  return tokens
    .map((token) => {
      // 々 repeats the kanji before it (昔々 = ムカシムカシ); kuromoji leaves it as a symbol.
      if (token.surface_form === '々') return previous;
      const spoken = token.pronunciation && token.pronunciation !== '*' ? token.pronunciation : token.reading;
      previous = spoken && spoken !== '*' ? spoken : token.surface_form;
      return previous;
    })
    .join('');
}
