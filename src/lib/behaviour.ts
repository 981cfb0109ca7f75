/**
 * A behaviour: page script that runs as an island of the `behaviour` renderer (registered in
 * astro.config.mjs; src/directives/behaviour-server.ts and behaviour-client.ts) instead of as an
 * Astro `<script>`. Written `<SiteBehaviour client:afterload />`, it loads after the page's load
 * event (a `<script>` is fetched and run before the first paint, one more round trip a
 * phone waits for). The server renders nothing for it; `start` runs once in the browser with the
 * island's element and props. Modules that define a behaviour must not touch the DOM when
 * imported (the server imports them to render the page).
 */
export interface Behaviour<P extends Record<string, unknown> = Record<string, never>> {
  readonly [BEHAVIOUR]: true;
  start(element: HTMLElement, props: P): void | Promise<void>;
}

/** Marks a behaviour for the renderer's check (a symbol shared by the server and the browser). */
export const BEHAVIOUR = Symbol.for('bedtime-hero.behaviour');

/** A behaviour from its start function. */
export function defineBehaviour<P extends Record<string, unknown> = Record<string, never>>(start: Behaviour<P>['start']): Behaviour<P> {
  return { [BEHAVIOUR]: true, start };
}

/** True for a value made by defineBehaviour. */
export function isBehaviour(value: unknown): value is Behaviour<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BEHAVIOUR] === true;
}
