/**
 * The parent's story balance: "N stories left", from the STORY_GENERATION
 * entry of GET /v1/me/usage. Plain DOM, no React and no HTTP library, so
 * the header, /my-purchases and /purchase/success can show it for a few hundred bytes.
 */
import { readStoredAuth } from './stores/auth.ts';
import { pageLanguageHeaders } from './page-language.ts';

/** "N stories left" (one: "1 story left"). */
export function storyBalanceText(remaining: number): string {
  return remaining === 1 ? '1 story left' : `${remaining} stories left`;
}

/** The remaining stories of a usage response (snake_case over the wire); null when not given. */
export function remainingStories(usage: unknown): number | null {
  if (!Array.isArray(usage)) return null;
  const entry = usage.find((u) => u && typeof u === 'object' && (u as { resource?: unknown }).resource === 'STORY_GENERATION') as
    | { remaining?: unknown; unlimited?: unknown }
    | undefined;
  if (!entry || entry.unlimited === true || typeof entry.remaining !== 'number') return null;
  return Math.max(0, entry.remaining);
}

/** Fetches the signed-in parent's remaining stories; null when signed out or on any failure. */
export async function fetchStoryBalance(): Promise<number | null> {
  const token = readStoredAuth()?.token;
  if (!token) return null;
  try {
    const res = await fetch('/v1/me/usage', { headers: { Authorization: `Bearer ${token}`, ...pageLanguageHeaders() } });
    return res.ok ? remainingStories(await res.json()) : null;
  } catch {
    return null;
  }
}

/**
 * Fills every `[data-story-balance]` element under `root` with the balance, adding a link to
 * /pricing when none is left; elements stay hidden when the balance is unknown.
 */
export async function showStoryBalance(root: ParentNode = document): Promise<void> {
  const targets = [...root.querySelectorAll<HTMLElement>('[data-story-balance]')];
  if (!targets.length) return;
  const remaining = await fetchStoryBalance();
  for (const el of targets) {
    el.hidden = remaining === null;
    if (remaining === null) continue;
    // The element carries its page's templates (data-one/-other/-more, src/i18n/messages.ts balanceAttributes).
    const lang = document.documentElement.lang || 'en';
    const template = new Intl.PluralRules(lang).select(remaining) === 'one' ? el.dataset.one : el.dataset.other;
    el.textContent = template ? template.replace('{count}', String(remaining)) : storyBalanceText(remaining);
    el.dataset.remaining = String(remaining);
    if (remaining === 0) {
      const link = document.createElement('a');
      link.href = lang === 'en' ? '/pricing' : `/${lang}/pricing`;
      link.className = 'ms-1 font-bold underline';
      link.textContent = el.dataset.more ?? 'Get more stories';
      el.append(' · ', link);
    }
  }
}
