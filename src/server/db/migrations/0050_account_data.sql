-- Account data: voice consent, deletion requests, payment customers,
-- purchases that outlive their account (anonymised), and credit clawbacks on refunds/disputes.

-- 17.7: a voice sample is kept only with the parent's consent, stored with the time and the
-- version of the consent text they agreed to.
ALTER TABLE voice_samples ADD COLUMN consent_given_at timestamptz;
ALTER TABLE voice_samples ADD COLUMN consent_version text;

-- 17.5: accounting law keeps what was paid; the purchase row survives its account with no owner.
ALTER TABLE purchases ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE purchases DROP CONSTRAINT purchases_user_id_fkey;
ALTER TABLE purchases ADD CONSTRAINT purchases_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE purchases DROP CONSTRAINT purchases_subscription_id_fkey;
ALTER TABLE purchases ADD CONSTRAINT purchases_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES subscriptions(id) ON DELETE SET NULL;
ALTER TABLE credit_grants DROP CONSTRAINT credit_grants_purchase_id_fkey;
ALTER TABLE credit_grants ADD CONSTRAINT credit_grants_purchase_id_fkey FOREIGN KEY (purchase_id) REFERENCES purchases(id) ON DELETE CASCADE;
-- 17.6: the provider's payment (Stripe PaymentIntent) a refund or dispute names.
ALTER TABLE purchases ADD COLUMN payment_intent_id text;
CREATE INDEX purchases_payment_intent ON purchases (payment_intent_id) WHERE payment_intent_id IS NOT NULL;

-- 17.6: the payment provider's customer of a user (portal sessions, deletion).
CREATE TABLE payment_customers (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  external_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, external_id)
);

-- 17.6: credits taken back from a purchase (refund, dispute): the ledger's negative entries.
CREATE TABLE credit_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grant_id uuid NOT NULL REFERENCES credit_grants(id) ON DELETE CASCADE,
  purchase_id uuid REFERENCES purchases(id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('refund', 'dispute')),
  quantity_removed integer NOT NULL CHECK (quantity_removed >= 0),
  event_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, grant_id)
);

-- 17.5: one deletion per account. While it runs, user_id names the account; when it is done
-- only subject_hash (sha256 of the user id) stays, so a still-valid access token is refused.
CREATE TABLE account_deletions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject_hash text NOT NULL UNIQUE,
  user_id uuid,
  story_ids uuid[] NOT NULL DEFAULT '{}',
  steps_done text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'done')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
