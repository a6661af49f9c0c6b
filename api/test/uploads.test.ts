import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE, uploadSchema } from '@portal/shared/contracts';

import { HTML, JPEG, PDF, PNG, residentWithProperty, upload, uploadId, WEBP } from './cases-helpers';
import { call, login, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof residentWithProperty>>;
let other: Awaited<ReturnType<typeof residentWithProperty>>;
let staff: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, other, staff] = await Promise.all([
    residentWithProperty(ctx.app, 'uploader@example.org'),
    residentWithProperty(ctx.app, 'other-uploader@example.org'),
    login(ctx.app, SUPER),
  ]);
});
afterAll(() => ctx?.close());

describe('POST /api/uploads/', () => {
  it('needs a login and the XSRF pair', async () => {
    expect((await call(ctx.app, 'POST', '/api/uploads/?purpose=complaint_photo')).statusCode).toBe(401);
    const response = await call(ctx.app, 'POST', '/api/uploads/?purpose=complaint_photo', { token: owner.token, xsrf: false });
    expect(response.statusCode).toBe(403);
  });

  it('accepts photos by their content, whatever the name, and keeps a clean name', async () => {
    for (const [content, type, name, expected] of [
      [JPEG, 'image/jpeg', 'holiday.jpg', 'holiday.jpg'],
      [PNG, 'image/png', '../../etc/passwd', 'passwd.png'],
      [WEBP, 'image/webp', 'C:\\Users\\me\\street<script>.webp', 'street_script_.webp'],
      [PNG, 'image/png', 'named wrong.jpg', 'named wrong.png'],
    ] as const) {
      const response = await upload(ctx.app, owner.token, 'complaint_photo', content, name);
      expect(response.statusCode, response.body).toBe(201);
      const body = uploadSchema.parse(response.json());
      expect(body).toMatchObject({ purpose: 'complaint_photo', content_type: type, size: content.length, file_name: expected });
    }
  });

  it('takes PDFs as dispute evidence but not as complaint photos', async () => {
    const evidence = await upload(ctx.app, owner.token, 'dispute_evidence', PDF, 'bill.pdf');
    expect(evidence.statusCode, evidence.body).toBe(201);
    expect(evidence.json().content_type).toBe('application/pdf');
    const photo = await upload(ctx.app, owner.token, 'complaint_photo', PDF, 'bill.jpg');
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toEqual({ detail: 'Invalid input.', errors: { file: [`${UPLOAD_WRONG_TYPE} Use JPEG, PNG or WebP photos.`] } });
    const webp = await upload(ctx.app, owner.token, 'dispute_evidence', WEBP, 'x.webp');
    expect(webp.statusCode).toBe(400);
  });

  it('refuses HTML named .jpg', async () => {
    const response = await upload(ctx.app, owner.token, 'complaint_photo', HTML, 'cute-cat.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file[0]).toContain(UPLOAD_WRONG_TYPE);
  });

  it('refuses a file over the limit, naming it', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024, 7)]);
    const response = await upload(ctx.app, owner.token, 'complaint_photo', big, 'big.jpg');
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json().errors.file).toEqual([`${UPLOAD_TOO_LARGE} The limit is 5 MB.`]);
    // Evidence may be up to 10 MB.
    const evidence = await upload(
      ctx.app,
      owner.token,
      'dispute_evidence',
      Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 7)]),
      'big.pdf',
    );
    expect(evidence.statusCode, evidence.body).toBe(201);
  });

  it('refuses an unknown purpose, another field name, an empty file and a body that is not multipart', async () => {
    expect((await upload(ctx.app, owner.token, 'avatar', JPEG)).json().errors).toHaveProperty('purpose');
    expect((await upload(ctx.app, owner.token, 'complaint_photo', JPEG, 'a.jpg', 'photo')).statusCode).toBe(400);
    expect((await upload(ctx.app, owner.token, 'complaint_photo', Buffer.alloc(0), 'a.jpg')).statusCode).toBe(400);
    const json = await call(ctx.app, 'POST', '/api/uploads/?purpose=complaint_photo', { token: owner.token, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveProperty('file');
  });
});

describe('GET /api/uploads/:id/', () => {
  it('serves the bytes to the owner with safe headers: images inline, PDFs as attachments', async () => {
    const photo = await uploadId(ctx.app, owner.token, 'complaint_photo', PNG, 'street.png');
    const response = await call(ctx.app, 'GET', `/api/uploads/${photo}/`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe('inline; filename="street.png"');

    const pdf = await uploadId(ctx.app, owner.token, 'dispute_evidence', PDF, 'bill.pdf');
    const file = await call(ctx.app, 'GET', `/api/uploads/${pdf}/`, { token: owner.token });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="bill.pdf"');
  });

  it('is not found for another resident, and served to staff', async () => {
    const photo = await uploadId(ctx.app, owner.token, 'complaint_photo', JPEG);
    const theirs = await call(ctx.app, 'GET', `/api/uploads/${photo}/`, { token: other.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Not found.' });
    expect((await call(ctx.app, 'GET', `/api/uploads/${photo}/`, { token: staff })).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/uploads/${photo}/`)).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/uploads/999999/', { token: owner.token })).statusCode).toBe(404);
  });
});
