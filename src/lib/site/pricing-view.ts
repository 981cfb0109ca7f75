/**
 * The pricing page's view events (pricing-page-viewed with its `source`, and
 * unauthenticated-pricing-view when signed out), sent once the page has loaded
 * (src/pages/pricing.astro, `<PricingView client:afterload />`). They are not the island's: the
 * pricing island hydrates only when the visitor starts using it, and a view counts
 * whether or not they do.
 */
import { track, type AnalyticsProps } from '../analytics.ts';
import { defineBehaviour } from '../behaviour.ts';
import { readStoredAuth } from '../stores/auth.ts';

export default defineBehaviour(() => {
  const source = new URLSearchParams(window.location.search).get('source');
  const props: AnalyticsProps = source ? { source } : {};
  track('pricing-page-viewed', props);
  if (!readStoredAuth()) track('unauthenticated-pricing-view', props);
});
