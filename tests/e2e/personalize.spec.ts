/**
 * /personalize in Debian Chromium with a fake microphone
 * that plays real espeak-ng speech: record, review, confirm and upload a voice sample; upload
 * and delete a character photo; the quota warning at capacity; the microphone error alert.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../src/server/media/ffmpeg.ts';
import { ESPEAK_SAMPLE_RATE, synthesize } from '../../src/server/providers/narrator/builtin/espeak-engine.ts';
import { expect, test } from './fixtures.ts';
import { signInViaUi, signUpViaApi, type E2eUser } from './helpers/auth.ts';
import { islandsHydrated } from './helpers/islands.ts';
import config from '../../playwright.config.ts';
import { voiceConsentFields } from '../../src/shared/voice-consent.ts';

const WORK = path.resolve('tmp/e2e-personalize');
const MIC_WAV = path.join(WORK, 'fake-mic.wav');
const SCREENS = path.join(WORK, 'screens');

const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`],
  },
});

/** Mono float PCM of bedtime speech, `seconds` long (sentences repeated with breaths). */
async function speechPcm(seconds: number): Promise<Buffer> {
  const once = await synthesize('Once upon a time, a little fox lived at the edge of a quiet forest. Every night the moon told him a story.', {
    voice: 'en-us+f3',
    speed: 150,
    pitch: 55,
  });
  const out = new Float32Array(Math.round(seconds * ESPEAK_SAMPLE_RATE));
  const step = once.length + Math.round(0.4 * ESPEAK_SAMPLE_RATE);
  for (let at = 0; at < out.length; at += step) out.set(once.subarray(0, Math.min(once.length, out.length - at)), at);
  return Buffer.from(out.buffer);
}

async function wav(seconds: number, file: string): Promise<void> {
  await runFfmpeg(
    ['-v', 'error', '-f', 'f32le', '-ar', String(ESPEAK_SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0', '-ar', '48000', '-c:a', 'pcm_s16le', '-y', file],
    await speechPcm(seconds),
  );
}

// Runs before any test asks for a browser, so the fake microphone's file exists at launch.
test.beforeAll(async () => {
  fs.mkdirSync(SCREENS, { recursive: true });
  if (!fs.existsSync(MIC_WAV)) await wav(40, MIC_WAV);
});

async function apiToken(baseURL: string, user: E2eUser): Promise<string> {
  const res = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function apiUpload(
  baseURL: string,
  token: string,
  pathname: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string },
): Promise<number> {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(baseURL + pathname, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

test('records with the microphone, reviews at half volume, confirms and uploads a voice sample with progress', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/personalize');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Personalize Your Stories' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Voice Personalization/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No voice samples yet.')).toBeVisible();

  const recorder = page.locator('[data-recorder-state]');
  await expect(recorder).toHaveAttribute('data-recorder-state', 'idle');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENS, 'voice-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The passage to read follows the language chosen for the sample; the recorder's buttons
  // stay in the page's language. Back to English afterwards.
  await page.getByRole('main').getByLabel('Language').selectOption('de');
  await expect(recorder.locator('blockquote')).toHaveAttribute('lang', 'de');
  await expect(recorder.locator('blockquote')).toContainText('Es war einmal');
  await expect(recorder.getByRole('button', { name: /Start Recording/ })).toBeVisible();
  await page.getByRole('main').getByLabel('Language').selectOption('en');
  await expect(recorder.locator('blockquote')).toContainText('Once upon a time');

  // Back from the countdown resets to idle.
  await recorder.getByRole('button', { name: /Start Recording/ }).click();
  await expect(recorder).toHaveAttribute('data-recorder-state', 'countdown');
  await expect(page.getByTestId('countdown')).toHaveText('3');
  await recorder.getByRole('button', { name: 'Cancel recording' }).click();
  await expect(recorder).toHaveAttribute('data-recorder-state', 'idle');

  // Countdown 3..0, then recording that stops by itself at 30 s.
  await recorder.getByRole('button', { name: /Start Recording/ }).click();
  await expect(page.getByTestId('countdown')).toHaveText('2', { timeout: 3_000 });
  await expect(recorder).toHaveAttribute('data-recorder-state', 'recording', { timeout: 5_000 });
  await expect(recorder.getByRole('button', { name: /Stop/ })).toBeDisabled();
  await expect(page.getByTestId('recording-seconds')).toHaveText(/^([5-9]|1\d)s \/ 30s$/, { timeout: 12_000 });
  await expect(recorder).toHaveAttribute('data-recorder-state', 'review', { timeout: 35_000 });

  const review = page.getByTestId('review-audio');
  await expect.poll(() => review.evaluate((a: HTMLAudioElement) => a.volume)).toBe(0.5);
  await recorder.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByTestId('voice-file-drop')).toContainText(/recording-.*\.webm/);

  await page.getByLabel('Name').fill('Mom at bedtime');
  await expect(page.getByText('14/50 characters')).toBeVisible();

  // A slow uplink, so the percentage is visible as a parent would see it on a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
  // The recording is not sent until the parent confirms it is their own voice.
  await expect(page.getByRole('button', { name: 'Upload Voice Sample' })).toBeDisabled();
  await page.getByTestId('voice-consent').check();
  await page.getByRole('button', { name: 'Upload Voice Sample' }).click();
  await expect(page.getByTestId('upload-progress')).toHaveText(/^\d{1,2}%$/);
  await expect(page.getByText('Voice sample uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const item = page.getByTestId('voice-sample-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Mom at bedtime');
  const seconds = Number(/(\d+\.\d) s/.exec((await item.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(29);
  expect(seconds).toBeLessThanOrEqual(30.3);
  // The form was reset.
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.screenshot({ path: path.join(SCREENS, 'voice-desktop.png'), fullPage: true });

  // Delete with the inline confirmation.
  await item.getByRole('button', { name: 'Delete voice sample Mom at bedtime' }).click();
  await item.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Voice sample deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('voice-sample-item')).toHaveCount(0);
});

test('a microphone failure shows the microphone alert and returns to idle', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/personalize');
  await islandsHydrated(page);
  const alerts: string[] = [];
  // Accept from the handler: a pending alert blocks the page, and with it the click.
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: /Start Recording/ }).click();
  await expect.poll(() => alerts).toEqual(['alert: Microphone permission denied or other error occurred.']);
  await expect(page.locator('[data-recorder-state]')).toHaveAttribute('data-recorder-state', 'idle');
});

test('uploads a character photo, shows it with its icons, and deletes it', async ({ page, baseURL }) => {
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/personalize');
  await islandsHydrated(page);
  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  await expect(page.getByText('No characters yet.')).toBeVisible();

  // An unsupported file is refused before any upload, in the red box.
  await page.locator('#character-file').setInputFiles({ name: 'kid.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('upload-error')).toHaveText('Unsupported file format. Please use one of: jpeg, jpg, png, webp, svg');

  // A server refusal also lands in the red box: a photo under 500x500.
  const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#88aaff' } })
    .png()
    .toBuffer();
  await page.getByLabel('Name').fill('Mia');
  await page.locator('#character-file').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small });
  await page.getByRole('button', { name: 'Upload Character' }).click();
  await expect(page.getByTestId('upload-error')).toHaveText('The photo is too small (400x300). Please use a photo of at least 500 by 500 pixels.');

  const photo = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#f6b26b' } })
    .jpeg()
    .toBuffer();
  await page.locator('#character-file').setInputFiles({ name: 'mia.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Gender (optional)').selectOption('female');
  await page.getByLabel('Age (optional)').fill('5');
  await page.getByLabel('Description (optional)').fill('Curly red hair, loves dinosaurs and her yellow raincoat');
  await expect(page.getByText('55/200 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Character' }).click();
  await expect(page.getByText('Character photo uploaded successfully!')).toBeVisible();
  await expect(page.getByTestId('upload-error')).toHaveCount(0);

  const item = page.getByTestId('character-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Mia');
  await expect(item).toContainText('5y');
  await expect(item.getByLabel('Gender: Female')).toBeVisible();
  await expect(item).toContainText('Human');
  const img = item.getByRole('img', { name: 'Photo of Mia' });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(SCREENS, 'characters-desktop.png'), fullPage: true });

  await item.getByRole('button', { name: 'Delete character Mia' }).click();
  await expect(item.getByRole('group', { name: 'Confirm deleting character Mia' })).toBeVisible();
  await item.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('character-item')).toHaveCount(1);
  await item.getByRole('button', { name: 'Delete character Mia' }).click();
  await item.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Character photo deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('character-item')).toHaveCount(0);
});

