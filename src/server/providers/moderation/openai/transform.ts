/**
 * Pure mapping of OpenAI moderation results (https://platform.openai.com/docs/api-reference/moderations)
 * onto ModerationResult: sub-categories fold into their family ('violence/graphic' → 'violence',
 * 'sexual/minors' → 'sexual', 'self-harm/intent' → 'self-harm', 'illicit/violent' → 'illicit').
 */
import { z } from 'zod';
import type { ModerationResult } from '../../types.ts';

export const ZModerationResponse = z.object({
  id: z.string().optional(),
  model: z.string().optional(),
  results: z.array(
    z.object({
      flagged: z.boolean(),
      categories: z.record(z.string(), z.boolean().nullable()),
      category_scores: z.record(z.string(), z.number()).optional(),
    }),
  ),
});
export type TModerationResponse = z.infer<typeof ZModerationResponse>;

/** 'violence/graphic' → 'violence'. */
export function categoryFamily(category: string): string {
  return category.split('/')[0];
}

/**
 * Folds per-input results into one verdict. A category counts when the vendor flagged it, or —
 * with `threshold` set — when its score reaches the threshold (stricter than OpenAI's adult
 * defaults, which suits a children's product).
 */
export function toModerationResult(response: TModerationResponse, threshold?: number): ModerationResult {
  const reasons = new Set<string>();
  for (const result of response.results) {
    for (const [category, hit] of Object.entries(result.categories)) {
      const score = result.category_scores?.[category] ?? 0;
      if (hit || (threshold !== undefined && score >= threshold)) reasons.add(categoryFamily(category));
    }
    // A flagged result without any named category still must not pass.
    if (result.flagged && reasons.size === 0) reasons.add('flagged');
  }
  return { flagged: reasons.size > 0, reasons: [...reasons].sort() };
}

/** Splits inputs into batches the endpoint accepts comfortably. */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
