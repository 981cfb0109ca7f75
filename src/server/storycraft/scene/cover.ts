/**
 * The plan of a story's cover, made from the story's pages: where the adventure happens, the
 * heroes and the companion, and the one object the story turns on, in the state the story leaves
 * it (the mended boat, the lit campfire). The composer draws it with its own cover layout
 * (compose.ts `cover`), so a cover is never a copy of a page.
 */
import type { Prop, PropState, Scene, SceneHero } from '../../providers/types.ts';

/** Props that furnish a page rather than carry a story: a cover shows them only when nothing else is named. */
const FURNITURE: ReadonlySet<Prop> = new Set(['bed', 'blanket', 'moon', 'house', 'tree', 'toothbrush', 'star']);
/** States a cover never shows: it promises the happy end, not the trouble. */
const TROUBLE: ReadonlySet<PropState> = new Set(['broken', 'lost', 'empty']);
const HOME: ReadonlySet<string> = new Set(['bedroom', 'home']);

function mostFrequent<T>(items: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  let top = 0;
  for (const item of items) {
    const c = (counts.get(item) ?? 0) + 1;
    counts.set(item, c);
    if (c > top) {
      top = c;
      best = item;
    }
  }
  return best;
}

/**
 * The cover scene of a story whose pages are `scenes` (in reading order): the setting and time
 * of the first page away from home (else the first page), the companion the story keeps, every
 * other hero, and the key object most pages turn on, in its last state when that is not trouble.
 * Throws nothing; an empty list gives a plain meadow cover.
 */
export function coverScene(scenes: readonly Scene[]): Scene {
  const base = scenes.find((s) => !HOME.has(s.setting)) ?? scenes[0];
  const keys = scenes.map((s) => s.props[0]).filter((p): p is Prop => p !== undefined);
  const key = mostFrequent(keys.filter((p) => !FURNITURE.has(p))) ?? mostFrequent(keys.filter((p) => p !== 'bed' && p !== 'blanket'));
  const lastState = key ? [...scenes].reverse().find((s) => s.props[0] === key && s.keyPropState)?.keyPropState : undefined;
  const state = lastState && !TROUBLE.has(lastState) ? lastState : undefined;
  const companion = mostFrequent(scenes.map((s) => s.companion).filter((c) => c !== 'none')) ?? 'none';
  const heroes = new Map<number, SceneHero>();
  for (const s of scenes) for (const h of s.coHeroes ?? []) if (!heroes.has(h.hero)) heroes.set(h.hero, { ...h, action: 'waving' });
  // A night cover only for a story that happens at night (the campfire); otherwise the day's light.
  const time = base?.timeOfDay === 'night' && scenes.filter((s) => s.timeOfDay === 'night').length * 2 < scenes.length ? 'evening' : (base?.timeOfDay ?? 'day');
  return {
    setting: base?.setting ?? 'meadow',
    timeOfDay: time,
    action: 'waving',
    companion,
    props: key ? [key] : [],
    ...(state ? { keyPropState: state } : {}),
    mood: 'cheerful',
    outfit: 'day',
    ...(heroes.size ? { coHeroes: [...heroes.values()].sort((a, b) => a.hero - b.hero) } : {}),
  };
}
