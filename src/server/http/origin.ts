/**
 * The origin absolute links in a response use:
 * PUBLIC_URL when it is set (the deployment's canonical address), else the origin the browser
 * used for this request, so a parent on 127.0.0.1, localhost or a home-network address stays there.
 */
import type { Config } from '../config.ts';

/** `requestUrl`: the absolute URL of the current request (Hono's c.req.url). No trailing slash. */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL' | 'publicUrl'>, requestUrl: string): string {
  if (config.PUBLIC_URL) return config.publicUrl;
  try {
    return new URL(requestUrl).origin;
  } catch {
    return config.publicUrl;
  }
}
