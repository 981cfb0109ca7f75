-- Voice consent in the language it was shown in. The consent text is shown
-- in the parent's UI language, so the record names that language and keeps the exact words shown
-- (the catalogue's ps_consent or rd_voice_consent in that locale), next to the version.
-- Rows from before this migration keep NULL: which translation was shown then is not known.
ALTER TABLE voice_samples ADD COLUMN consent_locale text CHECK (consent_locale IS NULL OR consent_locale ~ '^[a-z]{2}$');
ALTER TABLE voice_samples ADD COLUMN consent_text text;
ALTER TABLE page_recordings ADD COLUMN consent_locale text CHECK (consent_locale IS NULL OR consent_locale ~ '^[a-z]{2}$');
ALTER TABLE page_recordings ADD COLUMN consent_text text;
