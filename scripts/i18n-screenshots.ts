/**
 * Phone-width screenshots of pages in several UI languages, to look at (layout, RTL,
 * line breaking, fonts). Against a running server: `npx tsx scripts/i18n-screenshots.ts
 * http://127.0.0.1:4467 out-dir`. Signs up a throwaway parent for the signed-in pages. Writes
 * `<locale>-<page>.png` (390 × 844, full page).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] ?? 'http://127.0.0.1:4467').replace(/\/+$/, '');
const OUT = process.argv[3] ?? 'tmp/i18n-screens';
const LOCALES = (process.env.LOCALES ?? 'ar,ja,de').split(',');
const PUBLIC = ['', '/pricing'];
const PRIVATE = ['/create-story'];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await context.newPage();
const shot = async (locale: string, path: string) => {
  await page.goto(`${BASE}/${locale}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const file = join(OUT, `${locale}-${path.replace(/\//g, '') || 'home'}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
};
for (const l of LOCALES) for (const p of PUBLIC) await shot(l, p);
// A throwaway parent for the signed-in pages.
const email = `shots-${Date.now()}@example.com`;
const password = 'Moon-screens-Stars-42';
await fetch(`${BASE}/auth/v1/signup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
await page.goto(`${BASE}/login`);
await page.locator('#login-email').fill(email);
await page.locator('#login-password').fill(password);
await page.locator('form button[type="submit"]').click();
await page.waitForFunction(() => Boolean(localStorage.getItem('authToken')));
for (const l of LOCALES) for (const p of PRIVATE) await shot(l, p);
await browser.close();
