/**
 * The brand font without a swap (issue 19: LCP and blocking time on a phone). A page paints its
 * text at once in the metric-matched fallback faces (src/lib/font-fallback.ts), so its picture has
 * the connection to itself; Nunito is used from the first paint once the browser has it
 * (`<html data-font="nunito">`, set by src/layouts/auth-gate.js from localStorage `bh-font`, and
 * src/styles/global.css). On a first visit this fetches Nunito after the page has loaded, for the
 * next pages, and does not switch the page being read: switching re-lays out every line of text in
 * one long task and makes the words jump under the reader's eyes (the font-display: optional idea).
 */

/** localStorage key: '1' once this browser has downloaded the brand font. auth-gate.js reads the same key. */
export const BRAND_FONT_KEY = 'bh-font';

/** How much of the page's text picks the font files to fetch (Nunito is split by unicode-range). */
const SAMPLE_CHARS = 4000;

/**
 * Fetches Nunito for the scripts the page's text uses, into the HTTP cache, and remembers that the
 * browser has it. Does nothing when the page already uses it; a failed download changes nothing.
 */
export function startBrandFont(): void {
  if (document.documentElement.dataset.font === 'nunito' || !document.fonts) return;
  const sample = (document.body.textContent ?? '').slice(0, SAMPLE_CHARS) || 'Bedtime Hero';
  document.fonts
    .load('1em "Nunito Variable"', sample)
    .then((faces) => {
      if (!faces.length) return;
      try {
        localStorage.setItem(BRAND_FONT_KEY, '1');
      } catch {
        // storage unavailable: the next page fetches the font after its load again
      }
    })
    .catch(() => {});
}
