/**
 * `client:afterload` (issue 19, LCP ≤ 1.3 s on a phone): hydrates an island once the page has
 * loaded — the window `load` event, which waits for the first picture and the fonts — and the
 * browser is next idle. For islands whose first screen is already rendered on the server (the
 * public reader's first page, the library's first cards): their JavaScript then never shares a
 * slow connection with the picture that is the page's largest paint. Until it hydrates, the
 * server-rendered page shows and its links work. Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';

const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => void hydrate(), { timeout: 1500 }) : setTimeout(() => void hydrate(), 50));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
