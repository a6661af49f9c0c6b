import { eq } from 'drizzle-orm';

import type { App } from '../src/app';
import { properties, users } from '../src/db/schema';
import { call, register } from './helpers';

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60, 2)]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 3)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A multipart body with one part. */
export function multipart(content: Buffer, fileName: string, field = 'file', type = 'application/octet-stream') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(app: App, token: string, purpose: string, content: Buffer, fileName = 'photo.jpg', field = 'file') {
  const body = multipart(content, fileName, field);
  return call(app, 'POST', `/api/uploads/?purpose=${purpose}`, { token, headers: body.headers, body: body.payload });
}

export async function uploadId(app: App, token: string, purpose: string, content: Buffer, fileName?: string): Promise<number> {
  const response = await upload(app, token, purpose, content, fileName);
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A new resident with a complete profile and one property; returns the token, id and property id. */
export async function residentWithProperty(app: App, email: string) {
  const token = await register(app, email, 'Cases-Resident-2026!', { first_name: 'Casey', last_name: 'Lodger' });
  const [user] = await app.db
    .update(users)
    .set({ ownership: 'owner', primaryContact: '(555) 000-1111', identificationType: 'drivers_license', identificationNumber: 'X1' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const [resident] = await app.db.select().from(properties).limit(1);
  const [property] = await app.db
    .insert(properties)
    .values({
      userId: user!.id,
      addressLine1: `${Math.floor(Math.random() * 900) + 100} Birch Road`,
      townId: resident!.townId,
      suburbId: resident!.suburbId,
      postalCode: '12345',
      ownership: 'owner',
    })
    .returning({ id: properties.id });
  return { token, id: user!.id, propertyId: property!.id };
}
