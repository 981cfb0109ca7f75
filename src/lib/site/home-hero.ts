/**
 * The home page's behaviour (src/pages/index.astro, `<HomeHero client:afterload />`): points
 * 'Start Creating Stories' at /create-story for a signed-in parent (the server
 * renders the signed-out target), in the page's language, and sends the home page's
 * analytics events. Starts after the page has loaded.
 */
import { track } from '../analytics.ts';
import { defineBehaviour } from '../behaviour.ts';
import { heroCtaTarget } from '../home-cta.ts';
import { readStoredAuth } from '../stores/auth.ts';
import { browserSiteConfig } from '../site-config.ts';

export default defineBehaviour(() => {
  const cta = document.querySelector<HTMLAnchorElement>('[data-hero-cta]')!;
  const lang = document.documentElement.lang;
  const target = heroCtaTarget(Boolean(readStoredAuth()), browserSiteConfig().customLogin);
  cta.href = lang === 'en' || !target.startsWith('/') ? target : `/${lang}${target}`;
  cta.addEventListener('click', () => track('hero-cta-clicked', { target: cta.getAttribute('href') ?? '' }));
  document.querySelector('[data-pricing-cta]')!.addEventListener('click', () => track('pricing-cta-clicked', { from: 'home-hero' }));
  track('homepage-viewed');
});
