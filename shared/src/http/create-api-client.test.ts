import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

function jsonResponse(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

function setup(responses: Response[], { token = 'abc', xsrf = 'x1' as string | null } = {}) {
  const fetch = vi.fn(async () => responses.shift() ?? jsonResponse(200, {}));
  const client = createApiClient({ baseUrl: '/api', getToken: () => token, fetch, readXsrf: () => xsrf });
  return { client, fetch };
}

describe('createApiClient', () => {
  it('sends the token with the Token scheme and JSON', async () => {
    const { client, fetch } = setup([jsonResponse(200, { ok: true })]);
    await expect(client.post('/things/', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/things/');
    expect(headers.Authorization).toBe('Token abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBe('x1');
    expect(init.body).toBe('{"a":1}');
  });

  it('never shows a gateway’s page as the message: a non-JSON error reads as its status', async () => {
    const { client } = setup([new Response('<h1>Gateway Timeout</h1>', { status: 504, headers: { 'Content-Type': 'text/html' } })]);
    await expect(client.post('/things/', {})).rejects.toMatchObject({
      status: 504,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });

  it('echoes no XSRF header on safe methods and drops empty query values', async () => {
    const { client, fetch } = setup([jsonResponse(200, [])]);
    await client.get('/news/', { query: { page: 2, search: '', x: undefined } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/news/?page=2');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('asks for the XSRF cookie before the first unsafe call when it has none', async () => {
    const { client, fetch } = setup([jsonResponse(204), jsonResponse(201, { id: 1 })], { xsrf: null });
    await client.post('/things/', {});
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/api/auth/csrf/', '/api/things/']);
  });

  it('uses configured absolute URLs as they are', async () => {
    const { client, fetch } = setup([jsonResponse(200, {})]);
    await client.get('/api/users/profile/');
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/users/profile/');
  });

  it('treats 200–299 as success, 204 as no body', async () => {
    const { client } = setup([jsonResponse(204)]);
    await expect(client.delete('/things/1/')).resolves.toBeUndefined();
  });

  it('turns a failure into an ApiError with status and field errors', async () => {
    const { client } = setup([jsonResponse(400, { detail: 'Invalid input.', errors: { email: ['Enter an email'] } })]);
    const error = await client.post('/auth/login/', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input.', fieldErrors: { email: ['Enter an email'] } });
  });

  it('keeps the code of a refusal a page acts on, and no code it does not know', async () => {
    const { client } = setup([
      jsonResponse(409, { detail: 'Ya votó en esta encuesta.', code: 'poll.alreadyVoted' }),
      jsonResponse(409, { detail: 'Conflict.', code: 'something.else' }),
    ]);
    const known = await client.post('/polls/x/vote/', {}).catch((caught: unknown) => caught);
    expect(known).toMatchObject({ status: 409, message: 'Ya votó en esta encuesta.', code: 'poll.alreadyVoted' });
    const unknown = await client.post('/polls/x/vote/', {}).catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ status: 409, code: undefined });
  });

  it('reports an unreachable server as status 0 with a clear message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: '/api', getToken: () => null, fetch, readXsrf: () => 'x' });
    await expect(client.get('/news/')).rejects.toMatchObject({
      status: 0,
      message: 'We could not reach the server. Check your connection and try again.',
    });
  });

  it('checks the response against a contract when given one', async () => {
    const { client } = setup([jsonResponse(200, { id: 'not a number' })]);
    await expect(client.get('/x/', { schema: z.object({ id: z.number() }) })).rejects.toThrow();
  });
});

describe('uploads', () => {
  it('sends a file as multipart form data with the XSRF header and no JSON content type', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    const client = createApiClient({ baseUrl: '/api', getToken: () => 't', fetch, readXsrf: () => 'x' });
    await client.upload('/uploads/', new File(['abc'], 'photo.png', { type: 'image/png' }), { query: { purpose: 'complaint_photo' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/uploads/?purpose=complaint_photo');
    expect(init.body).toBeInstanceOf(FormData);
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toBe('x');
  });
});
