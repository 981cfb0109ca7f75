/**
 * Consent before a voice is used (issue 17.7). The parent confirms, for every voice sample they
 * upload or record, that it is their own voice and that they agree to its use for narration.
 * The upload form sends `consent=<VOICE_CONSENT_VERSION>`; the server stores the time and this
 * version with the sample and refuses an upload without it. Change the version whenever the
 * text changes, so every stored consent names the words the parent agreed to.
 */

/** Version of the consent text below (a date). */
export const VOICE_CONSENT_VERSION = '2026-11-23';

/** The words the parent agrees to, shown next to the checkbox. */
export const VOICE_CONSENT_TEXT =
  'This is my own voice, and I agree that Bedtime Hero uses this recording to narrate my stories (including, if enabled, sending it to our voice partner to create a narration voice). I can delete it at any time.';

/** Refusal when the consent is missing or names an older text. */
export const VOICE_CONSENT_REQUIRED_MESSAGE =
  'Please confirm that this is your own voice and that you agree to its use for narration.';

/** Multipart field carrying the consent. */
export const VOICE_CONSENT_FIELD = 'consent';
