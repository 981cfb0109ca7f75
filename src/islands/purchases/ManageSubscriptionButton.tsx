/**
 * "Manage subscription": opens the payment provider's billing portal (Stripe
 * Customer Portal, or the built-in test portal) from POST /v1/billing/portal → {url}.
 */
import { useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import { notify } from '../../lib/stores/notifications.ts';

/** `labels`: the button's texts in the page's language; English when not given. */
export default function ManageSubscriptionButton({
  className = 'btn-ghost',
  labels = { busy: 'Opening…', idle: 'Manage subscription', failed: 'The billing page could not be opened. Please try again.' },
}: {
  className?: string;
  labels?: { busy: string; idle: string; failed: string };
}) {
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const { url } = await apiPost<{ url: string }>('/v1/billing/portal');
      window.location.assign(url);
    } catch (error) {
      notify(error instanceof Error ? error.message : labels.failed, 'error');
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} onClick={open} disabled={busy} data-testid="manage-subscription">
      {busy ? labels.busy : labels.idle}
    </button>
  );
}
