/**
 * The writer's memory of one child: what their recent stories (newest first) used, as the
 * WriteRequest.avoid the writer reads. Pure: the story pipeline feeds it the stored plans and
 * titles (stories/queries.ts recentPlansToAvoid), the tests and benches their own stories.
 */
import type { StoryAvoid, StoryPlan } from '../../providers/types.ts';

/** A remembered story: its stored plan (any shape: plans stored by older versions lack fields) and title. */
export interface RememberedStory {
  plan: Partial<StoryPlan> | null;
  title: string | null;
}

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const phrasing = (v: unknown): v is Record<string, number> => !!v && typeof v === 'object' && !Array.isArray(v);

/** StoryAvoid from stories newest first: one entry per story and field, malformed values left out. */
export function rememberStories(stories: readonly RememberedStory[]): StoryAvoid {
  const each = (field: 'plot' | 'companion' | 'setting' | 'first' | 'last') => stories.map((r) => r.plan?.[field]).filter(text);
  return {
    plots: each('plot'),
    companions: each('companion'),
    settings: each('setting'),
    titles: stories.map((r) => r.title).filter(text),
    openings: each('first'),
    endings: each('last'),
    looks: stories.map((r) => r.plan?.look === true),
    phrasings: stories.map((r) => r.plan?.phrasing).filter(phrasing),
    lines: stories.flatMap((r) => (Array.isArray(r.plan?.heard) ? r.plan.heard.filter((k) => typeof k === 'string' && k.length <= 12) : [])),
  };
}

/** A sentence's short key (FNV-1a, base 36): what a story keeps of the sentences it said. */
export function lineKey(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
