/**
 * Reads the voice consent of an upload: the version of the consent text
 * and the UI locale its words were shown in. Both are checked against what the product knows
 * (the current VOICE_CONSENT_VERSION, the 14 UI locales); the words themselves are taken from
 * the message catalogue on the server, never from the request, so a stored consent holds the
 * exact text the page showed in that language.
 */
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { AppError } from '../errors.ts';
import { serverMessage } from '../i18n/server-messages.ts';
import {
  VOICE_CONSENT_FIELD,
  VOICE_CONSENT_LOCALE_FIELD,
  VOICE_CONSENT_MESSAGES,
  VOICE_CONSENT_REQUIRED_MESSAGE,
  VOICE_CONSENT_VERSION,
  type VoiceConsentPlace,
} from '../../shared/voice-consent.ts';

/** A consent as stored with a voice sample or a page recording. */
export interface VoiceConsent {
  version: string;
  locale: Locale;
  /** The consent words shown to the parent, in `locale`. */
  text: string;
}

/** The consent words shown at `place` in `locale` (the catalogue's text). */
export function voiceConsentText(place: VoiceConsentPlace, locale: Locale): string {
  return serverMessage(VOICE_CONSENT_MESSAGES[place], locale);
}

/**
 * The consent carried by an upload's form fields.
 * @throws AppError validation_failed with VOICE_CONSENT_REQUIRED_MESSAGE when the version is not
 *   the current one or the locale is missing or not one of the UI locales (nothing is stored then).
 */
export function readVoiceConsent(fields: Record<string, string>, place: VoiceConsentPlace): VoiceConsent {
  const locale = fields[VOICE_CONSENT_LOCALE_FIELD];
  if (fields[VOICE_CONSENT_FIELD] !== VOICE_CONSENT_VERSION || !isLocale(locale)) {
    throw new AppError('validation_failed', VOICE_CONSENT_REQUIRED_MESSAGE);
  }
  return { version: VOICE_CONSENT_VERSION, locale, text: voiceConsentText(place, locale) };
}
