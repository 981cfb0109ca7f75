/**
 * `client:afterload` (LCP ≤ 1.3 s on a phone): hydrates an island once the page has
 * loaded — the window `load` event, which waits for the first picture and the fonts — and the
 * browser is next idle. For islands whose first screen is already rendered on the server (the
 * public reader's first page, the library's first cards, the prices) and for the site's
 * behaviours (src/lib/behaviour.ts): their JavaScript then never shares a slow connection with
 * the picture that is the page's largest paint. Until it hydrates, the server-rendered page shows
 * and its links work.
 *
 * A visitor who starts using the page sooner does not wait for the load event: the first tap,
 * click or key press hydrates the island at once. `client:afterload="replay-clicks"` (the site's
 * behaviour, whose buttons are server-rendered HTML that does nothing on its own: feedback, sign
 * out) also remembers the last button clicked before the island started and clicks it again once
 * it has (./early-clicks.ts), so that first tap is not lost. Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';
import { hydrateOnce, replayEarlyClick } from './early-clicks.ts';

const EARLY_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

const afterLoad: ClientDirective = (load, options) => {
  const { start: hydrateNow, started } = hydrateOnce(load, () => {
    for (const type of EARLY_INPUT) window.removeEventListener(type, hydrateNow, true);
  });
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(hydrateNow, { timeout: 1500 }) : setTimeout(hydrateNow, 50));

  for (const type of EARLY_INPUT) window.addEventListener(type, hydrateNow, { capture: true, passive: true });
  if (options.value === 'replay-clicks') replayEarlyClick(document, started, hydrateNow);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
