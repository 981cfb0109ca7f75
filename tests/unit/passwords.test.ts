/** Sign-up password rules: at least 8 characters, not guessable by zxcvbn's estimate (dictionaries in several languages). */
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../../src/server/identity/builtin/passwords.ts';

describe('checkPasswordStrength', () => {
  it.each(['short', '1234567', 'ñandú12'])('%s is too short', (pw) => expect(checkPasswordStrength(pw)?.reasons).toEqual(['length']));
  it.each(['password123', 'qwertyuiop', '11111111', 'abcdefghij', '98765432', 'PASSWORD1'])('%s is too common', (pw) =>
    expect(checkPasswordStrength(pw)?.reasons).toEqual(['pwned']),
  );
  // Not in the short list we kept before: zxcvbn's dictionaries, names and patterns catch them.
  it.each(['motdepasse1', 'passwort1', 'contraseña1', 'sunflower2020', 'Jennifer1990', 'qazwsxedc', 'aB3$aB3$aB3$aB3$'])('%s is guessable', (pw) =>
    expect(checkPasswordStrength(pw)?.reasons).toEqual(['pwned']),
  );
  it('refuses the e-mail as password', () => expect(checkPasswordStrength('grandma.rose', 'grandma.rose@example.com')?.reasons).toEqual(['pwned']));
  it.each(['Moon-and-Stars-7', 'tucked in at eight', 'zebra-kite-pillow'])('%s is fine', (pw) =>
    expect(checkPasswordStrength(pw, 'me@example.com')).toBeNull(),
  );
});

describe('argon2id hashing', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword('Moon-and-Stars-7');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('Moon');
    expect(await verifyPassword(hash, 'Moon-and-Stars-7')).toBe(true);
    expect(await verifyPassword(hash, 'moon-and-stars-7')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
