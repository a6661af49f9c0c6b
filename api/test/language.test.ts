import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profileSchema } from '@portal/shared/contracts';

import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { residentWithProperty } from './cases-helpers';
import {
  call,
  confirmLinkIn,
  createTestDatabase,
  login,
  newestMailTo,
  RESIDENT,
  startTestApp,
  SUPER,
  testConfig,
  type TestContext,
} from './helpers';

// The API in the person's language: each request's from its Accept-Language, else the account's;
// answers say which (Content-Language), and mails follow their recipient's account.

let ctx: TestContext;
let staff: string;
let typeId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await login(ctx.app, SUPER);
  const types = await call(ctx.app, 'GET', '/api/complaint-types/', { token: staff });
  typeId = types.json<Array<{ id: number }>>()[0]!.id;
});
afterAll(() => ctx?.close());

// Each try from another email, so that no try is held up by the ones before it.
let tries = 0;
const wrongPassword = (headers: Record<string, string> = {}) =>
  call(ctx.app, 'POST', '/api/auth/login/', {
    body: { email: `nobody-${(tries += 1)}@example.org`, password: 'Not-the-password-1' },
    headers,
  });

describe('LANGUAGES', () => {
  it('refuses to start with a language the API has no catalog of', async () => {
    const database = await createTestDatabase();
    try {
      await expect(buildApp(testConfig(database, { LANGUAGES: 'en,fr' }))).rejects.toThrow(/LANGUAGES: the API has no catalog of fr/);
    } finally {
      await database.drop();
    }
  });
});

