/**
 * Starts the analytics page view of SPEC §3 'Analytics session' and the once-per-page-view
 * exit-intent event (SPEC §9) on every page. Events of the page itself are fired by its own
 * script with track() from src/lib/analytics.ts.
 * Part of the site's one layout script (src/layouts/Base.astro): one request on every page
 * instead of one per component (issue 19: a phone's first paint waits for each round trip).
 */
import { startPageView, watchExitIntent } from '../analytics.ts';
startPageView();
watchExitIntent();
