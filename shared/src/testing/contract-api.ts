import { onTestFinished } from 'vitest';
import type { z } from 'zod/mini';

import { apiErrorSchema, type ApiErrorBody } from '../contracts/errors';
import type { Page } from '../contracts/pagination';
import { createApiClient, type ApiClient } from '../http/create-api-client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the page sent: the method, its path under the API base, the query and the body read back. */
export type SentRequest = { method: Method; path: string; query: Record<string, string>; body: unknown };

/**
 * How the stub answers one route. `response` is the route's response contract: every answer is
 * parsed with it, and a field it does not have fails the test, so fixtures cannot drift. `body`
 * is the request contract the sent body must meet exactly (`'file'` for an upload). `error`
 * answers with that status and an API error body instead; `offline` as an unreachable server.
 */
export type StubRoute =
  | {
      body?: z.ZodMiniType | 'file';
      response: z.ZodMiniType;
      answer: unknown | ((request: SentRequest) => unknown);
    }
  | { body?: z.ZodMiniType | 'file'; noContent: true }
  | { body?: z.ZodMiniType | 'file'; error: { status: number } & Partial<ApiErrorBody> }
  | { body?: z.ZodMiniType | 'file'; offline: true };

/** Routes keyed by `'METHOD /path/'` with the query, if any, as the page writes it: `'GET /search/?q=water&page=1'`. */
export type StubRoutes = Record<string, StubRoute>;

const BASE = '/api';

/**
 * The real API client over a stub transport that answers only the routes a test names. A request
 * no route matches by method, path and query, a body that does not meet the route's request
 * contract (a missing, wrongly typed or extra field) and an answer that does not meet its response
 * contract each fail the test, even when the page shows its error state as it should.
 */
export function contractApi(routes: StubRoutes): { api: ApiClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const problems: string[] = [];
  const table = Object.entries(routes).map(([key, route]) => ({ key, match: parseKey(key), route }));
  onTestFinished(() => {
    if (problems.length > 0) throw new Error(`The page broke its API contract:\n${problems.join('\n')}`);
  });

  const fail = (problem: string): never => {
    problems.push(problem);
    throw new Error(problem);
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://portal.test');
    const method = (init.method ?? 'GET') as Method;
    const path = url.pathname.startsWith(`${BASE}/`) ? url.pathname.slice(BASE.length) : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const request: SentRequest = { method, path, query, body: readSent(init.body) };
    const shown = `${method} ${path}${url.search}`;
    const entry = table.find(({ match }) => match.method === method && match.path === path && sameQuery(match.query, query));
    if (!entry) fail(`No route answers ${shown} (routes: ${table.map(({ key }) => key).join(', ') || 'none'})`);
    const { route } = entry!;
    sent.push(request);

    if (route.body === 'file') {
      if (!(init.body instanceof FormData) || !(init.body.get('file') instanceof File)) fail(`${shown} should send a file`);
    } else if (route.body) {
      checkContract(route.body, request.body, `${shown} sent a body that is not its contract's`, fail);
    } else if (init.body !== undefined) {
      fail(`${shown} sent a body, but the test names no contract for it: ${JSON.stringify(request.body)}`);
    }

    if ('offline' in route) throw new TypeError('Failed to fetch');
    if ('noContent' in route) return new Response(null, { status: 204 });
    if ('error' in route) {
      const { status, ...body } = route.error;
      const error = { detail: 'The request could not be completed.', ...body };
      checkContract(apiErrorSchema, error, `The error the test gives for ${entry!.key}`, fail);
      return json(status, error);
    }
    const answer = typeof route.answer === 'function' ? (route.answer as (request: SentRequest) => unknown)(request) : route.answer;
    checkContract(route.response, answer, `The answer the test gives for ${entry!.key} is not its contract's`, fail);
    return json(method === 'POST' ? 201 : 200, answer);
  };

  return { api: createApiClient({ baseUrl: BASE, getToken: () => 'token', fetch, readXsrf: () => 'xsrf' }), sent };
}

function parseKey(key: string): { method: Method; path: string; query: Record<string, string> } {
  const [method, target = ''] = key.split(' ');
  const url = new URL(target, 'http://portal.test');
  return { method: method as Method, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

function sameQuery(expected: Record<string, string>, actual: Record<string, string>): boolean {
  const keys = Object.keys(expected);
  return keys.length === Object.keys(actual).length && keys.every((key) => actual[key] === expected[key]);
}

function readSent(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Parses `value` with `schema` and fails on any issue, or on a field the schema would drop. */
function checkContract(schema: z.ZodMiniType, value: unknown, what: string, fail: (problem: string) => never) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    fail(`${what}: ${issues.join('; ')} in ${JSON.stringify(value)}`);
  }
  const extra = extraFields(value, parsed.data);
  if (extra.length > 0) fail(`${what}: fields the contract does not have: ${extra.join(', ')}`);
}

function extraFields(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, index) => extraFields(item, kept[index], `${at}${index}.`));
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept ? extraFields(value, kept[key], `${at}${key}.`) : value === undefined ? [] : [`${at}${key}`],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/** One page of `results` in the API's paging shape: the first, unless `overrides` say otherwise. */
export function pageOf<T>(results: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { count: results.length, page: 1, page_size: 10, next: null, previous: null, results, ...overrides };
}
