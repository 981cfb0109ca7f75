/**
 * Browser side of the `behaviour` renderer (src/lib/behaviour.ts): starts the behaviour with the
 * island's element and props when its client directive fires.
 */
import type { Behaviour } from '../lib/behaviour.ts';

export default (element: HTMLElement) => async (component: Behaviour<Record<string, unknown>>, props: Record<string, unknown>) => {
  await component.start(element, props);
};
