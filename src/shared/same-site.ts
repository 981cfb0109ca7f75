/**
 * Where a redirect may lead: a page of this site only. The target is judged by the URL a browser
 * would actually open (WHATWG parsing normalises `/.//evil.example`, `/%2e//evil.example` and
 * `/..//evil.example` to the path `//evil.example`, which a browser reads as another host), so the
 * check is made on the normalised URL's origin, and again on the path we hand back.
 */

/**
 * The same-site path (`/path?query#hash`) of `target` resolved against `origin`
 * (e.g. `https://bedtimehero.example`), or null when it leads anywhere else or does not parse.
 * The answer is safe to use as a relative URL: resolved again it stays on `origin`.
 */
export function sameSitePath(target: string, origin: string): string | null {
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // A path such as '//evil.example/x' is same-origin as a full URL but another host once it is
  // used as a relative URL: never hand one back.
  if (/^\/[/\\]/.test(url.pathname)) return null;
  const path = url.pathname + url.search + url.hash;
  try {
    return new URL(path, base).origin === base.origin ? path : null;
  } catch {
    return null;
  }
}
