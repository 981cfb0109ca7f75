/**
 * The site's behaviour on every page (src/layouts/Base.astro renders it as
 * `<SiteBehaviour client:afterload />`): the service worker, the header (its
 * session refresh), the toasts, the feedback buttons, the analytics page view, and
 * the story-creation progress, and the brand font (./brand-font.ts). It starts once the page has loaded: until
 * then the server-rendered page shows and its links work, and a phone's first paint does not
 * wait for this code. The header's signed-in variant is set before the first paint by
 * src/layouts/auth-gate.js.
 */
import { pageView, watchExitIntent } from '../analytics.ts';
import { defineBehaviour } from '../behaviour.ts';
import { startBrandFont } from './brand-font.ts';
import { startFeedback } from './feedback.ts';
import { startHeader } from './header.ts';
import { startToasts } from './toasts.ts';

export default defineBehaviour(() => {
  // workbox-window is browser-only: the server, which imports this module to render pages, never loads it.
  if (import.meta.env.PROD) void import('../pwa-register.ts').then((m) => m.registerServiceWorker());
  startBrandFont();
  startHeader();
  startToasts();
  startFeedback();
  pageView();
  watchExitIntent();
  // Story creation progress runs on every signed-in page, but its code loads only while a story
  // is being created, so light pages stay light.
  try {
    const signedIn = localStorage.getItem('authToken') && localStorage.getItem('authUser');
    const tracked = JSON.parse(localStorage.getItem('inProgressStories') ?? '[]') as unknown[];
    if (signedIn && Array.isArray(tracked) && tracked.length) {
      import('../story-progress.ts').then((m) => m.startStoryProgress()).catch((e: unknown) => console.warn('Story progress tracker failed to load', e));
    }
  } catch {
    // storage unavailable or corrupt: nothing is being tracked
  }
});
