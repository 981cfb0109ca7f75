/**
 * HTTP methods the site cannot answer. The Fetch API's Request, which Astro and Hono build from
 * every Node request, refuses CONNECT, TRACE and TRACK outright (a TypeError), so such a request
 * used to reach the site's error path and answer 500. They are answered 405 before anything else
 * runs; TRACE would otherwise also echo a visitor's cookies back (cross-site tracing). Every other
 * method is left to the routes (the API answers 404 for a method it has no route for).
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';

/** Methods answered 405 Method Not Allowed on every path. */
export const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** What a refused request may use instead (the Allow header of the 405). */
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Answers 405 (no body worth caching, no echo of the request) and returns true when `req.method` is refused. */
export function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!REFUSED_METHODS.has((req.method ?? '').toUpperCase())) return false;
  res.writeHead(405, { Allow: ALLOW, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ message: 'Method not allowed', code: 'method_not_allowed' }));
  return true;
}

/**
 * Answers a CONNECT request (Node hands it to the server's 'connect' event, never to the request
 * handler) with 405 and closes the socket: the server is no proxy.
 */
export function refuseConnect(_req: http.IncomingMessage, socket: Duplex): void {
  socket.on('error', () => {});
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