describe("each request's language", () => {
  it('answers a wrong password in Spanish to Accept-Language: es, and says so', async () => {
    const response = await wrongPassword({ 'accept-language': 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'No se pudo iniciar sesión con las credenciales proporcionadas.',
      errors: { non_field_errors: ['No se pudo iniciar sesión con las credenciales proporcionadas.'] },
    });
    expect(response.headers['content-language']).toBe('es');
    expect(response.headers.vary).toMatch(/\bAccept-Language\b/);
  });

  it('answers in English, word for word, without a header or when asked for English', async () => {
    const english = {
      detail: 'Unable to log in with provided credentials.',
      errors: { non_field_errors: ['Unable to log in with provided credentials.'] },
    };
    for (const headers of [{}, { 'accept-language': 'en' }, { 'accept-language': 'fr-FR, de;q=0.5' }] as Array<Record<string, string>>) {
      const response = await wrongPassword(headers);
      expect(response.json()).toEqual(english);
      expect(response.headers['content-language']).toBe('en');
    }
  });

  it("takes a browser's header by quality, a region falling back to its language", async () => {
    for (const [header, language] of [
      ['es-US,es;q=0.9,en;q=0.8', 'es'],
      ['es-MX', 'es'],
      ['en;q=0.5, es;q=0.8', 'es'],
      ['es;q=0, en-GB;q=0.7', 'en'],
      ['fr, es;q=0.3', 'es'],
    ] as const) {
      expect((await wrongPassword({ 'accept-language': header })).headers['content-language'], header).toBe(language);
    }
  });

  it('says field errors in Spanish: its own, and where a schema has no words of its own', async () => {
    const spanish = { 'accept-language': 'es' };
    const noBody = await call(ctx.app, 'POST', '/api/auth/login/', { headers: spanish });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ detail: 'Los datos no son válidos.', errors: { non_field_errors: ['Se requiere un cuerpo JSON.'] } });
    const unknown = await call(ctx.app, 'PATCH', '/api/users/profile/', { token: staff, headers: spanish, body: { is_superuser: true } });
    expect(unknown.json().errors).toEqual({ is_superuser: ['Campo desconocido.'] });

    const token = await login(ctx.app, RESIDENT);
    const noKind = await call(ctx.app, 'POST', '/api/disputes/', { token, headers: spanish, body: {} });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors).toMatchObject({ type: ['Elija el tipo de disputa.'] });
    const property = await call(ctx.app, 'POST', '/api/users/properties/', {
      token,
      headers: spanish,
      body: { address_line1: '1 Elm Street', town_id: 999_999, suburb_id: 999_999, postal_code: '12345', ownership: 'owner' },
    });
    expect(property.statusCode).toBe(400);
    expect(property.json().errors).toMatchObject({ town_id: ['Elija una ciudad.'], suburb_id: ['Elija un barrio.'] });
  });

  it('answers data with no words of its own without Content-Language', async () => {
    const response = await call(ctx.app, 'GET', '/api/users/profile/', { token: staff, headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBeUndefined();
  });

  it('answers the router’s own refusals in the language asked for', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/news/${'a'.repeat(5_000)}/`, headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'La dirección es demasiado larga.' });
    expect(response.headers['content-language']).toBe('es');
  });
});

describe("the account's language", () => {
  let token: string;
  beforeAll(async () => {
    token = (await residentWithProperty(ctx.app, 'language-choice@example.org')).token;
  });

  const profile = async (headers: Record<string, string> = {}) =>
    profileSchema.parse((await call(ctx.app, 'GET', '/api/users/profile/', { token, headers })).json());

  it('is saved by the profile update and returned by the profile', async () => {
    const saved = await call(ctx.app, 'PATCH', '/api/users/profile/', { token, body: { language: 'es' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('es');
    expect((await profile()).language).toBe('es');
  });

  it('is refused unless the portal speaks it', async () => {
    const unknown = await call(ctx.app, 'PATCH', '/api/users/profile/', { token, body: { language: 'fr' } });
    expect(unknown.statusCode).toBe(400);
    // Asked for no language: the account's, Spanish.
    expect(unknown.json()).toEqual({
      detail: 'Los datos no son válidos.',
      errors: { language: ['Elija uno de los idiomas en los que está disponible el portal.'] },
    });
    const english = await call(ctx.app, 'PATCH', '/api/users/profile/', {
      token,
      body: { language: 'fr' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().errors).toEqual({ language: ['Choose one of the languages the portal speaks.'] });
    const malformed = await call(ctx.app, 'PATCH', '/api/users/profile/', { token, body: { language: 'Spanish' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('language');
    expect((await profile()).language).toBe('es');
  });

  it('answers a request without Accept-Language; a header still wins', async () => {
    const mine = await call(ctx.app, 'GET', '/api/complaints/999999/', { token });
    expect(mine.json()).toEqual({ detail: 'No se encontró.' });
    expect(mine.headers['content-language']).toBe('es');
    const asked = await call(ctx.app, 'GET', '/api/complaints/999999/', { token, headers: { 'accept-language': 'en-US' } });
    expect(asked.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('mail in the person’s language', () => {
  it('writes the registration mail in the language of a Spanish request, and the account keeps it', async () => {
    const email = 'registro@example.org';
    const password = 'Registro-Espanol-2026!';
    const response = await call(ctx.app, 'POST', '/api/auth/register/', {
      body: { email, password, first_name: 'Lucía', last_name: 'Gómez' },
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().detail).toMatch(/^Revise su correo electrónico\./);
    const mail = await newestMailTo(ctx.app, email);
    expect(mail.subject).toBe('Confirme su correo electrónico para terminar de crear su cuenta');
    expect(mail.text).toMatch(/^Hola:\n\nAlguien, esperamos que usted, pidió crear una cuenta/);
    // The portal, named by the municipality that runs it.
    expect(mail.text).toContain('una cuenta en el portal de City of Riverton con este correo');
    expect(mail.text).toContain('en las próximas 24 horas');

    // Confirmed from an English page: the account speaks the language it was registered in.
    const confirmed = await call(ctx.app, 'POST', '/api/auth/register/confirm/', {
      body: { ...confirmLinkIn(mail.text), password },
      headers: { 'accept-language': 'en' },
    });
    expect(confirmed.statusCode).toBe(201);
    const [account] = await ctx.app.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(account?.language).toBe('es');
  });

  it('keeps the language a registration chooses, and refuses one the portal does not speak', async () => {
    const email = 'elige-idioma@example.org';
    const body = { email, password: 'Elige-Idioma-2026!', first_name: 'Ana', last_name: 'Ruiz' };
    const refused = await call(ctx.app, 'POST', '/api/auth/register/', { body: { ...body, language: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ language: ['Choose one of the languages the portal speaks.'] });
    expect((await call(ctx.app, 'POST', '/api/auth/register/', { body: { ...body, language: 'es' } })).statusCode).toBe(202);
    expect((await newestMailTo(ctx.app, email)).subject).toBe('Confirme su correo electrónico para terminar de crear su cuenta');
  });

  it('writes the registration mail in English, as before, for an English request', async () => {
    const email = 'registration-en@example.org';
    await call(ctx.app, 'POST', '/api/auth/register/', {
      body: { email, password: 'Registration-English-2026!', first_name: 'Ann', last_name: 'Lee' },
    });
    const mail = await newestMailTo(ctx.app, email);
    expect(mail.subject).toBe('Confirm your email to finish creating your account');
    expect(mail.text).toMatch(/^Hello,\n\nSomeone, hopefully you, asked to create an account/);
    expect(mail.text).toContain('an account on the City of Riverton portal with this email');
  });

  it("writes a case's mails in the resident's language, whatever the staff member's", async () => {
    const resident = await residentWithProperty(ctx.app, 'caso-es@example.org');
    await call(ctx.app, 'PATCH', '/api/users/profile/', { token: resident.token, body: { language: 'es' } });
    const lodged = await call(ctx.app, 'POST', '/api/complaints/', {
      token: resident.token,
      headers: { 'accept-language': 'en' },
      body: { complaint_type_id: typeId, description: 'Un bache profundo frente a mi casa.', address: '1 Main Street' },
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    const { id, reference } = lodged.json<{ id: number; reference: string }>();
    const receipt = await newestMailTo(ctx.app, 'caso-es@example.org');
    expect(receipt.subject).toBe(`Recibimos su queja (${reference})`);
    expect(receipt.text).toContain(`Gracias: recibimos su queja y le asignamos la referencia ${reference}.`);
    expect(receipt.text).toContain('Dónde: 1 Main Street');

    const moved = await call(ctx.app, 'POST', `/api/complaints/${id}/transition/`, {
      token: staff,
      headers: { 'accept-language': 'en' },
      body: { status: 'in_progress', note: 'A crew comes on Monday.' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const update = await newestMailTo(ctx.app, 'caso-es@example.org');
    expect(update.subject).toBe(`Su queja ${reference} ahora está: En curso`);
    expect(update.text).toBe(
      [
        'Hola, Casey:',
        '',
        `Su queja ${reference} ahora está: En curso.`,
        '',
        'Nota de nuestro personal:',
        'A crew comes on Monday.',
        '',
        'Vea todo el historial aquí:',
        `http://localhost:3000/complaints/${id}`,
      ].join('\n'),
    );
  });

  it('writes a case update in English to an English account, when staff work in Spanish', async () => {
    const resident = await residentWithProperty(ctx.app, 'case-en@example.org');
    const lodged = await call(ctx.app, 'POST', '/api/complaints/', {
      token: resident.token,
      body: { complaint_type_id: typeId, description: 'A deep pothole outside my house.', address: '2 Main Street' },
    });
    const { id, reference } = lodged.json<{ id: number; reference: string }>();
    await call(ctx.app, 'POST', `/api/complaints/${id}/transition/`, {
      token: staff,
      headers: { 'accept-language': 'es' },
      body: { status: 'rejected', note: 'Not ours to fix.' },
    });
    const update = await newestMailTo(ctx.app, 'case-en@example.org');
    expect(update.subject).toBe(`Your complaint ${reference} is now: Rejected`);
  });
});
