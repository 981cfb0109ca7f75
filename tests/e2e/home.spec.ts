/**
 * Home page and the page head of every page:
 * calls to action signed out and in, the illustrator's pictures, head tags, noindex on private
 * pages, robots.txt and sitemap.xml.
 */
import { signUpAndSignIn } from './helpers/auth.ts';
import { expect, test } from './fixtures.ts';

test.describe('home page', () => {
  test('signed out: Start Creating Stories leads to sign-up, View Pricing to pricing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where Every Child Becomes the Hero of Their Story');
    const start = page.getByRole('link', { name: 'Start Creating Stories' });
    // Built-in identity: the custom-login flag is on, so visitors are sent to /signup.
    await expect(start).toHaveAttribute('href', '/signup?redirectTo=%2Fcreate-story');
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');

    await expect(page.getByRole('heading', { name: 'Why Parents Love Bedtime Hero' })).toBeVisible();
    for (const title of ['Personalized', 'Your Voice', 'Learn Through Adventure', 'Safe & Age-Appropriate']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    await start.click();
    await page.waitForURL('**/signup?redirectTo=%2Fcreate-story');
    await page.goto('/');
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await page.waitForURL('**/pricing');
  });

  test('signed in: Start Creating Stories leads to create-story', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, { baseURL });
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Start Creating Stories' });
    await expect(start).toHaveAttribute('href', '/create-story');
    await start.click();
    await page.waitForURL('**/create-story');
  });

  test('every picture is a real, sized illustration with a description', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('main img');
    await expect(images).toHaveCount(5);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('alt', /^[A-Z].{20,}/);
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThanOrEqual(400);
    }
    // Below the fold, the card pictures wait until they are needed.
    await expect(page.locator('main article img[loading="lazy"]')).toHaveCount(4);
  });
});

test.describe('page head', () => {
  test('public pages carry title, description, canonical, social cards and structured data', async ({ page, baseURL }) => {
    for (const [path, title] of [
      ['/', 'Bedtime Hero'],
      ['/terms', 'Terms of Service | Bedtime Hero'],
      ['/contact', 'Contact | Bedtime Hero'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
      const ld = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '');
      expect(ld['@context']).toBe('https://schema.org');
    }
    const og = await page.request.get(`${baseURL}/og-image.png`);
    expect(og.headers()['content-type']).toBe('image/png');
  });

  test('private pages are noindex; robots.txt and sitemap.xml list only public pages', async ({ page, request }) => {
    await page.goto('/stories');
    // Signed out, the protected page sends the visitor to /login; its head said noindex.
    await page.waitForURL('**/login?redirectTo=%2Fstories');
    const html = await (await request.get('/stories')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/stories$/m);
    expect(robots).toMatch(/^Disallow: \/create-story$/m);
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    for (const path of ['/', '/library', '/pricing', '/contact', '/terms', '/privacy', '/cookies'])
      expect(xml).toContain(`:${new URL(page.url()).port}${path}</loc>`);
    expect(xml).not.toMatch(/create-story|personalize|my-purchases|\/stories</);
  });

  test('legal pages show their versions and the legal constants', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Version 1.0 · 1 June 2025')).toBeVisible();
    await expect(page.locator('main')).toContainText('18 years or older');
    await expect(page.locator('main')).toContainText('the greater of €50 or the total fees you paid us in the 12 months');
    await expect(page.locator('main')).toContainText('at least 14 days before');
    await page.goto('/privacy');
    await expect(page.getByText('Version 1.2 · 1 June 2025')).toBeVisible();
    for (const text of ['within 24 hours', 'within 30 days', 'within 72 hours', '12 months', 'WebP image', 'remove all metadata']) {
      await expect(page.locator('main')).toContainText(text);
    }
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    await page.goto('/cookies');
    await expect(page.getByText('Last updated January 2024')).toBeVisible();
    await expect(page.locator('main')).toContainText('no cookie banner is needed');
  });
});
