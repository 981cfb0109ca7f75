/**
 * Every error message a parent can meet in the flows (story creation, characters,
 * uploads, voice samples, credits, payments, gift codes, account, sign-in) has a translation in
 * all 13 non-English UI locales. The messages are taken from the code that throws them, so a
 * reworded English text without its catalogue entry fails here instead of silently staying English.
 */
import { describe, expect, it } from 'vitest';
import { errorKeyOf, localizeErrorMessage } from '../../src/server/i18n/error-text.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { STORY_NOT_FOUND } from '../../src/server/stories/delete-story.ts';
import { CHARACTER_REQUIRED, DUPLICATE_HERO, HERO_NOT_FOUND, TOO_MANY_HEROES } from '../../src/server/stories/create-story.ts';
import { SAFETY_CHECK_UNAVAILABLE, UNSAFE_PROTECT, UNSAFE_REQUEST, UNSAFE_SELF_HARM } from '../../src/server/stories/story-wishes.ts';
import { SAFETY_CHECK_FAILED } from '../../src/server/pipeline/steps/moderate-text.ts';
import { ALREADY_CONTINUED, NOT_FINISHED } from '../../src/server/stories/continue-story.ts';
import { STORY_LIMIT_MESSAGE } from '../../src/server/credits/ledger.ts';
import { NAME_REFUSED, NAME_REFUSED_FIGURE, NAME_REFUSED_RUDE } from '../../src/server/storycraft/wishes/names.ts';
import { VOICE_CONSENT_REQUIRED_MESSAGE } from '../../src/shared/voice-consent.ts';
import { NO_VOICE_HEARD } from '../../src/server/recordings/page-recordings.ts';
import { PAYLOAD_TOO_LARGE_MESSAGE } from '../../src/server/http/body-limits.ts';
import { GIFT_CODE_INVALID_MESSAGE, GIFT_CODE_USED_MESSAGE } from '../../src/server/commerce/gift-codes.ts';
import { CHECKOUT_FAILED_MESSAGE, PLAN_UNAVAILABLE_MESSAGE, TEST_CHECKOUT_DISABLED_MESSAGE } from '../../src/server/commerce/checkout.ts';
import { NO_BILLING_ACCOUNT_MESSAGE, PORTAL_FAILED_MESSAGE } from '../../src/server/commerce/open-billing-portal.ts';
import {
  DELETE_CONFIRMATION_MISSING,
  DELETE_EMAIL_MISMATCH,
  DELETE_PASSWORD_UNAVAILABLE,
  DELETE_PASSWORD_WRONG,
} from '../../src/server/account/request-account-deletion.ts';
import { QUOTA_MESSAGES } from '../../src/server/samples/quota.ts';
import * as upload from '../../src/server/media/upload-errors.ts';
import { checkPasswordStrength } from '../../src/server/identity/builtin/passwords.ts';
import { emailErrors } from '../../src/server/identity/builtin/email-flows.ts';
import { errors } from '../../src/server/identity/builtin/gotrue-error.ts';
import { EXPORT_NEEDS_AUDIO, EXPORT_NEEDS_MEDIA, EXPORT_STORY_FAILED, EXPORT_STORY_NOT_READY } from '../../src/server/exports/create-export.ts';
import { EXPORT_NOT_FOUND } from '../../src/server/exports/read-export.ts';
import { EXPORT_LINK_EXPIRED, EXPORT_LINK_INVALID } from '../../src/server/account/export-link.ts';
import { SHARE_LIMIT_REACHED, SHARE_LINK_NOT_FOUND, SHARE_NOT_FOUND, SHARE_STORY_NOT_READY } from '../../src/server/shares/shares.ts';
import { PAGE_NOT_FOUND } from '../../src/server/recordings/page-recordings.ts';
import { controlCharactersMessage } from '../../src/server/validation.ts';
import { assertSafeJson } from '../../src/server/http/input-guard.ts';
import { ZFeedbackIn } from '../../src/server/feedback/submit-feedback.ts';
import { ACCOUNT_RATE_LIMITED } from '../../src/server/http/rate-limit.ts';
import { PICTURES_BUSY, UPLOADS_IN_PROGRESS } from '../../src/server/media/media-pool.ts';

/** The message an input check throws for `value`. */
const thrown = (check: () => unknown): string => {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error thrown');
};
let deep: unknown = 'x';
for (let i = 0; i < 40; i++) deep = [deep];
const feedbackIssues = (input: unknown) => ZFeedbackIn.safeParse(input).error!.issues.map((i) => i.message);

