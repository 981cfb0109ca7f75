/**
 * The brand font without a swap (LCP and blocking time on a phone). A page paints its
 * text at once in the metric-matched fallback faces (src/lib/font-fallback.ts), so its picture has
 * the connection to itself; Nunito is used from the first paint once the browser has it
 * (`<html data-font="nunito">`, set by src/layouts/auth-gate.js from localStorage `bh-font`, and
 * src/styles/global.css). On a first visit this fetches Nunito's files into the HTTP cache after
 * the page has loaded, for the next pages, and does not switch the page being read: switching
 * re-lays out every line of text in one long task and makes the words jump under the reader's
 * eyes (the font-display: optional idea). A plain fetch, not document.fonts.load(), which would
 * recalculate the page's style first.
 */
import latin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url';

/** localStorage key: '1' once this browser has downloaded the brand font. auth-gate.js reads the same key. */
export const BRAND_FONT_KEY = 'bh-font';

/** UI languages whose letters are partly in Nunito's latin-ext file (ł, ś, ğ, ş, ı, …). */
const LATIN_EXT = new Set(['pl', 'tr']);

/**
 * Fetches the Nunito files the page's language uses (the same hashed URLs as global.css's
 * @font-face rules) and remembers that the browser has them. Does nothing when the page already
 * uses the font; a failed download changes nothing.
 */
export function startBrandFont(): void {
  const root = document.documentElement;
  if (root.dataset.font === 'nunito') return;
  const files = LATIN_EXT.has(root.lang) ? [latin, latinExt] : [latin];
  Promise.all(
    files.map((url) =>
      fetch(url, { priority: 'low' } as RequestInit).then((res) => {
        if (!res.ok) throw new Error(`font ${res.status}`);
        return res.arrayBuffer();
      }),
    ),
  )
    .then(() => {
      try {
        localStorage.setItem(BRAND_FONT_KEY, '1');
      } catch {
        // storage unavailable: the next page fetches the font after its load again
      }
    })
    .catch(() => {});
}
