import { LIMITS } from '../shared/limits.ts';

/** The local part of the e-mail, cut to 15 characters with an ellipsis. */
export function headerUserLabel(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.length > LIMITS.headerEmailMaxChars ? `${local.slice(0, LIMITS.headerEmailMaxChars)}…` : local;
}
