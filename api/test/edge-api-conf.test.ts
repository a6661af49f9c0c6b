import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { HSTS, securityHeaders } from '../src/plugins/app/security-headers';

/*
 * edge/api.conf, the /api part of the production edge and of the scale-out test's nginx: shown in
 * docs/operations.md as it is, kept alive towards the instances, and answering (when no instance
 * does) with the headers the API sends on its JSON answers. The scale-out test runs it on nginx.
 */

const read = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The directives of a location block, one string each, without comments. */
function location(conf: string, name: string): string[] {
  const start = conf.indexOf(`location ${name} {`);
  expect(start, `location ${name}`).toBeGreaterThanOrEqual(0);
  const body = conf.slice(conf.indexOf('{', start) + 1, conf.indexOf('\n}', start));
  return body
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

describe('edge/api.conf', () => {
  it('is shown in docs/operations.md as it is, in a fenced block of its own', async () => {
    const [conf, doc] = await Promise.all([read('edge/api.conf'), read('docs/operations.md')]);
    const blocks = [...doc.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    expect(blocks).toContain(conf);
  });

  it('sends /api/ to upstream portal_api over kept-alive connections, naming no version and no instance', async () => {
    const conf = await read('edge/api.conf');
    const api = location(conf, '/api/');
    expect(api).toEqual(
      expect.arrayContaining([
        'proxy_pass http://portal_api;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'server_tokens off;',
        'error_page 502 503 504 = @api_unavailable;',
      ]),
    );
    expect(conf).not.toMatch(/\$upstream_addr|X-Upstream|proxy_bind|keepalive_timeout 0|Connection close/);
    // Included from any prefix: no absolute path.
    expect(conf).not.toMatch(/\s\/(etc|var|usr|srv|tmp|opt|home|run)\//);
  });

  it("answers for the instances in the API's shape with the API's headers", async () => {
    const unavailable = location(await read('edge/api.conf'), '@api_unavailable');
    const added = Object.fromEntries(
      unavailable
        .map((line) => /^add_header (\S+) (?:"([^"]*)"|(\S+)) always;$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2] ?? match[3]!]),
    );
    const { 'Strict-Transport-Security': hsts, ...plain } = securityHeaders(true);
    expect(added).toMatchObject(plain);
    expect(hsts).toBe(HSTS);
    // HSTS over HTTPS only, as the API sends it.
    expect(added['Strict-Transport-Security']).toBe('$api_hsts');
    expect(unavailable).toContain(`set $api_hsts "${HSTS}";`);
    expect(added['Retry-After']).toBe('5');
    const body = /^return 503 '(.*)';$/.exec(unavailable.find((line) => line.startsWith('return ')) ?? '')?.[1];
    expect(JSON.parse(body ?? 'null')).toEqual({ detail: expect.stringMatching(/^The portal cannot answer right now\. .+\.$/) });
  });
});
