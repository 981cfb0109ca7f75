/**
 * `client:interaction` (/pricing at Lighthouse 100 on a phone): hydrates an island only
 * when the visitor starts using it — the first pointer over it, tap, focus or key press inside it —
 * so a page that is only read (the prices are server-rendered) never downloads or runs the island's
 * framework. The tap that started it is not lost: the button is clicked again once the island has
 * hydrated (./early-clicks.ts).
 *
 * `client:interaction="name"` also hydrates at once, after the page's load event, when the page's
 * address carries the search parameter `name` (e.g. /pricing?selectedPriceId=…, the pricing flow
 * resumed after sign-in). Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';
import { hydrateOnce, replayEarlyClick } from './early-clicks.ts';

/** What counts as starting to use the island (listened for on the island, capture phase). */
const INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const onInteraction: ClientDirective = (load, options, el) => {
  const { start: hydrateNow, started } = hydrateOnce(load, () => {
    for (const type of INTERACTION) el.removeEventListener(type, hydrateNow, true);
  });

  for (const type of INTERACTION) el.addEventListener(type, hydrateNow, { capture: true, passive: true });
  replayEarlyClick(el, started, hydrateNow);
  const param = typeof options.value === 'string' ? options.value : '';
  if (param && new URLSearchParams(location.search).has(param)) {
    if (document.readyState === 'complete') hydrateNow();
    else window.addEventListener('load', hydrateNow, { once: true });
  }
};

export default onInteraction;
