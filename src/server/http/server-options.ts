/**
 * Options of the Node HTTP server (src/server/main.ts and the test app): a request's headers
 * must arrive within 15 s and the whole request within HTTP_REQUEST_TIMEOUT_SECONDS (408 after),
 * checked every second, so a slow or stalled body cannot hold a connection for Node's default
 * 300 s.
 */
import type http from 'node:http';
import type { Config } from '../config.ts';

/** Milliseconds allowed for the request headers. */
export const HEADERS_TIMEOUT_MS = 15_000;

export function httpServerOptions(config: Pick<Config, 'HTTP_REQUEST_TIMEOUT_SECONDS'>): http.ServerOptions {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    // Node requires headersTimeout <= requestTimeout (when the latter is set).
    headersTimeout: requestTimeout > 0 ? Math.min(HEADERS_TIMEOUT_MS, requestTimeout) : HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  };
}
