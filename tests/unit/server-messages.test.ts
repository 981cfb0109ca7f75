/**
 * The API server reads the messages it speaks (errors, e-mails) straight from messages/{locale}.json
 * instead of importing Paraglide's ~1,000 compiled message modules (to keep its memory low). Every one of
 * them, in every locale, must come out exactly as Paraglide renders it for the site, placeholders
 * filled; a wrong placeholder syntax or a key the server loses would show here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { m } from '../../src/paraglide/messages.js';
import { LOCALES } from '../../src/i18n/locales.ts';
import { serverMessage, serverMessageKeys } from '../../src/server/i18n/server-messages.ts';
import { VOICE_CONSENT_MESSAGES } from '../../src/shared/voice-consent.ts';

type Render = (inputs: Record<string, string>, options: { locale: string }) => string;
const paraglide = m as unknown as Record<string, Render>;

describe('server messages', () => {
  const keys = serverMessageKeys('');
  const consentKeys: string[] = Object.values(VOICE_CONSENT_MESSAGES);

  it('serves every err_, mail_, auth_ and common_ message of the catalogue and the voice-consent words', () => {
    const expected = Object.keys(paraglide).filter((key) => /^(err|mail|auth|common)_/.test(key) || consentKeys.includes(key));
    expect(keys.sort()).toEqual(expected.sort());
    expect(keys.length).toBeGreaterThan(150);
  });

  it('renders each one in all 14 locales exactly as Paraglide does, placeholders filled', () => {
    // Values with regex and HTML specials: they must be inserted as they are.
    const inputs = new Proxy({} as Record<string, string>, { get: (_, name) => (typeof name === 'string' ? `<${name} $1 $&>` : undefined), has: () => true });
    let withPlaceholders = 0;
    for (const locale of LOCALES) {
      for (const key of keys) {
        const template = serverMessage(key, locale);
        const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        if (names.length) withPlaceholders++;
        const values = Object.fromEntries(names.map((name) => [name, inputs[name]!]));
        expect(serverMessage(key, locale, values), `${locale} ${key}`).toBe(paraglide[key]!(values, { locale }));
      }
    }
    expect(withPlaceholders).toBeGreaterThan(14 * 10);
  });

  it('speaks the locale asked for, and refuses a key that is not in the catalogue', () => {
    expect(serverMessage('mail_reset_subject', 'de')).toBe(paraglide.mail_reset_subject!({}, { locale: 'de' }));
    expect(serverMessage('mail_reset_subject', 'de')).not.toBe(serverMessage('mail_reset_subject', 'en'));
    expect(() => serverMessage('err_no_such_message', 'en')).toThrow(/No server message/);
  });

  it('is the only way the server reaches the catalogue: no server module imports Paraglide messages at run time', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          // `import type` is erased before the code runs; anything else loads the ~1,000 modules.
          if (/^import(?!\s+type\b)[^;]*from\s+'[^']*paraglide\/messages/m.test(source)) offenders.push(path.relative(process.cwd(), file));
        }
      }
    };
    walk(path.resolve('src/server'));
    expect(offenders).toEqual([]);
  });
});
