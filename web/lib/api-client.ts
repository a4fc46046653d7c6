// The one way the web app talks to the server (SPEC.md §7, §8). Every call sends the session
// cookie; a JSON body and content type only when there is a payload; any non-OK answer becomes
// an ApiError whose message is `{status}: {body text or status text}`.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What to do with a 401: fail (the default) or answer null (GET /api/user when signed out). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** The raw body text (may be empty). */
  readonly body: string;
  /** The server's `{ message }` when the body was JSON; the words to show a user. */
  readonly serverMessage: string | undefined;
  /** The server's `{ code }` when the body was JSON. */
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.message;
    this.code = parsed.code;
    this.details = parsed.details;
  }
}

function parseErrorBody(body: string): { message?: string; code?: string; details?: unknown } {
  if (!body) return {};
  try {
    const value: unknown = JSON.parse(body);
    if (value === null || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    return {
      message: typeof record.message === 'string' ? record.message : undefined,
      code: typeof record.code === 'string' ? record.code : undefined,
      details: record.details,
    };
  } catch {
    return {};
  }
}

/** The HTTP status an error carries, or undefined (network failure, bug). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The sentence to show a user for an error: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  on401?: UnauthorizedBehavior;
}

/**
 * Sends one request and answers the parsed JSON body (or null for an empty body, e.g. 204).
 * Throws ApiError on any non-OK status (unless `on401: 'returnNull'` and the status is 401).
 */
export async function apiRequest(method: HttpMethod, url: string, payload?: unknown, options: RequestOptions = {}): Promise<unknown> {
  const init: RequestInit = { method, credentials: 'include', signal: options.signal ?? null };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(url, init);
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text ? (JSON.parse(text) as unknown) : null;
}

export interface RawRequestOptions {
  signal?: AbortSignal | undefined;
  /** Extra request headers (e.g. Accept, Last-Event-ID). */
  headers?: Record<string, string>;
}

/**
 * Like apiRequest, for answers that are not one JSON document — a Server-Sent Events stream, a
 * file: sends the request the same way and answers the OK Response unread. A non-OK answer is
 * read and thrown as ApiError, exactly as apiRequest does.
 */
export async function apiResponse(method: HttpMethod, url: string, payload?: unknown, options: RawRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, credentials: 'include', signal: options.signal ?? null, headers };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(url, init);
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

/** A query function that GETs the first element of the query key. */
export function getQueryFn(options: { on401?: UnauthorizedBehavior } = {}): QueryFunction<unknown, QueryKey> {
  return async ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== 'string') throw new TypeError('The first element of a query key must be the URL to GET');
    return apiRequest('GET', url, undefined, { signal, on401: options.on401 ?? 'throw' });
  };
}

export const defaultQueryFn = getQueryFn();