const FROM_CODE: string[] = [
  STORY_NOT_FOUND,
  CHARACTER_REQUIRED,
  DUPLICATE_HERO,
  HERO_NOT_FOUND,
  TOO_MANY_HEROES,
  UNSAFE_REQUEST,
  ALREADY_CONTINUED,
  NOT_FINISHED,
  STORY_LIMIT_MESSAGE,
  NAME_REFUSED,
  NAME_REFUSED_RUDE,
  NAME_REFUSED_FIGURE,
  UNSAFE_SELF_HARM,
  UNSAFE_PROTECT,
  SAFETY_CHECK_UNAVAILABLE,
  SAFETY_CHECK_FAILED,
  VOICE_CONSENT_REQUIRED_MESSAGE,
  NO_VOICE_HEARD,
  PAYLOAD_TOO_LARGE_MESSAGE,
  GIFT_CODE_INVALID_MESSAGE,
  GIFT_CODE_USED_MESSAGE,
  CHECKOUT_FAILED_MESSAGE,
  PLAN_UNAVAILABLE_MESSAGE,
  TEST_CHECKOUT_DISABLED_MESSAGE,
  NO_BILLING_ACCOUNT_MESSAGE,
  PORTAL_FAILED_MESSAGE,
  DELETE_CONFIRMATION_MISSING,
  DELETE_EMAIL_MISMATCH,
  DELETE_PASSWORD_UNAVAILABLE,
  DELETE_PASSWORD_WRONG,
  ...Object.values(QUOTA_MESSAGES),
  upload.unsupportedFormat('photo').message,
  upload.unsupportedFormat('audio').message,
  upload.fileTooLarge().message,
  upload.emptyFile().message,
  upload.photoTooSmall(320, 240).message,
  upload.photoTooManyPixels(20000, 20000).message,
  upload.svgTooComplex().message,
  upload.recordingTooShort(8.12).message,
  upload.recordingTooLong(41.5).message,
  upload.recordingTooLong(null).message,
  upload.audioUnreadable().message,
  checkPasswordStrength('short')!.message,
  ...Object.values(emailErrors)
    .map((make) => make().message)
    .filter((m) => m !== 'Verify requires a verification type'),
  EXPORT_NEEDS_AUDIO,
  EXPORT_NEEDS_MEDIA,
  EXPORT_STORY_FAILED,
  EXPORT_STORY_NOT_READY,
  EXPORT_NOT_FOUND,
  EXPORT_LINK_EXPIRED,
  EXPORT_LINK_INVALID,
  SHARE_LIMIT_REACHED,
  SHARE_LINK_NOT_FOUND,
  SHARE_NOT_FOUND,
  SHARE_STORY_NOT_READY,
  PAGE_NOT_FOUND,
  errors.invalidCredentials().message,
  errors.userExists().message,
  errors.rateLimited().message,
  errors.flowStateExpired().message,
  // Input checks a parent can meet through the forms: control characters pasted into a name, an over-long feedback.
  controlCharactersMessage('name'),
  controlCharactersMessage(),
  ACCOUNT_RATE_LIMITED,
  PICTURES_BUSY,
  UPLOADS_IN_PROGRESS,
  ...feedbackIssues({ text: 'x'.repeat(6000), category: 'c'.repeat(300), email: 'a@b.example' }),
  thrown(() => assertSafeJson(deep)),
  thrown(() => assertSafeJson(Array.from({ length: 20_000 }, () => 1))),
];

describe('API error messages in 14 languages', () => {
  it('every message thrown in the parent flows has a catalogue entry', () => {
    const missing = FROM_CODE.filter((m) => !errorKeyOf(m));
    expect(missing).toEqual([]);
  });

  it('is translated in every non-English locale, with the values kept and no English sentence left', () => {
    for (const message of FROM_CODE) {
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const said = localizeErrorMessage(message, locale);
        expect(said, `${locale}: ${message}`).not.toBe(message);
        for (const number of message.match(/\d+(\.\d+)?/g) ?? []) expect(said, `${locale}: ${message}`).toContain(number);
      }
    }
  });

  it('leaves English byte for byte, and an unknown message as it is', () => {
    for (const message of FROM_CODE) expect(localizeErrorMessage(message, 'en')).toBe(message);
    expect(localizeErrorMessage('Something nobody translated.', 'es')).toBe('Something nobody translated.');
    expect(localizeErrorMessage('', 'es')).toBe('');
  });

  it('tells the voice-sample lengths apart ("over 30 seconds" vs a measured length)', () => {
    expect(localizeErrorMessage(upload.recordingTooLong(null).message, 'de')).toMatch(/^Die Aufnahme ist zu lang \(über \d+ Sekunden\)/);
    expect(localizeErrorMessage(upload.recordingTooLong(41.5).message, 'de')).toMatch(/^Die Aufnahme ist zu lang \(41\.5 Sekunden\)/);
    expect(localizeErrorMessage(upload.unsupportedFormat('audio').message, 'fr')).toMatch(
      /^Format de fichier non pris en charge\. Utilisez l’un de ceux-ci : .*mp3/,
    );
  });
});
