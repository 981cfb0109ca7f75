/**
 * Consent before a voice is used. The parent confirms, for every voice sample they
 * upload or record, that it is their own voice and that they agree to its use for narration.
 * The upload form sends `consent=<VOICE_CONSENT_VERSION>` and `consent_locale=<UI locale>` (the
 * language the words were shown in: the page's, not the voice's); the server stores the time,
 * this version, the locale and the exact words shown in that language (ps_consent on
 * /personalize, rd_voice_consent on the record page) with the sample, and refuses an upload
 * without them or with an unknown locale. Change the version whenever the English text changes,
 * so every stored consent names the words the parent agreed to.
 */

/** Version of the consent text below (a date). */
export const VOICE_CONSENT_VERSION = '2026-11-23';

/** The words the parent agrees to, shown next to the checkbox. */
export const VOICE_CONSENT_TEXT =
  'This is my own voice, and I agree that Bedtime Hero uses this recording to narrate my stories (including, if enabled, sending it to our voice partner to create a narration voice). I can delete it at any time.';

/** Refusal when the consent is missing or names an older text. */
export const VOICE_CONSENT_REQUIRED_MESSAGE = 'Please confirm that this is your own voice and that you agree to its use for narration.';

/** Multipart field carrying the consent. */
export const VOICE_CONSENT_FIELD = 'consent';

/** Multipart field naming the UI locale the consent words were shown in (one of the 14 locale codes). */
export const VOICE_CONSENT_LOCALE_FIELD = 'consent_locale';

/** Where the consent is asked; each place shows its own message (catalogue key) in the UI language. */
export const VOICE_CONSENT_MESSAGES = { voice_sample: 'ps_consent', page_recording: 'rd_voice_consent' } as const;
export type VoiceConsentPlace = keyof typeof VOICE_CONSENT_MESSAGES;

/** The consent fields of an upload whose consent words were shown in `locale` (the page's UI language). */
export function voiceConsentFields(locale: string): Record<string, string> {
  return { [VOICE_CONSENT_FIELD]: VOICE_CONSENT_VERSION, [VOICE_CONSENT_LOCALE_FIELD]: locale };
}
