/**
 * The feedback modal: opened from
 * the floating button, e-mail prefilled and locked when signed in, all fields required, closes
 * 1.5 s after success; a tap before the page's behaviour has started is not lost.
 */
import { signUpAndSignIn } from './helpers/auth.ts';
import { expect, test } from './fixtures.ts';

test.describe('feedback modal', () => {
  test('a visitor sends feedback; the modal confirms and closes itself', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Share your feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Email');
    await expect(email).toBeEditable();
    await expect(email).toHaveValue('');
    const send = dialog.getByRole('button', { name: 'Send Feedback' });
    await expect(send).toBeDisabled();
    await email.fill('visitor@example.com');
    await dialog.getByLabel('Category').selectOption('Feature Request');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Your feedback').fill('Please add a story about dinosaurs.');

    const request = page.waitForRequest('**/v1/feedback');
    const response = page.waitForResponse('**/v1/feedback');
    await send.click();
    expect((await request).postDataJSON()).toEqual({ text: 'Please add a story about dinosaurs.', category: 'Feature Request', email: 'visitor@example.com' });
    expect((await response).status()).toBe(201);
    await expect(dialog.getByRole('status')).toHaveText('Feedback submitted successfully!');
    await expect(page.locator('#toast-area')).toContainText('Feedback submitted successfully!');
    await expect(dialog.getByLabel('Your feedback')).toHaveValue('');
    const sentAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    expect(Date.now() - sentAt).toBeLessThan(3500);
  });

  test('a tap before the page has loaded its behaviour still opens the modal', async ({ page }) => {
    // The site's behaviour (src/lib/site/index.ts) starts after the load event; on a slow phone
    // a parent can tap first. Its code is held back here so the tap surely comes first.
    await page.route('**/_astro/site.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/terms', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Share your feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible();
    // Once, not twice: the remembered tap is replayed a single time.
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('signed in: the e-mail is prefilled and locked', async ({ page, baseURL }) => {
    const user = await signUpAndSignIn(page, { baseURL });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Share your feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
    await expect(dialog.getByLabel('Email')).toBeDisabled();
    await dialog.getByLabel('Category').selectOption('Story Quality');
    await dialog.getByLabel('Your feedback').fill('The dragon story was lovely.');
    const request = page.waitForRequest('**/v1/feedback');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    expect((await request).postDataJSON()).toMatchObject({ email: user.email, category: 'Story Quality' });
    await expect(dialog).toBeHidden({ timeout: 4000 });
  });

  test.describe('when sending fails', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test('shows the failure text and keeps the modal open with the text', async ({ page }) => {
      await page.route('**/v1/feedback', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
      await page.goto('/');
      await page.getByRole('button', { name: 'Share your feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
      await dialog.getByLabel('Email').fill('visitor@example.com');
      await dialog.getByLabel('Category').selectOption('Bug Report');
      await dialog.getByLabel('Your feedback').fill('Something broke');
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Failed to submit feedback. Please try again.');
      await page.waitForTimeout(2000);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Your feedback')).toHaveValue('Something broke');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
});
