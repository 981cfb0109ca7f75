/**
 * The brand font after the first paint (issue 19: LCP). A first visit paints its text at once in the
 * metric-matched fallback faces (src/lib/font-fallback.ts) and its picture gets the whole connection;
 * once the page has loaded, this fetches Nunito and switches the page to it (`<html data-font="nunito">`,
 * src/styles/global.css), which moves nothing because the fallback has Nunito's metrics. The browser
 * then remembers it (localStorage `bh-font`): later pages switch before their first paint
 * (src/layouts/auth-gate.js), with the font already in the HTTP cache (hashed, immutable URL).
 */

/** localStorage key: '1' once this browser has downloaded the brand font. auth-gate.js reads the same key. */
export const BRAND_FONT_KEY = 'bh-font';

/** How much of the page's text picks the font files to fetch (Nunito is split by unicode-range). */
const SAMPLE_CHARS = 4000;

/**
 * Loads Nunito for the scripts the page's text uses and switches the page to it. Does nothing when
 * the page already uses it; a failed download leaves the fallback in place (no error is shown).
 */
export function startBrandFont(): void {
  const root = document.documentElement;
  if (root.dataset.font === 'nunito' || !document.fonts) return;
  const sample = (document.body.textContent ?? '').slice(0, SAMPLE_CHARS) || 'Bedtime Hero';
  document.fonts
    .load('1em "Nunito Variable"', sample)
    .then((faces) => {
      if (!faces.length) return;
      root.dataset.font = 'nunito';
      try {
        localStorage.setItem(BRAND_FONT_KEY, '1');
      } catch {
        // storage unavailable: the next page loads the font after its paint again
      }
    })
    .catch(() => {});
}
