/**
 * The built-in offline Moderator: the one screen (screen.ts) on every text, in the
 * story language. Reasons are the categories of word-lists.ts.
 */
import type { LanguageCode } from '../../../shared/catalog.ts';
import type { ModerationResult, Moderator } from '../../providers/types.ts';
import { screenFindings, warmScreen } from './screen.ts';
import { MODERATION_CATEGORIES, type ModerationCategory } from './word-lists.ts';

/** The categories `text` is refused for in `language` (empty when it may reach a story), in MODERATION_CATEGORIES order. */
export function findCategories(text: string, language: LanguageCode): ModerationCategory[] {
  return screenFindings(text, language).map((f) => f.category);
}

/** What matched, per category (for tests and for tuning the lists): [category, matched text]. */
export function explainMatches(text: string, language: LanguageCode): Array<[ModerationCategory, string]> {
  return screenFindings(text, language).map((f) => [f.category, f.match]);
}

/** Compiles the screen's patterns before the server takes requests (see warmScreen). */
export function warmModerationPatterns(): void {
  warmScreen();
}

class BuiltinModerator implements Moderator {
  readonly name = 'builtin';

  async check(texts: string[], language: LanguageCode): Promise<ModerationResult> {
    const reasons = new Set<ModerationCategory>();
    for (const text of texts) for (const category of findCategories(text, language)) reasons.add(category);
    const ordered = MODERATION_CATEGORIES.filter((c) => reasons.has(c));
    return { flagged: ordered.length > 0, reasons: ordered };
  }
}

/** Creates the offline Moderator on the one screen; it never throws. */
export function createBuiltinModerator(): Moderator {
  return new BuiltinModerator();
}
