import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntrySchema, organizationConfigSchema, pageSchema } from '@portal/shared/contracts';

import { PNG } from './cases-helpers';
import { auditCount, uploadConfigFile } from './configuration-helpers';
import { ADMIN, call, login, startTestApp, SUPER, type TestContext } from './helpers';

// The organization: one record, read and changed at /api/configuration/organization/.

let ctx: TestContext;
let admin: string;
let superUser: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER)]);
});
afterAll(() => ctx?.close());

const URL = '/api/configuration/organization/';

async function current() {
  const response = await call(ctx.app, 'GET', URL, { token: superUser });
  expect(response.statusCode).toBe(200);
  return organizationConfigSchema.parse(response.json());
}

describe('/api/configuration/organization/', () => {
  it('answers the one record, as the public page shows it', async () => {
    const organization = await current();
    expect(organization.id).toBe(1);
    const { id: _id, updated_at: _updated, translations: _versions, ...shown } = organization;
    expect((await call(ctx.app, 'GET', '/api/organization/')).json()).toEqual({ ...shown, language: 'en' });
  });

  it('changes only the fields given, with one audit row naming record 1', async () => {
    const before = await current();
    const logo = (await uploadConfigFile(ctx.app, superUser, 'image', PNG, 'logo.png')).json().url;
    const audits = await auditCount(ctx.app);
    const response = await call(ctx.app, 'PATCH', URL, { token: superUser, body: { phone: '(555) 010-9999', logo_url: logo } });
    expect(response.statusCode, response.body).toBe(200);
    const after = organizationConfigSchema.parse(response.json());
    expect(after).toMatchObject({ ...before, phone: '(555) 010-9999', logo_url: logo, updated_at: after.updated_at });
    expect(after.updated_at > before.updated_at).toBe(true);
    expect((await call(ctx.app, 'GET', '/api/organization/')).json()).toMatchObject({ phone: '(555) 010-9999', logo_url: logo });

    expect(await auditCount(ctx.app)).toBe(audits + 1);
    const page = pageSchema(auditEntrySchema).parse(
      (await call(ctx.app, 'GET', '/api/configuration/audit-log/?resource=organization', { token: admin })).json(),
    );
    expect(page.results[0]).toMatchObject({
      actor_email: 'super@example.org',
      action: 'update',
      resource: 'organization',
      record_id: '1',
      before: { phone: before.phone },
      after: { phone: '(555) 010-9999' },
    });
  });

  it('writes nothing when nothing changes', async () => {
    const before = await current();
    const audits = await auditCount(ctx.app);
    const response = await call(ctx.app, 'PATCH', URL, { token: superUser, body: { name: before.name, phone: before.phone } });
    expect(response.json()).toEqual(before);
    expect(await auditCount(ctx.app)).toBe(audits);
  });

  it('refuses an image from elsewhere and a bad email', async () => {
    const response = await call(ctx.app, 'PATCH', URL, {
      token: superUser,
      body: { logo_url: 'https://elsewhere.example/logo.png', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'logo_url']);
    const unknown = await call(ctx.app, 'PATCH', URL, { token: superUser, body: { logo_url: `/api/files/${'b'.repeat(64)}/` } });
    expect(unknown.json().errors).toEqual({ logo_url: ['Upload the image again.'] });
  });

  it('cannot be listed by id, created or removed', async () => {
    const before = await current();
    // The organization's path has GET and PATCH only (405 with Allow); no path below it exists (404).
    for (const [method, url, status] of [
      ['POST', URL, 405],
      ['DELETE', URL, 405],
      ['GET', `${URL}1/`, 404],
      ['PATCH', `${URL}1/`, 404],
      ['DELETE', `${URL}1/`, 404],
    ] as const) {
      const response = await call(ctx.app, method, url, {
        token: admin,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: { name: 'Elsewhere' } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (status === 405) expect(response.headers.allow).toBe('GET, HEAD, PATCH');
    }
    expect(await current()).toEqual(before);
  });
});
