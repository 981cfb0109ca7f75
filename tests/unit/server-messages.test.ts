/**
 * The API server reads the messages it speaks (errors, e-mails) straight from messages/{locale}.json
 * instead of importing Paraglide's ~1,000 compiled message modules (issue 19 memory). Every one of
 * them, in every locale, must come out exactly as Paraglide renders it for the site, placeholders
 * filled; a wrong placeholder syntax or a key the server loses would show here.
 */
import { describe, expect, it } from 'vitest';
import { m } from '../../src/paraglide/messages.js';
import { LOCALES } from '../../src/i18n/locales.ts';
import { serverMessage, serverMessageKeys } from '../../src/server/i18n/server-messages.ts';

type Render = (inputs: Record<string, string>, options: { locale: string }) => string;
const paraglide = m as unknown as Record<string, Render>;

describe('server messages', () => {
  const keys = ['err_', 'mail_', 'auth_', 'common_'].flatMap((prefix) => serverMessageKeys(prefix));

  it('serves every err_, mail_, auth_ and common_ message of the catalogue', () => {
    const expected = Object.keys(paraglide).filter((key) => /^(err|mail|auth|common)_/.test(key));
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
});
