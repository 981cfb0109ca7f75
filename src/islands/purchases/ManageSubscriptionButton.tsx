/**
 * "Manage subscription" (issue 17.6): opens the payment provider's billing portal (Stripe
 * Customer Portal, or the built-in test portal) from POST /v1/billing/portal → {url}.
 */
import { useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import { notify } from '../../lib/stores/notifications.ts';

export default function ManageSubscriptionButton({ className = 'btn-ghost' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const { url } = await apiPost<{ url: string }>('/v1/billing/portal');
      window.location.assign(url);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The billing page could not be opened. Please try again.', 'error');
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} onClick={open} disabled={busy} data-testid="manage-subscription">
      {busy ? 'Opening…' : 'Manage subscription'}
    </button>
  );
}
