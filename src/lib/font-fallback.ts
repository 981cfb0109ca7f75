/**
 * Metric-matched fallback faces for the brand font (home CLS). Until the Nunito woff2
 * files arrive, text is drawn in a local Arial-metric font (Arial, or Liberation Sans on Linux,
 * which has Arial's metrics) scaled with `size-adjust` and `ascent/descent-override` so its lines
 * take the same height and width as Nunito's; when Nunito swaps in, nothing below the text moves.
 * One face per weight the site loads (400, 700, 800; Arial Bold stands in for both bold weights),
 * each matched to that weight of Nunito. The numbers come from @capsizecss (published font
 * metrics), not hand tuning. `font-display: optional`: a local face the browser has not matched by
 * the first layout is not swapped in later (on a phone's first visit Chrome could paint in
 * system-ui first and re-lay the story page out in Liberation Sans a moment later: a layout shift
 * of up to 0.09 in Lighthouse).
 *
 * The fallback aliases must stay in the same order as in `--font-sans` (src/styles/global.css);
 * tests/unit/font-fallback.test.ts checks it.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arial700 from '@capsizecss/metrics/arial/700';
import nunito from '@capsizecss/metrics/nunito';
import nunito700 from '@capsizecss/metrics/nunito/700';
import nunito800 from '@capsizecss/metrics/nunito/800';

type Metrics = typeof arial;
/** Liberation Sans (Linux) has Arial's metrics under another name. */
const liberation = (m: Metrics, bold: boolean): Metrics => ({
  ...m,
  familyName: 'Liberation Sans',
  fullName: bold ? 'Liberation Sans Bold' : 'Liberation Sans',
  postscriptName: bold ? 'LiberationSans-Bold' : 'LiberationSans',
});

const stacks = [
  createFontStack([nunito, arial, liberation(arial, false)], { fontFaceProperties: { fontDisplay: 'optional', fontWeight: '400' } }),
  createFontStack([nunito700, arial700, liberation(arial700, true)], { fontFaceProperties: { fontDisplay: 'optional', fontWeight: '700' } }),
  createFontStack([nunito800, arial700, liberation(arial700, true)], { fontFaceProperties: { fontDisplay: 'optional', fontWeight: '800' } }),
];

/** The `@font-face` rules (CSS text) for the fallback families: one per local font and weight. */
export const NUNITO_FALLBACK_CSS: string = stacks
  .map((s) => s.fontFaces)
  .join('')
  .replace(/\s*\n\s*/g, '');

/** The font-family list from createFontStack: 'Nunito', then the fallback aliases, then the locals. */
export const NUNITO_FONT_FAMILY: string = stacks[0]!.fontFamily;
