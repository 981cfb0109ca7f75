/** Pure rules of the public site: home CTA target, contact submission, legal fill-ins, robots and sitemap. */
import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS, EMPTY_CONTACT, contactFailure, contactFeedback, contactReady } from '../../src/lib/contact.ts';
import { heroCtaTarget } from '../../src/lib/home-cta.ts';
import { activeProcessors, fillLegalHtml } from '../../src/lib/legal.ts';
import { DISALLOWED_PREFIXES, PUBLIC_PAGES, robotsTxt, sitemapXml } from '../../src/lib/seo.ts';

describe('Start Creating Stories', () => {
  it('goes to create-story when signed in, else sign-up, or login when custom login is off', () => {
    expect(heroCtaTarget(true, true)).toBe('/create-story');
    expect(heroCtaTarget(true, false)).toBe('/create-story');
    // The intent travels along so sign-up (or sign-in) continues to /create-story.
    expect(heroCtaTarget(false, true)).toBe('/signup?redirectTo=%2Fcreate-story');
    expect(heroCtaTarget(false, false)).toBe('/login?redirectTo=%2Fcreate-story');
  });
});

describe('contact submission', () => {
  const draft = { name: ' Sam ', email: ' sam@example.com ', subject: '', message: ' Hello \n there ' };

  it('is ready only with non-blank name, e-mail and message; the subject is optional', () => {
    expect(contactReady(EMPTY_CONTACT)).toBe(false);
    expect(contactReady(draft)).toBe(true);
    expect(contactReady({ ...draft, name: '  ' })).toBe(false);
    expect(contactReady({ ...draft, email: '' })).toBe(false);
    expect(contactReady({ ...draft, message: '\n' })).toBe(false);
  });

  it('becomes feedback: a name line then the message; the subject or No Subject after CONTACT EMAIL:', () => {
    expect(contactFeedback(draft)).toEqual({ text: 'Name: Sam\nHello \n there', category: 'CONTACT EMAIL: No Subject', email: 'sam@example.com' });
    expect(contactFeedback({ ...draft, subject: ' Refund ' }).category).toBe('CONTACT EMAIL: Refund');
  });

  it('uses the contact failure text with the configured address', () => {
    expect(CONTACT_SUCCESS).toBe('Your message has been sent successfully! We will get back to you shortly.');
    expect(contactFailure('help@x.nl')).toBe('Something went wrong. Please try again or email us directly at help@x.nl');
  });
});

describe('legal pages fill-ins', () => {
  it('names only the processors this installation is configured with', () => {
    expect(activeProcessors({})).toEqual([]);
    const all = activeProcessors({
      OPENAI_API_KEY: 'k',
      ELEVENLABS_API_KEY: 'e',
      STRIPE_SECRET_KEY: 's',
      SUPABASE_URL: 'https://abc.supabase.co',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-central-1',
    }).map((p) => p.name);
    expect(all).toEqual(['OpenAI', 'ElevenLabs', 'Stripe', 'Supabase', 'Google', 'Cloud storage (Amazon Web Services)']);
    // A local OpenAI-compatible server is not OpenAI.
    expect(activeProcessors({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://ollama.lan:11434/v1' }).map((p) => p.name)).toEqual([
      'The AI service at ollama.lan:11434',
    ]);
    // The key alone does not make OpenAI a processor when every job is pinned to the built-in providers.
    expect(
      activeProcessors({
        OPENAI_API_KEY: 'k',
        WRITER_PROVIDER: 'builtin',
        ILLUSTRATOR_PROVIDER: 'builtin',
        MODERATION_PROVIDER: 'builtin',
        NARRATOR_PROVIDER: 'builtin',
      }),
    ).toEqual([]);
  });

  it('puts the contact address and the processor list into the compiled page', () => {
    const html = fillLegalHtml('<p>Write to {{CONTACT_EMAIL}}.</p><p>{{PROCESSORS}}</p>', { contactEmail: 'a@b.nl', processors: [] });
    expect(html).toBe(
      '<p>Write to <a href="mailto:a@b.nl">a@b.nl</a>.</p><p>At present we use <strong>no outside processors</strong> for your content: stories, pictures and narration are made on our own servers, and your data is stored there.</p>',
    );
    const listed = fillLegalHtml('<p>{{PROCESSORS}}</p>', { contactEmail: 'a@b.nl', processors: activeProcessors({ STRIPE_SECRET_KEY: 's' }) });
    expect(listed).toMatch(/^<ul><li><strong>Stripe<\/strong> handles card payments/);
    expect(listed).not.toContain('{{');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('disallows the private pages and points at the absolute sitemap', () => {
    const txt = robotsTxt('https://bedtimehero.app/');
    for (const p of ['/stories', '/create-story', '/personalize', '/my-purchases', '/v1/']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: https://bedtimehero.app/sitemap.xml\n');
  });

  it('lists the public pages and public stories, escaped, and no private page', () => {
    const xml = sitemapXml('https://bedtimehero.app', [{ id: 'a&b', lastmod: new Date('2025-06-01T10:00:00Z') }, { id: 'c' }]);
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length + 2);
    expect(xml).toContain('<loc>https://bedtimehero.app/terms</loc>');
    expect(xml).toContain('<loc>https://bedtimehero.app/public-stories/a%26b</loc><lastmod>2025-06-01</lastmod>');
    for (const page of PUBLIC_PAGES) expect(DISALLOWED_PREFIXES.some((p) => page.path.startsWith(p))).toBe(false);
  });
});
