/**
 * Server-side texts: API and identity errors come back in the language the page sends
 * as Accept-Language, with the same code and status as in English; English is the product's words
 * unchanged; an unknown, wildcard or oversized header falls back to English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestUser, testPassword, type TestUser } from '../../helpers/auth.ts';
import { startTestApp, type TestApp } from '../../helpers/test-app.ts';
import { MAX_ACCEPT_LANGUAGE_CHARS } from '../../../src/server/i18n/request-locale.ts';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  user = await createTestUser(app);
});
afterAll(async () => {
  await app?.close();
});

async function call(path: string, lang: string | undefined, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers = new Headers(init.headers);
  if (lang !== undefined) headers.set('Accept-Language', lang);
  const res = await app.fetch(path, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The same failing request in English, Spanish, Arabic and Japanese. */
async function inFourLanguages(path: string, init: () => RequestInit = () => ({})) {
  const [en, es, ar, ja] = await Promise.all(['en', 'es', 'ar', 'ja'].map((lang) => call(path, lang, init())));
  return { en: en!, es: es!, ar: ar!, ja: ja! };
}

describe('API errors in the page language', () => {
  it('answers a missing sign-in in es/ar/ja with the same code and status, English unchanged', async () => {
    const r = await inFourLanguages('/v1/stories/private/all');
    expect(r.en).toEqual({ status: 401, body: { message: 'Please sign in to continue.', code: 'unauthorized' } });
    expect(r.es).toEqual({ status: 401, body: { message: 'Inicia sesión para continuar.', code: 'unauthorized' } });
    expect(r.ar).toEqual({ status: 401, body: { message: 'يُرجى تسجيل الدخول للمتابعة.', code: 'unauthorized' } });
    expect(r.ja).toEqual({ status: 401, body: { message: '続けるにはログインしてください。', code: 'unauthorized' } });
  });

  it('translates story-creation validation (zod, its own words) and keeps the numbers', async () => {
    const body = { storyIn: { age: 5, moral: 'm'.repeat(301) }, characterId: 1 };
    const r = await inFourLanguages('/v1/stories', () => json(body, authHeader(user)));
    expect(r.en.status).toBe(422);
    expect(r.en.body).toMatchObject({ code: 'validation_failed', message: 'The moral can be at most 300 characters.' });
    expect(r.es.body).toMatchObject({ code: 'validation_failed', message: 'La moraleja puede tener como máximo 300 caracteres.' });
    expect(r.ar.body).toMatchObject({ code: 'validation_failed', message: 'يمكن أن تتكون العبرة من 300 حرفًا كحد أقصى.' });
    expect(r.ja.body).toMatchObject({ code: 'validation_failed', message: '教訓は300文字以内で入力してください。' });
    for (const x of [r.es, r.ar, r.ja]) expect(x.status).toBe(422);
  });

  it('translates a gift code that does not exist and an unknown API path', async () => {
    const gift = await inFourLanguages('/v1/purchases/redeem-gift-code', () => json({ gift_code: 'NOPE-NOPE-NOPE' }, authHeader(user)));
    expect(gift.en.body.message).toBe("This gift code isn't valid. Please check it and try again.");
    expect(gift.es.body.message).toBe('Este código de regalo no es válido. Revísalo e inténtalo de nuevo.');
    expect(gift.ja.body.message).toBe('このギフトコードは無効です。確認してもう一度お試しください。');
    expect(new Set([gift.en, gift.es, gift.ar, gift.ja].map((x) => `${x.status}/${x.body.code}`)).size).toBe(1);

    const missing = await inFourLanguages('/v1/no-such-thing');
    expect(missing.en).toEqual({ status: 404, body: { message: 'Not found', code: 'not_found' } });
    expect(missing.ar).toEqual({ status: 404, body: { message: 'غير موجود', code: 'not_found' } });
  });

  it('translates identity errors (wrong password, weak password, taken address) and keeps GoTrue codes', async () => {
    const v = { 'X-Supabase-Api-Version': '2024-01-01' };
    const wrong = await inFourLanguages('/auth/v1/token?grant_type=password', () => json({ email: user.email, password: 'not-the-password' }, v));
    expect(wrong.en).toEqual({ status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
    expect(wrong.es).toEqual({ status: 400, body: { code: 'invalid_credentials', message: 'El correo o la contraseña no son correctos' } });
    expect(wrong.ja.body.code).toBe('invalid_credentials');
    expect(wrong.ja.body.message).not.toBe('Invalid login credentials');

    const weak = await call('/auth/v1/signup', 'ja', json({ email: `weak-${Date.now()}@example.com`, password: 'short' }, v));
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({ code: 'weak_password', message: 'パスワードは8文字以上にしてください。', weak_password: { reasons: ['length'] } });

    // Without confirmation (embedded default) a taken address is refused; the legacy shape says it too.
    const taken = await call('/auth/v1/signup', 'es', json({ email: user.email, password: testPassword() }));
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ error_code: 'user_already_exists', msg: 'Esta cuenta ya está registrada' });
  });

  it('falls back to English for unknown, wildcard, malformed and oversized Accept-Language', async () => {
    const english = { status: 401, body: { message: 'Please sign in to continue.', code: 'unauthorized' } };
    const long = `es;q=0.9,${'x'.repeat(MAX_ACCEPT_LANGUAGE_CHARS)}`;
    for (const lang of [undefined, '', '*', 'xx-YY', 'klingon;q=1', ';;;,,,=', '../../etc/passwd', long, 'es\u0000']) {
      const r = await call('/v1/stories/private/all', lang).catch(() => null);
      // Fetch itself refuses a header with a NUL byte; every header that reaches the server must be answered in English.
      if (r) expect(r, String(lang).slice(0, 30)).toEqual(english);
    }
    // A browser's list negotiates (region tags and q-values), as for page redirects.
    expect((await call('/v1/stories/private/all', 'de-CH,fr;q=0.8')).body.message).toBe('Bitte melde dich an, um fortzufahren.');
  });
});
