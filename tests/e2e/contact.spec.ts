/**
 * /contact: required fields gate the
 * button, 'Sending...', success text and reset after 3 s, failure text with the contact address.
 */
import { expect, test } from './fixtures.ts';

test.describe('contact form', () => {
  test('sends the message as feedback, thanks the visitor and clears the form after 3 s', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Name *').fill('Sam Parent');
    await page.getByLabel('Email *').fill('sam@example.com');
    await expect(send).toBeDisabled();
    await page.getByLabel('Message *').fill('   ');
    await expect(send).toBeDisabled();
    await page.getByLabel('Message *').fill('Can I print a story for grandma?');
    await expect(send).toBeEnabled();

    // Hold the request a moment so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/v1/feedback', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/v1/feedback');
    const response = page.waitForResponse('**/v1/feedback');
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect((await request).postDataJSON()).toEqual({
      text: 'Name: Sam Parent\nCan I print a story for grandma?',
      category: 'CONTACT EMAIL: No Subject',
      email: 'sam@example.com',
    });
    expect((await response).status()).toBe(201);

    await expect(page.getByText('Your message has been sent successfully! We will get back to you shortly.')).toBeVisible();
    // Still filled right after success, cleared 3 s later.
    await expect(page.getByLabel('Name *')).toHaveValue('Sam Parent');
    await expect(page.getByLabel('Name *')).toHaveValue('', { timeout: 5000 });
    await expect(page.getByLabel('Email *')).toHaveValue('');
    await expect(page.getByLabel('Message *')).toHaveValue('');
    await expect(send).toBeDisabled();
  });

  test('puts the subject in the category', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name *').fill('Ana');
    await page.getByLabel('Email *').fill('ana@example.com');
    await page.getByLabel('Subject').fill('Billing question');
    await page.getByLabel('Message *').fill('Was I charged twice?');
    const request = page.waitForRequest('**/v1/feedback');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON()).toMatchObject({ category: 'CONTACT EMAIL: Billing question', text: 'Name: Ana\nWas I charged twice?' });
    await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  });

  test.describe('when sending fails', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test('tells the visitor to try again or write to the contact address, and keeps the text', async ({ page }) => {
      await page.route('**/v1/feedback', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","code":"internal"}' }),
      );
      await page.goto('/contact');
      await page.getByLabel('Name *').fill('Sam');
      await page.getByLabel('Email *').fill('sam@example.com');
      await page.getByLabel('Message *').fill('Hello there');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await expect(alert).toHaveText('Something went wrong. Please try again or email us directly at hello@bedtimehero.app');
      await expect(alert.getByRole('link', { name: 'hello@bedtimehero.app' })).toHaveAttribute('href', 'mailto:hello@bedtimehero.app');
      await expect(page.getByLabel('Message *')).toHaveValue('Hello there');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  });
});
