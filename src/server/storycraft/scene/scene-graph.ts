/**
 * The composed scene graph API: compose a page and get back what was actually drawn,
 * list the elements a page plan names, and compare the two. The writer's storycraft benchmark and
 * the illustrator's tests use planCoverage to check that every element the text names is drawn.
 *
 * Element names (strings): 'setting:<Setting>', 'time:<TimeOfDay>' (drawn when the sky shows that
 * clock and no body of another: no moon or stars by day, no sun by night), 'hero',
 * 'action:<HeroAction>', 'shot:<Shot>', 'heroAt:<HeroPosition>' (only when the plan sets it),
 * 'outfit:<day|pyjamas>' (only when set), 'companion:<Companion>', 'prop:<Prop>',
 * 'state:<Prop>:<PropState>' (key prop, when not 'whole'), 'figure:<SceneFigure>' (a second one of
 * the same kind is 'figure:<kind>#2'), 'coHero:<index>:<name>' (another hero of the
 * story, drawn with their own look).
 */
import type { Scene } from '../../providers/types.ts';
import { drawScene, type ComposeInput } from './compose.ts';
import type { SceneGraph } from './graph.ts';

export type { Box, DrawnFigure, DrawnHero, DrawnProp, DrawnSkyBody, SceneGraph } from './graph.ts';
export type { ComposeInput } from './compose.ts';

/**
 * Draws one page. `svg`: the 1024x1024 SVG the illustrator rasterises; `graph`: what the drawing
 * code recorded while drawing it (backdrop, sky bodies, hero box/shot/position/outfit, companion,
 * props with their state, figures). Pure and deterministic in its input; no rasterisation.
 */
export function composeScene(input: ComposeInput): { svg: string; graph: SceneGraph } {
  return drawScene(input);
}

function numbered(prefix: string, names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? `${prefix}:${n}` : `${prefix}:${n}#${k}`;
  });
}

/** The elements a page plan names, in a stable order (see the module doc for the names). */
export function planElements(scene: Scene): string[] {
  const out = [`setting:${scene.setting}`, `time:${scene.timeOfDay}`, 'hero', `action:${scene.action}`, `shot:${scene.shot ?? 'medium'}`];
  if (scene.heroAt) out.push(`heroAt:${scene.heroAt}`);
  if (scene.outfit) out.push(`outfit:${scene.outfit}`);
  if (scene.companion !== 'none') out.push(`companion:${scene.companion}`);
  for (const p of new Set(scene.props)) out.push(`prop:${p}`);
  const key = scene.props[0];
  if (key && scene.keyPropState && scene.keyPropState !== 'whole') out.push(`state:${key}:${scene.keyPropState}`);
  out.push(...numbered('figure', scene.figures ?? []));
  // Every other hero the page's text names is drawn.
  for (const h of scene.coHeroes ?? []) out.push(`coHero:${h.hero}:${h.name}`);
  return out;
}

/**
 * True when the drawn sky keeps the page's clock: no sun by night; no moon by day, and no stars by
 * day except in outer space (where the stars are always out and the sun shines among them).
 */
export function skyKeepsClock(graph: SceneGraph): boolean {
  const bodies = new Set(graph.sky.map((s) => s.body));
  if (graph.time === 'night') return !bodies.has('sun');
  return !bodies.has('moon') && (!bodies.has('stars') || graph.backdrop === 'space');
}

/** The elements a drawn scene graph shows, named like planElements. */
export function graphElements(graph: SceneGraph): string[] {
  const out: string[] = [];
  if (graph.backdrop) out.push(`setting:${graph.backdrop}`);
  if (skyKeepsClock(graph)) out.push(`time:${graph.time}`);
  if (graph.hero) {
    const h = graph.hero;
    out.push('hero', `action:${h.action}`, `shot:${h.shot}`, `heroAt:${h.at}`, `outfit:${h.outfit}`);
  }
  if (graph.companion) out.push(`companion:${graph.companion.companion}`);
  for (const p of graph.props) {
    out.push(`prop:${p.prop}`);
    if (p.state !== 'whole') out.push(`state:${p.prop}:${p.state}`);
  }
  out.push(
    ...numbered(
      'figure',
      graph.figures.map((f) => f.figure),
    ),
  );
  for (const h of graph.coHeroes) out.push(`coHero:${h.hero}:${h.name}`);
  return out;
}

/**
 * How much of a page plan was drawn: `named` elements in the plan, `drawn` of them present in the
 * graph, `missing` the names of the others (empty when the picture shows the whole plan).
 */
export function planCoverage(scene: Scene, graph: SceneGraph): { named: number; drawn: number; missing: string[] } {
  const have = new Set(graphElements(graph));
  const named = planElements(scene);
  const missing = named.filter((e) => !have.has(e));
  return { named: named.length, drawn: named.length - missing.length, missing };
}
