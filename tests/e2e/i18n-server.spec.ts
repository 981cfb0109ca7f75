/**
 * Server-side texts in the browser: the site's API client sends the page's language,
 * so an error the server answers (an unknown gift code) is shown in Spanish on /es/pricing and in
 * Arabic on /ar/pricing, while /pricing keeps the English words. The e-mails are looked at
 * too: the rendered Spanish and Arabic confirmation opened in Chromium (screenshots in tmp/).
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInViaUi, signUpViaApi } from './helpers/auth.ts';
import { renderEmail } from '../../src/server/mail/templates.ts';

const catalogue = (l: string): Record<string, string> => JSON.parse(fs.readFileSync(`messages/${l}.json`, 'utf8'));

async function tryGiftCode(page: Page, lang: 'en' | 'es' | 'ar'): Promise<string> {
  const t = catalogue(lang);
  await page.goto(lang === 'en' ? '/pricing' : `/${lang}/pricing`);
  await page.getByRole('textbox', { name: t.pr_gift_label }).fill('BH-NOPE-NOPE-NOPE-NOPE');
  await page.getByRole('button', { name: t.pr_redeem, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.pr_redeem_title });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();
  await dialog.getByRole('button', { name: t.pr_accept_redeem }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toBeVisible();
  return (await alert.textContent())!.trim();
}

test('an API error is shown in the page language (es, ar) and in the product words in English', async ({ page, baseURL }) => {
  const user = await signUpViaApi(baseURL!);
  await signInViaUi(page, user, '/pricing');
  fs.mkdirSync('tmp/e2e-i18n-server', { recursive: true });

  expect(await tryGiftCode(page, 'es')).toBe(catalogue('es').err_gift_code_invalid);
  await page.screenshot({ path: 'tmp/e2e-i18n-server/gift-error-es.png' });
  expect(await tryGiftCode(page, 'ar')).toBe(catalogue('ar').err_gift_code_invalid);
  await page.screenshot({ path: 'tmp/e2e-i18n-server/gift-error-ar.png' });
  expect(await tryGiftCode(page, 'en')).toBe("This gift code isn't valid. Please check it and try again.");
});

test('the confirmation e-mail in Spanish and Arabic, as a mail client shows it', async ({ page }) => {
  fs.mkdirSync('tmp/e2e-i18n-server', { recursive: true });
  for (const locale of ['es', 'ar'] as const) {
    const mail = renderEmail('confirmSignup', {
      email: 'parent@example.com',
      actionUrl: 'https://bedtimehero.example/auth/v1/verify?token=abc&type=signup',
      locale,
    });
    await page.setContent(mail.html);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue(locale).mail_confirm_heading);
    await expect(page.getByRole('link', { name: catalogue(locale).mail_confirm_action })).toHaveAttribute(
      'href',
      'https://bedtimehero.example/auth/v1/verify?token=abc&type=signup',
    );
    await page.screenshot({ path: `tmp/e2e-i18n-server/mail-confirm-${locale}.png`, fullPage: true });
  }
});
