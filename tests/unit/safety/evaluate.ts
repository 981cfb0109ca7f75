/**
 * Runs the parent-input cases through the same checks the API uses: a name through the character
 * name check (upload and companion names), every other field through the story-request screen
 * (built-in mode). Shared by the safety test and `npm run bench safety`.
 */
import { createBuiltinModerator } from '../../../src/server/storycraft/screening/builtin-moderator.ts';
import { screenStoryRequest } from '../../../src/server/stories/story-wishes.ts';
import { nameProblem } from '../../../src/server/storycraft/wishes/names.ts';
import type { LanguageCode } from '../../../src/shared/catalog.ts';
import type { SafetyCase } from './split.ts';

const moderator = createBuiltinModerator();

/** True when the product refuses this input (422 at upload or at story creation). */
export async function isRefused(c: SafetyCase): Promise<boolean> {
  const language = c.language as LanguageCode;
  if (c.field === 'name') return nameProblem(c.text) !== null;
  const fields = { name: 'Mia', description: null as string | null, customMoral: '', freeText: '' };
  if (c.field === 'description') fields.description = c.text;
  else if (c.field === 'moral') fields.customMoral = c.text;
  else fields.freeText = c.text;
  try {
    await screenStoryRequest(moderator, fields, language);
    return false;
  } catch {
    return true;
  }
}

export interface HalfFigures {
  unsafe: number;
  unsafePassed: SafetyCase[];
  ordinary: number;
  ordinaryRefused: SafetyCase[];
}

/** The figures of one half: how many unsafe inputs passed, how many ordinary ones were refused. */
export async function evaluate(cases: readonly SafetyCase[]): Promise<HalfFigures> {
  const out: HalfFigures = { unsafe: 0, unsafePassed: [], ordinary: 0, ordinaryRefused: [] };
  for (const c of cases) {
    const refused = await isRefused(c);
    if (c.expect === 'refuse') {
      out.unsafe++;
      if (!refused) out.unsafePassed.push(c);
    } else {
      out.ordinary++;
      if (refused) out.ordinaryRefused.push(c);
    }
  }
  return out;
}
