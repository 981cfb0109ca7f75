/**
 * Consent before a voice is used, in the browser: a chosen recording cannot be
 * uploaded until the parent ticks that it is their own voice and agrees to its use for
 * narration; the tick is asked again for the next sample; the consent text links to the
 * privacy page's section on voices, which says where they are kept and how deletion reaches vendors.
 * A parent who agrees on the German page has the German words on record, as their
 * data download shows.
 */
import { VOICE_CONSENT_TEXT } from '../../src/shared/voice-consent.ts';
import { exportedJson } from '../helpers/unzip.ts';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';
import { islandsHydrated } from './helpers/islands.ts';
import { speechWav } from '../helpers/speech-wav.ts';

test('a voice sample is uploaded only after the parent confirms it is their own voice', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const wav = await speechWav(22);
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/personalize');
  await islandsHydrated(page);

  await page.getByLabel('Name').fill('Mom reading');
  await page.locator('#voice-file').setInputFiles({ name: 'mom.wav', mimeType: 'audio/wav', buffer: wav });
  const upload = page.getByRole('button', { name: 'Upload Voice Sample' });
  const consent = page.getByTestId('voice-consent');
  await expect(page.getByText(VOICE_CONSENT_TEXT)).toBeVisible();
  await expect(consent).not.toBeChecked();
  await expect(upload).toBeDisabled();

  await consent.check();
  await expect(upload).toBeEnabled();
  await page.screenshot({ path: path.resolve('tmp/e2e-voice-consent.png'), fullPage: true });
  await upload.click();
  await expect(page.getByText('Voice sample uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('voice-sample-item')).toHaveCount(1);

  // The next sample needs its own consent.
  await expect(consent).not.toBeChecked();
  await page.getByLabel('Name').fill('Mom again');
  await page.locator('#voice-file').setInputFiles({ name: 'mom.wav', mimeType: 'audio/wav', buffer: wav });
  await expect(upload).toBeDisabled();

  // The link explains how voices are kept and deleted.
  const privacyHref = await page.getByRole('link', { name: 'How we keep and delete voices' }).getAttribute('href');
  await page.goto(privacyHref!);
  await expect(page.locator('#voice-recordings')).toBeVisible();
  await expect(page.getByText(/ElevenLabs/).first()).toBeVisible();
  await page.locator('#voice-recordings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.resolve('tmp/e2e-privacy-voices.png') });
});

test('a consent given on the German page is on record in German', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const german = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as Record<string, string>;
  const wav = await speechWav(22);
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/de/personalize');
  await islandsHydrated(page);

  await page.getByLabel(german.ps_name!).fill('Mama');
  await page.locator('#voice-file').setInputFiles({ name: 'mama.wav', mimeType: 'audio/wav', buffer: wav });
  await expect(page.getByText(german.ps_consent!)).toBeVisible();
  await page.getByTestId('voice-consent').check();
  await page.getByRole('button', { name: german.ps_voice_submit }).click();
  await expect(page.getByText(german.ps_voice_success!)).toBeVisible({ timeout: 30_000 });

  // What the server keeps, as the parent's own data download shows it.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const link = await fetch(`${baseURL}/v1/account/export`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(link.status).toBe(200);
  const zip = await fetch(((await link.json()) as { url: string }).url);
  const files = await exportedJson(Readable.from(Buffer.from(await zip.arrayBuffer())));
  const voices = files.get('voice-samples/voice-samples.json') as Array<Record<string, unknown>>;
  expect(voices).toHaveLength(1);
  expect(voices[0]).toMatchObject({ name: 'Mama', consentLocale: 'de', consentText: german.ps_consent });
});
