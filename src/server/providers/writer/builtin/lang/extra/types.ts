/**
 * Issue 16 item 2: the three plots first written for en/de/fr/es ('lost', 'campfire', 'cookies'),
 * now written natively for every other language, with the two places they need. Each language's
 * module spreads its ExtraPack into its settings and shapes.
 */
import type { Setting } from '../../../../types.ts';
import type { ExtraPlot, SettingWords, ShapeText } from '../../story-types.ts';

export interface ExtraPack {
  /** The campsite (campfire plot) and the grandparent's kitchen (cookies plot). */
  settings: Partial<Record<Setting, SettingWords>>;
  shapes: Record<ExtraPlot, ShapeText>;
}
