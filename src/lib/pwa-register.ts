/**
 * Registers the service worker (/sw.js) with Workbox's workbox-window once the page
 * has loaded, so it never competes with the page's own requests. Browsers without service
 * workers (or with them blocked) simply stay online-only.
 */
import { Workbox } from 'workbox-window';

let registered: Promise<ServiceWorkerRegistration | undefined> | null = null;

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (registered) return registered;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return (registered = Promise.resolve(undefined));
  const wb = new Workbox('/sw.js', { scope: '/' });
  const start = () => wb.register().catch((error: unknown) => (console.warn('Service worker registration failed', error), undefined));
  registered = document.readyState === 'complete' ? start() : new Promise((resolve) => window.addEventListener('load', () => resolve(start()), { once: true }));
  return registered;
}
