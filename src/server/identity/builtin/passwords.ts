/**
 * Password hashing (argon2id, OWASP parameters) and the sign-up strength rules:
 * at least 8 characters and not guessable by zxcvbn's estimate (its password, name and word
 * dictionaries in several languages, keyboard patterns, sequences, dates, l33t), reported in
 * Supabase's `weak_password` shape ({message, reasons: ['length' | 'pwned']}).
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import * as it from '@zxcvbn-ts/language-it';
import * as pt from '@zxcvbn-ts/language-pt-br';

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

export interface WeakPassword {
  message: string;
  reasons: ('length' | 'pwned')[];
}

/** zxcvbn's score (0-4) a password must reach: 3 is "safely unguessable" (about 10^8 guesses and up). */
export const MIN_PASSWORD_SCORE = 3;
/**
 * Bounds on the estimate's cost, which runs on the request's thread: only the first 32
 * characters are estimated (a longer password that is not a repeat is strong anyway) and the
 * l33t matcher tries at most 8 substitutions (at the default 100, 32 characters such as 'aB3$'
 * repeated took ~0.9 s of CPU on a loaded test machine; with these bounds ~60 ms there).
 */
const ESTIMATE_LIMITS = { maxLength: 32, l33tMaxSubstitutions: 8 };

let estimator: ZxcvbnFactory | null = null;

/**
 * The strength estimator with the common (all-language passwords, keyboard layouts) and the
 * language dictionaries of the languages we serve that have a pack, loaded on first use. Each
 * pack's lists are kept under their own name (two packs may name a list alike).
 */
function strengthEstimator(): ZxcvbnFactory {
  if (estimator) return estimator;
  const dictionary: Record<string, string[]> = { ...common.dictionary };
  for (const [language, pack] of Object.entries({ en, de, fr, es, it, pt })) {
    for (const [name, words] of Object.entries(pack.dictionary as Record<string, string[]>)) {
      // Word and name lists only: the encyclopedia-sized lists multiply the estimate's cost.
      if (/^(commonWords|firstnames|lastnames)/.test(name)) dictionary[`${language}:${name}`] = words;
    }
  }
  estimator = new ZxcvbnFactory({ dictionary, graphs: common.adjacencyGraphs, translations: en.translations, ...ESTIMATE_LIMITS });
  return estimator;
}

/** Words of this product and of the person that should never carry a password on their own. */
const PRODUCT_WORDS = ['bedtime', 'hero', 'bedtimehero', 'bedtime hero', 'story', 'stories'];

/**
 * Returns why `password` is too weak, or null when it is acceptable: fewer than
 * MIN_PASSWORD_LENGTH characters ('length'), or guessable by zxcvbn's estimate below
 * MIN_PASSWORD_SCORE with the account's e-mail and our product's name as known words ('pwned').
 */
export function checkPasswordStrength(password: string, email = ''): WeakPassword | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons: ['length'] };
  }
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const inputs = [...PRODUCT_WORDS, ...(address ? [address, local, ...local.split(/[._+-]+/).filter((w) => w.length >= 3)] : [])];
  const { score } = strengthEstimator().check(password, inputs);
  if (score < MIN_PASSWORD_SCORE) {
    return { message: 'Password is known to be weak and easy to guess, please choose a different one.', reasons: ['pwned'] };
  }
  return null;
}