test('at capacity the forms give way to the quota warnings', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const user = await signUpViaApi(baseURL!);
  const token = await apiToken(baseURL!, user);
  const usage = (await (await fetch(`${baseURL}/v1/me/usage`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    resource: string;
    initial: number;
  }[];
  const imageCapacity = usage.find((u) => u.resource === 'IMAGE_SAMPLE')!.initial;
  const voiceCapacity = usage.find((u) => u.resource === 'VOICE_SAMPLE')!.initial;
  for (let i = 0; i < imageCapacity; i++)
    expect(await apiUpload(baseURL!, token, '/v1/me/characters', { name: `Kid ${i + 1}`, kind: 'animal', age: String(i) })).toBe(201);
  const sample = path.join(WORK, 'voice-22s.wav');
  if (!fs.existsSync(sample)) await wav(22, sample);
  for (let i = 0; i < voiceCapacity; i++) {
    expect(
      await apiUpload(
        baseURL!,
        token,
        '/v1/me/voice-samples',
        { name: `Voice ${i + 1}`, language: 'en', ...voiceConsentFields('en') },
        { bytes: fs.readFileSync(sample), name: 'v.wav' },
      ),
    ).toBe(201);
  }

  await signInViaUi(page, user, '/personalize');
  await islandsHydrated(page);
  await expect(page.getByTestId('voice-sample-item')).toHaveCount(voiceCapacity);
  await expect(page.getByTestId('quota-warning')).toHaveText(
    "You've reached your global voice sample upload. You need to delete some voice samples to upload new ones.",
  );
  await expect(page.getByRole('button', { name: 'Upload Voice Sample' })).toHaveCount(0);
  await expect(page.locator('[data-recorder-state]')).toHaveCount(0);

  await page.getByRole('tab', { name: /Character Personalization/ }).click();
  await expect(page.getByTestId('character-item')).toHaveCount(imageCapacity);
  await expect(page.getByTestId('quota-warning')).toHaveText(
    "You've reached your global character photo upload limit. You need to delete some of your characters to upload more.",
  );
  await expect(page.getByRole('button', { name: 'Upload Character' })).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENS, 'characters-full-desktop.png'), fullPage: true });

  // Deleting one gives the form back.
  const first = page.getByTestId('character-item').first();
  await first.getByRole('button', { name: /^Delete character/ }).click();
  await first.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByRole('button', { name: 'Upload Character' })).toBeVisible();
  await expect(page.getByTestId('quota-warning')).toHaveCount(0);

  // Phone-sized screenshots of both tabs, for a human look.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENS, 'characters-phone.png'), fullPage: true });
  await page.getByRole('tab', { name: /Voice Personalization/ }).click();
  await page.screenshot({ path: path.join(SCREENS, 'voice-full-phone.png'), fullPage: true });
});
