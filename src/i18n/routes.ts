/**
 * Which pages exist in every locale. Prerendered pages are known from the build
 * (src/pages/[lang]/…); the server-rendered ones are listed here, by their English path.
 */
import { unlocalizedPath } from './locales.ts';

/** Server-rendered pages with a copy under every locale prefix (src/pages/[lang]/library.astro, …). */
export const LOCALIZED_SERVER_PAGES: ReadonlySet<string> = new Set(['/library', '/pricing']);

/**
 * Server-rendered pages with an id in their path, by their English path: the reader
 * (/stories/{id}, /stories/{id}/record, /public-stories/{id}, /shared/{token};
 * src/pages/[lang]/stories/[storyId].astro, …).
 */
export const LOCALIZED_SERVER_PATTERNS: readonly RegExp[] = [/^\/stories\/[^/]+(?:\/record)?$/, /^\/public-stories\/[^/]+$/, /^\/shared\/[^/]+$/];

/** Whether a server-rendered page exists at `pathname` (`/es/public-stories/{id}`, `/library`), in any locale. */
export function isLocalizedServerPage(pathname: string): boolean {
  const bare = unlocalizedPath(pathname);
  return LOCALIZED_SERVER_PAGES.has(bare) || LOCALIZED_SERVER_PATTERNS.some((re) => re.test(bare));
}
