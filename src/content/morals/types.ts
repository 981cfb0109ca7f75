import type { LanguageCode, MoralGroup } from '../../shared/catalog.ts';

/** A theme's words in one language. */
export interface MoralText {
  /** Short name shown in the selector, e.g. 'Honesty'. */
  label: string;
  /** One child-friendly sentence; the built-in writer quotes it as the story's closing thought. */
  description: string;
}

/** One catalogue theme. */
export interface MoralTheme {
  /** Stable kebab-case key stored with a story. */
  key: string;
  group: MoralGroup;
  text: Record<LanguageCode, MoralText>;
}
