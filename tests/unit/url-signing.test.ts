import { describe, expect, it } from 'vitest';
import { signMediaPath, verifyMediaSignature } from '../../src/server/storage/url-signing.ts';
import { assertSafeKey } from '../../src/server/storage/storage.ts';

const SECRET = 'a-test-secret-of-enough-length-0123456789';

describe('HMAC-signed media URLs', () => {
  const key = 'stories/abc/pages/0.png';
  const exp = 2_000_000_000;
  const sig = signMediaPath(SECRET, key, exp);

  it('accepts the signature until it expires', () => {
    expect(verifyMediaSignature(SECRET, key, String(exp), sig, exp - 1)).toBe('ok');
    expect(verifyMediaSignature(SECRET, key, String(exp), sig, exp)).toBe('ok');
    expect(verifyMediaSignature(SECRET, key, String(exp), sig, exp + 1)).toBe('expired');
  });

  it.each([
    ['another key', 'stories/abc/pages/1.png', String(exp), sig],
    ['a later expiry', key, String(exp + 3600), sig],
    ['another secret', key, String(exp), signMediaPath('another-secret-of-enough-length-000000', key, exp)],
    ['a truncated signature', key, String(exp), sig.slice(0, -2)],
    ['no signature', key, String(exp), undefined],
    ['a non-numeric expiry', key, 'soon', sig],
  ])('refuses %s', (_label, k, e, s) => {
    expect(verifyMediaSignature(SECRET, k, e, s, exp - 10)).toBe('invalid');
  });

  it.each(['../etc/passwd', 'stories/../../x', '/abs/path', 'a b.png', ''])('refuses the unsafe key %j', (k) => {
    expect(() => assertSafeKey(k)).toThrow();
  });
});
