import type { z } from 'zod/mini';

import { kitText } from '../i18n/kit-text';
import { pageLanguage } from '../i18n/language';
import { ApiError, NETWORK_ERROR_DETAIL } from './api-error';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Checks the response against the shared contract. */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type ApiClient = {
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  /** A file the API serves to this person only (a download that needs the token). */
  blob(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
  /** Sends one file as multipart form data (field `file`). */
  upload<T>(path: string, file: File, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
};

type ClientOptions = {
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  readXsrf?: () => string | null;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/product-rules.md#requests: JSON bodies, the token as `Authorization: Token <key>`, the XSRF-TOKEN cookie echoed
 * as X-XSRF-TOKEN, the page's language as Accept-Language, 200–299 is success, no timeout. Failures become an ApiError.
 */
export function createApiClient({ baseUrl, getToken, fetch: fetchImpl, readXsrf }: ClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const xsrf = readXsrf ?? (() => readCookie(XSRF_COOKIE));
  const base = baseUrl.replace(/\/$/, '');

  async function ensureXsrf(signal?: AbortSignal) {
    if (xsrf()) return;
    // The API sets the cookie on any response; ask for it before the first unsafe call.
    await doFetch(`${base}/auth/csrf/`, { credentials: 'same-origin', signal }).catch(() => undefined);
  }

  async function send(path: string, options: RequestOptions<unknown>, accept: string): Promise<Response> {
    const method = options.method ?? 'GET';
    // The page's language, so that the API answers in it (its messages, and content in that language).
    const headers: Record<string, string> = { Accept: accept, 'Accept-Language': pageLanguage(), ...options.headers };
    const token = getToken();
    if (token) headers.Authorization = `Token ${token}`;
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (!SAFE_METHODS.has(method)) {
      await ensureXsrf(options.signal);
      const value = xsrf();
      if (value) headers[XSRF_HEADER] = value;
    }

    try {
      return await doFetch(buildUrl(base, path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, kitText.text(NETWORK_ERROR_DETAIL));
    }
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const response = await send(path, options as RequestOptions<unknown>, 'application/json');
    const body = await readBody(response);
    if (response.status < 200 || response.status > 299) throw ApiError.fromBody(response.status, body);
    return options.schema ? options.schema.parse(body) : (body as T);
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    upload(path, file, options) {
      const body = new FormData();
      body.append('file', file, file.name);
      return request(path, { ...options, method: 'POST', body });
    },
    async blob(path, options = {}) {
      const response = await send(path, options, '*/*');
      if (response.status < 200 || response.status > 299) throw ApiError.fromBody(response.status, await readBody(response));
      return response.blob();
    },
  };
}

/** The URL the client asks for a path of the API at `baseUrl` (the page's first reads are written the same way). */
export function apiUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/$/, '');
  // Configured URLs (the profile URL) may already be absolute or carry the base.
  const absolute = /^https?:\/\//.test(path) || (base !== '' && path.startsWith(`${base}/`));
  return absolute ? path : `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

function buildUrl(base: string, path: string, query?: Query): string {
  const url = apiUrl(base, path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not the API speaking (a proxy's or gateway's HTML page): no detail, so the person reads
    // the plain message for the status, never markup.
    return undefined;
  }
}
