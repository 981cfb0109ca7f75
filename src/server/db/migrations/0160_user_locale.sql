-- The parent's interface language, remembered for e-mails (confirmation, password
-- reset, e-mail change, "you already have an account"). One of the 14 UI locale codes
-- (src/i18n/locales.ts); null = never seen (e-mails then go out in the request's language or English).
-- Set at sign-up from the page's language and updated by the parent's signed-in API calls.
ALTER TABLE auth_users ADD COLUMN locale text CHECK (locale IS NULL OR locale ~ '^[a-z]{2}$');
