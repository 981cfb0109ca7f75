/**
 * What the home page promises about "your voice" follows the narrator the server runs, in every
 * UI language: the built pages (`npm run build` first) filled in as the server fills them say
 * "a narrator matched to your voice" with the built-in narrator and "a voice that sounds like
 * yours" only when ElevenLabs clones the parent's voice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillPage } from '../../src/server/http/static-pages.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const messages = (locale: string) => JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const homePage = (locale: string) => fs.readFileSync(path.resolve('dist/client', locale === 'en' ? '' : locale, 'index.html'), 'utf8');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const origin = 'http://127.0.0.1:4321';

describe('the home page says how stories are narrated', () => {
  it.each(LOCALES.map((l) => [l]))('%s: matched voice with the built-in narrator, cloned voice with ElevenLabs', (locale) => {
    if (!fs.existsSync(path.resolve('dist/client/index.html'))) throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    const m = messages(locale);
    const says = (html: string, text: string) => html.includes(text) || html.includes(escapeHtml(text));
    const builtin = fillPage(homePage(locale), { origin, env: {} });
    expect(says(builtin, m.home_lead_matched!), 'built-in wording').toBe(true);
    expect(says(builtin, m.home_lead!), 'no cloning promise').toBe(false);
    const cloning = fillPage(homePage(locale), { origin, env: { ELEVENLABS_API_KEY: 'key' } });
    expect(says(cloning, m.home_lead!), 'cloning wording').toBe(true);
    expect(says(cloning, m.home_lead_matched!)).toBe(false);
    // ElevenLabs configured but the built-in narrator chosen: the matched wording again.
    const chosen = fillPage(homePage(locale), { origin, env: { ELEVENLABS_API_KEY: 'key', NARRATOR_PROVIDER: 'builtin' } });
    expect(says(chosen, m.home_lead_matched!)).toBe(true);
    expect(builtin).not.toContain('runtime-if:voice-cloning');
  });
});

describe('the create-story form knows which narrator reads a voice sample', () => {
  // The form's hint under "Narrator voice" reads this flag from the page's site config.
  const siteConfig = (html: string) =>
    JSON.parse(/<script id="site-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { voiceCloning?: boolean };
  const page = () => fs.readFileSync(path.resolve('dist/client/create-story/index.html'), 'utf8');
  it('says cloning only when ElevenLabs narrates', () => {
    if (!fs.existsSync(path.resolve('dist/client/create-story/index.html')))
      throw new Error('The site is not built: run `npm run build` before this test (npm test does).');
    expect(siteConfig(fillPage(page(), { origin, env: {} })).voiceCloning).toBe(false);
    expect(siteConfig(fillPage(page(), { origin, env: { ELEVENLABS_API_KEY: 'key' } })).voiceCloning).toBe(true);
    expect(siteConfig(fillPage(page(), { origin, env: { ELEVENLABS_API_KEY: 'key', NARRATOR_PROVIDER: 'builtin' } })).voiceCloning).toBe(false);
    const en = messages('en');
    expect(en.cs_voice_clone_hint).toMatch(/your own voice/);
    for (const locale of LOCALES) expect(messages(locale).cs_voice_clone_hint, locale).toBeTruthy();
  });
});
