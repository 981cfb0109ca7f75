/**
 * A tiny scriptable HTTP server for vendor fakes (real vendors are tested offline
 * against fakes that speak the vendor's documented API, never by mocking our adapters).
 *
 * Every request is logged (method, path, query, headers, raw body, parsed JSON or multipart
 * form). Scripted responses (`script(...)`) are served first, in order, to the requests whose
 * path they match; without a script the vendor fake's default handler answers.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. '/v1/chat/completions'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Parsed body when the content type is JSON and it parses. */
  json?: any;
  /** Parsed body when the content type is multipart/form-data. */
  form?: FormData;
  /** Milliseconds since the server started, for measuring backoff. */
  at: number;
}

/** A response the test wants served next. */
export type ScriptedResponse =
  | {
      status: number;
      headers?: Record<string, string>;
      /** Sent as JSON. */
      json?: unknown;
      /** Sent raw (takes precedence over json). */
      body?: string | Buffer;
      /** Only requests whose path includes this string consume the entry. */
      path?: string;
    }
  | {
      /** Accept the request and never answer (client timeouts). */
      hang: true;
      path?: string;
    };

export type FakeHandler = (request: RecordedRequest) => Promise<Omit<Extract<ScriptedResponse, { status: number }>, 'path'>>;

export interface FakeServer {
  /** Base URL without a trailing slash, e.g. 'http://127.0.0.1:40123'. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Queue responses for the next matching requests. */
  script(...responses: ScriptedResponse[]): void;
  /** Scripted responses not yet consumed. */
  pending(): number;
  close(): Promise<void>;
}

/** A 200 whose body claims to be JSON but is not. */
export function malformedJson(path?: string): ScriptedResponse {
  return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"id": "oops", "choices": [', path };
}

/** Starts a fake on 127.0.0.1; `port` 0 (default) picks a free one. */
export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedResponse[] = [];
  const started = Date.now();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      at: Date.now() - started,
    };
    const type = String(req.headers['content-type'] ?? '');
    if (type.includes('application/json')) {
      try {
        record.json = JSON.parse(body.toString('utf8'));
      } catch {
        // Left undefined: the vendor handler answers 400 like the real API.
      }
    } else if (type.includes('multipart/form-data')) {
      try {
        record.form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': type }, body }).formData();
      } catch {
        // Left undefined: handlers treat it as a missing field.
      }
    }
    requests.push(record);

    const index = queue.findIndex((entry) => !entry.path || record.path.includes(entry.path));
    if (index >= 0) {
      const [entry] = queue.splice(index, 1);
      if ('hang' in entry) return; // never answer; close() destroys the socket
      return send(res, entry);
    }
    try {
      send(res, await handler(record));
    } catch (error) {
      send(res, { status: 500, json: { error: { message: `fake crashed: ${(error as Error).message}`, type: 'server_error', code: null } } });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    script: (...responses) => queue.push(...responses),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, response: { status: number; headers?: Record<string, string>; json?: unknown; body?: string | Buffer }): void {
  if (res.destroyed) return;
  const headers: Record<string, string> = { ...response.headers };
  let payload: string | Buffer = '';
  if (response.body !== undefined) payload = response.body;
  else if (response.json !== undefined) {
    payload = JSON.stringify(response.json);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(response.status, headers);
  res.end(payload);
}
