import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configFileSchema, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '@portal/shared/contracts';

import { HTML, JPEG, multipart, PDF, PNG, upload, WEBP } from './cases-helpers';
import { listUrl, referenceIds, uploadConfigFile, validInput } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let superUser: string;
let resident: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser, resident] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER), login(ctx.app, RESIDENT)]);
});
afterAll(() => ctx?.close());

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const FILES = '/api/configuration/files/';

describe('POST /api/configuration/files/', () => {
  it('stores an image and answers its public address', async () => {
    const response = await uploadConfigFile(ctx.app, superUser, 'image', PNG, '../logo <new>.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const file = configFileSchema.parse(response.json());
    expect(file).toMatchObject({
      url: `/api/files/${sha256(PNG)}/`,
      file_name: 'logo _new_.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    for (const [content, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      expect((await uploadConfigFile(ctx.app, admin, 'image', content, 'x')).json()).toMatchObject({ content_type: type });
    }
  });

  it('stores a document without a public address', async () => {
    const response = await uploadConfigFile(ctx.app, admin, 'document', PDF, 'Budget 2027.pdf');
    expect(response.statusCode, response.body).toBe(201);
    expect(configFileSchema.parse(response.json())).toMatchObject({
      url: null,
      file_name: 'Budget 2027.pdf',
      content_type: 'application/pdf',
    });
    expect((await uploadConfigFile(ctx.app, admin, 'document', JPEG, 'scan.jpg')).statusCode).toBe(201);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const response = await uploadConfigFile(ctx.app, superUser, 'image', big, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ file: [`${UPLOAD_TOO_LARGE} The limit is 2 MB.`] });
    // Documents may be larger.
    expect((await uploadConfigFile(ctx.app, superUser, 'document', Buffer.concat([PDF, big]), 'big.pdf')).statusCode).toBe(201);
  });

  it('refuses another type, an empty file, an unknown kind and a body that is not multipart with 400', async () => {
    const pdfAsImage = await uploadConfigFile(ctx.app, superUser, 'image', PDF, 'photo.png');
    expect(pdfAsImage.statusCode).toBe(400);
    expect(pdfAsImage.json()).toEqual({
      detail: 'Invalid input.',
      errors: { file: [`${UPLOAD_WRONG_TYPE} Use a JPEG, PNG or WebP image.`] },
    });
    expect((await uploadConfigFile(ctx.app, superUser, 'document', HTML, 'page.pdf')).json().errors.file[0]).toContain(UPLOAD_WRONG_TYPE);
    expect((await uploadConfigFile(ctx.app, superUser, 'document', WEBP, 'picture.pdf')).statusCode).toBe(400);
    expect((await uploadConfigFile(ctx.app, superUser, 'image', Buffer.alloc(0), 'empty.png')).json().errors).toEqual({
      file: ['The file is empty.'],
    });
    expect((await uploadConfigFile(ctx.app, superUser, 'video', PNG)).json().errors).toHaveProperty('kind');
    const json = await call(ctx.app, 'POST', `${FILES}?kind=image`, { token: superUser, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveProperty('file');
  });

  it('refuses residents (403), anonymous visitors (401) and a missing XSRF pair (403)', async () => {
    expect((await uploadConfigFile(ctx.app, resident, 'image', PNG)).statusCode).toBe(403);
    const body = multipart(PNG, 'a.png');
    expect((await call(ctx.app, 'POST', `${FILES}?kind=image`, { headers: body.headers, body: body.payload })).statusCode).toBe(401);
    const noXsrf = await call(ctx.app, 'POST', `${FILES}?kind=image`, {
      token: superUser,
      xsrf: false,
      headers: body.headers,
      body: body.payload,
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});

describe('GET /api/files/:sha256/', () => {
  it('serves an uploaded image to anyone, with headers that keep it an image for good', async () => {
    const image = Buffer.concat([JPEG, Buffer.from('a council portrait')]);
    const { url } = (await uploadConfigFile(ctx.app, superUser, 'image', image, 'face.jpg')).json();
    const response = await call(ctx.app, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(image)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
    });
  });

  it('answers 404 for a resident’s upload, a document and an unknown hash', async () => {
    const photo = Buffer.concat([PNG, Buffer.from('a private photo')]);
    expect((await upload(ctx.app, resident, 'complaint_photo', photo, 'mine.png')).statusCode).toBe(201);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(photo)}/`)).statusCode).toBe(404);
    const pdf = Buffer.concat([PDF, Buffer.from('% minutes')]);
    expect((await uploadConfigFile(ctx.app, superUser, 'document', pdf, 'minutes.pdf')).statusCode).toBe(201);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(pdf)}/`)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/files/${'a'.repeat(64)}/`)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/files/not-a-hash/')).statusCode).toBe(400);
  });

  it('serves the public copy of content a resident has uploaded too, and not theirs', async () => {
    const shared = Buffer.concat([PNG, Buffer.from('the town crest')]);
    expect((await upload(ctx.app, resident, 'complaint_photo', shared, 'crest.png')).statusCode).toBe(201);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(shared)}/`)).statusCode).toBe(404);
    expect((await uploadConfigFile(ctx.app, superUser, 'image', shared, 'crest.png')).statusCode).toBe(201);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(shared)}/`)).statusCode).toBe(200);
  });
  it('answers 404 for a picture stored as a document: only its document serves it, to people logged in', async () => {
    const picture = Buffer.concat([PNG, Buffer.from('a scanned notice')]);
    const stored = await uploadConfigFile(ctx.app, superUser, 'document', picture, 'notice.png');
    expect(stored.statusCode, stored.body).toBe(201);
    const body = { ...validInput('documents', await referenceIds(ctx.app, admin)), file_id: stored.json().id, is_published: true };
    const document = await call(ctx.app, 'POST', listUrl('documents'), { token: superUser, body });
    expect(document.statusCode, document.body).toBe(201);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(picture)}/`)).statusCode).toBe(404);
    // Nor can an image field publish it under its address.
    const member = await call(ctx.app, 'POST', listUrl('council-members'), {
      token: superUser,
      body: { ...validInput('council-members'), portrait_url: `/api/files/${sha256(picture)}/` },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json().errors).toEqual({ portrait_url: ['Upload the image again.'] });

    const download = `/api/documents/${document.json().slug}/download/`;
    expect((await call(ctx.app, 'GET', download)).statusCode).toBe(401);
    const read = await call(ctx.app, 'GET', download, { token: resident });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(picture)).toBe(true);

    // The same bytes uploaded as an image as well are that image, public as it always was.
    expect((await uploadConfigFile(ctx.app, superUser, 'image', picture, 'notice.png')).statusCode).toBe(201);
    const image = await call(ctx.app, 'GET', `/api/files/${sha256(picture)}/`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(picture)).toBe(true);
  });

  it('answers 404 for a picture uploaded for a document that no document holds, and serves the same bytes uploaded as an image', async () => {
    const picture = Buffer.concat([PNG, Buffer.from('a draft notice, never saved')]);
    const stored = await uploadConfigFile(ctx.app, superUser, 'document', picture, 'draft.png');
    expect(stored.statusCode, stored.body).toBe(201);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(picture)}/`)).statusCode).toBe(404);
    const member = await call(ctx.app, 'POST', listUrl('council-members'), {
      token: superUser,
      body: { ...validInput('council-members'), portrait_url: `/api/files/${sha256(picture)}/` },
    });
    expect(member.json().errors).toEqual({ portrait_url: ['Upload the image again.'] });

    expect((await uploadConfigFile(ctx.app, superUser, 'image', picture, 'draft.png')).statusCode).toBe(201);
    const image = await call(ctx.app, 'GET', `/api/files/${sha256(picture)}/`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(picture)).toBe(true);
  });

  it('answers 404 for a document’s picture once its file is replaced or the document deleted', async () => {
    const ids = await referenceIds(ctx.app, admin);
    const [first, second] = [Buffer.from('the first scan'), Buffer.from('the second scan')].map((text) => Buffer.concat([PNG, text]));
    const fileId = async (content: Buffer) =>
      (await uploadConfigFile(ctx.app, superUser, 'document', content, 'scan.png')).json().id as number;
    const created = await call(ctx.app, 'POST', listUrl('documents'), {
      token: superUser,
      body: { ...validInput('documents', ids), file_id: await fileId(first!) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = `${listUrl('documents')}${created.json().slug}/`;
    const replaced = await call(ctx.app, 'PATCH', item, { token: superUser, body: { file_id: await fileId(second!) } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(first!)}/`)).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', item, { token: superUser })).statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', `/api/files/${sha256(second!)}/`)).statusCode).toBe(404);
  });

  it('refuses an image as a document’s file: a document field takes files uploaded for documents only', async () => {
    const picture = Buffer.concat([PNG, Buffer.from('a public picture')]);
    const image = await uploadConfigFile(ctx.app, superUser, 'image', picture, 'picture.png');
    expect(image.statusCode, image.body).toBe(201);
    const body = { ...validInput('documents', await referenceIds(ctx.app, admin)), file_id: image.json().id };
    const document = await call(ctx.app, 'POST', listUrl('documents'), { token: superUser, body });
    expect(document.statusCode).toBe(400);
    expect(document.json().errors).toEqual({ file_id: ['Upload the file again.'] });
  });
});
