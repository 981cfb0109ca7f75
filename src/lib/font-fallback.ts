/**
 * Metric-matched fallback faces for the brand font (issue 19: home CLS). Until the Nunito woff2
 * files arrive, text is drawn in a local Arial-metric font (Arial, or Liberation Sans on Linux,
 * which has Arial's metrics) scaled with `size-adjust` and `ascent/descent-override` so its lines
 * take the same height and width as Nunito's; when Nunito swaps in, nothing below the text moves.
 * The numbers come from @capsizecss (published font metrics), not hand tuning.
 *
 * `NUNITO_FALLBACK_FAMILIES` must stay in the same order as in `--font-sans` (src/styles/global.css);
 * tests/unit/font-fallback.test.ts checks it.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import nunito from '@capsizecss/metrics/nunito';

const stack = createFontStack([nunito, arial, { ...arial, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' }], { fontFaceProperties: { fontDisplay: 'swap' } });

/** The `@font-face` rules (CSS text) for the fallback families, one per local font. */
export const NUNITO_FALLBACK_CSS: string = stack.fontFaces.replace(/\s*\n\s*/g, '');

/** The font-family list from createFontStack: 'Nunito', then the fallback aliases, then the locals. */
export const NUNITO_FONT_FAMILY: string = stack.fontFamily;
