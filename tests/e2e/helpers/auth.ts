/**
 * Browser sign-in helpers for Playwright tests. `signUpAndSignIn(page)` makes a fresh account
 * through the API and signs in through the real /login form, leaving the page on `redirectTo`
 * (default /stories) with the session stored the way the site keeps it.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../../playwright.config.ts';

export interface E2eUser {
  email: string;
  password: string;
}

export const newEmail = (prefix = 'parent') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
export const newPassword = () => `Moon-${randomBytes(6).toString('hex')}-Stars`;

/** Creates an account through the built-in identity service (no browser). */
export async function signUpViaApi(baseURL: string, email = newEmail(), password = newPassword()): Promise<E2eUser> {
  const res = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { email, password };
}

/** Signs in through /login and waits for the page it leads to (`redirectTo`, else /stories). */
export async function signInViaUi(page: Page, user: E2eUser, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const target = redirectTo ?? '/stories';
  await page.waitForURL((url) => url.pathname + url.search === target);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
}

/** A fresh account, signed in; returns its credentials. */
export async function signUpAndSignIn(page: Page, options: { baseURL?: string; redirectTo?: string } = {}): Promise<E2eUser> {
  const base = options.baseURL ?? new URL(page.url() === 'about:blank' ? E2E_BASE_URL : page.url()).origin;
  const user = await signUpViaApi(base);
  await signInViaUi(page, user, options.redirectTo);
  return user;
}
