/**
 * Password hashing (argon2id, OWASP parameters) and the sign-up strength rules:
 * at least 8 characters and not a well-known password, reported in Supabase's `weak_password`
 * shape ({message, reasons: ['length' | 'pwned']}).
 */
import { hash, verify, type Options } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 8;

// 2 = Argon2id (a const enum in the typings, unusable under isolatedModules).
const ARGON2: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** Constant-shape check: an unknown user still costs one argon2 verification (no timing oracle). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-0'));

/** Passwords every cracking list starts with (≥ 8 characters, lower-cased). */
const COMMON = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678 123456789 1234567890
  12341234 11111111 00000000 88888888 87654321 qwertyui qwertyuiop qwerty123 qwerty12 1q2w3e4r 1qaz2wsx zaq12wsx
  iloveyou iloveyou1 sunshine princess football baseball basketball superman batman123 starwars trustno1 welcome1
  welcome123 letmein1 letmein123 abc12345 abcd1234 abcdefgh monkey123 dragon123 master123 shadow123 michael1
  jennifer computer internet whatever freedom1 blink182 charlie1 liverpool chelsea1 arsenal1 changeme changeme1
  administrator admin123 admin1234 secret123 123qweasd asdfghjk asdf1234 zxcvbnm1 zxcvbnmm 1234qwer qwer1234
  bedtimehero bedtime123 goodnight12 aa123456 a1234567 123abc123 password! passwort hallo123 azerty123 motdepasse
  contraseña contrasena senha123`
    .split(/\s+/)
    .filter(Boolean),
);

export interface WeakPassword {
  message: string;
  reasons: ('length' | 'pwned')[];
}

/** Returns why `password` is too weak, or null when it is acceptable. `email` catches "my e-mail as password". */
export function checkPasswordStrength(password: string, email = ''): WeakPassword | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ['length'] };
  }
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  const oneChar = /^(.)\1+$/u.test(password);
  const sequence = isSequence(lower);
  if (COMMON.has(lower) || oneChar || sequence || (local.length >= 4 && (lower === local || lower === email.toLowerCase()))) {
    return { message: 'Password is known to be weak and easy to guess, please choose a different one.', reasons: ['pwned'] };
  }
  return null;
}

/** 'abcdefgh', '23456789', '98765432': each character one step from the last. */
function isSequence(s: string): boolean {
  const codes = [...s].map((ch) => ch.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}
