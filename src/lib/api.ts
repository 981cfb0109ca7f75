/**
 * The islands' API client: bearer when signed in, request bodies to
 * snake_case, response and error bodies to camelCase. Error message: the response's message,
 * else detail, else 'An error occurred'; no response: 'No response received from server'.
 * Every request carries the page's language (`<html lang>`) as Accept-Language, so the server
 * answers error messages in it.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { currentToken } from './stores/auth.ts';
import { pageLanguage } from './page-language.ts';

/** An API failure with the message to show the parent. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code?: string;
  readonly body?: unknown;
  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
    this.name = 'ApiError';
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [convert(k), convertKeys(v, convert)]));
}

export const snakeCase = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
export const camelCase = (key: string) => key.replace(/[_-]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Deep key conversion of plain objects and arrays. */
export const toSnakeCase = <T = unknown>(value: unknown) => convertKeys(value, snakeCase) as T;
export const toCamelCase = <T = unknown>(value: unknown) => convertKeys(value, camelCase) as T;

/** Message, else detail, else 'An error occurred'. */
export function errorMessageFrom(body: unknown): string {
  if (isPlainObject(body)) {
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (isPlainObject(body.detail) && typeof body.detail.message === 'string') return body.detail.message;
  }
  return 'An error occurred';
}

/** Turns anything thrown by ky/fetch into an ApiError: the response's message, else detail, else 'An error occurred'; 'No response received from server' without a response. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky 2 reads the error body into `data` itself (the response body is consumed by then).
    let body: unknown = error.data === undefined ? undefined : toCamelCase(error.data);
    if (body === undefined) {
      try {
        body = toCamelCase(await error.response.clone().json());
      } catch {
        body = undefined;
      }
    }
    return new ApiError(errorMessageFrom(body), error.response.status, isPlainObject(body) ? (body.code as string) : undefined, body);
  }
  return new ApiError('No response received from server', 0);
}

export function createApiClient(baseUrl: string, getToken: () => string | null = currentToken): KyInstance {
  return ky.create({
    baseUrl,
    retry: 0,
    timeout: 60_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The page's language: errors come back in it, and the parent's e-mails follow it.
          request.headers.set('Accept-Language', pageLanguage());
        },
      ],
    },
  });
}

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost:4321' : window.location.origin;
}

let client: KyInstance | null = null;
const api = () => (client ??= createApiClient(origin()));

async function call<T>(method: 'get' | 'post' | 'delete' | 'put' | 'patch', path: string, options: Options & { data?: unknown } = {}): Promise<T> {
  const { data, ...rest } = options;
  try {
    const response = await api()[method](path, {
      ...rest,
      ...(data !== undefined ? { json: toSnakeCase(data) } : {}),
    });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? toCamelCase(JSON.parse(text)) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Typed helpers; paths are like '/v1/stories'. */
export const apiGet = <T>(path: string, searchParams?: Record<string, string | number | boolean>) => call<T>('get', path, searchParams ? { searchParams } : {});
export const apiPost = <T>(path: string, data?: unknown, searchParams?: Record<string, string | number | boolean>) =>
  call<T>('post', path, { data: data ?? {}, ...(searchParams ? { searchParams } : {}) });
export const apiDelete = <T = void>(path: string) => call<T>('delete', path);
export const apiPatch = <T>(path: string, data: unknown) => call<T>('patch', path, { data });
export const apiPut = <T>(path: string, data: unknown) => call<T>('put', path, { data });
/** Multipart upload (field names are already the wire names). */
export const apiPostForm = <T>(path: string, form: FormData) => call<T>('post', path, { body: form });
