/**
 * Registers the service worker of the installable app (issue 21.4; production builds only).
 * Part of the site's one layout script (src/layouts/Base.astro): one request on every page
 * instead of one per component (issue 19: a phone's first paint waits for each round trip).
 */
import { registerServiceWorker } from '../pwa-register.ts';
if (import.meta.env.PROD) registerServiceWorker();
