/**
 * Server side of the `behaviour` renderer (src/lib/behaviour.ts): claims the components made by
 * defineBehaviour and renders them as nothing (the island's element stays empty; the behaviour
 * works on the page's own server-rendered HTML once it starts in the browser).
 */
import type { NamedSSRLoadedRendererValue } from 'astro';
import { isBehaviour } from '../lib/behaviour.ts';

const renderer: NamedSSRLoadedRendererValue = {
  name: 'bedtime-hero:behaviour',
  check: async (component: unknown) => isBehaviour(component),
  renderToStaticMarkup: async () => ({ html: '' }),
};

export default renderer;
