import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  CONFIG_SCHEMAS,
  newsHeadlineSchema,
  newsItemSchema,
  organizationSchema,
  pageSchema,
  pollSchema,
  searchPageSchema,
} from '@portal/shared/contracts';

import { itemUrl, listUrl, referenceIds, validInput } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// What staff write, in every language the portal speaks (en, es): each item's Spanish version saved
// and read back through the configuration, and answered to a resident who reads in Spanish.

let ctx: TestContext;
let superUser: string;
let resident: string;
let refs: Record<string, number> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  [superUser, resident] = await Promise.all([login(ctx.app, SUPER), login(ctx.app, RESIDENT)]);
  refs = await referenceIds(ctx.app, await login(ctx.app, ADMIN));
});
afterAll(() => ctx?.close());

const SPANISH = { 'accept-language': 'es' };

describe('news in the reader’s language', () => {
  it('answers a news item in Spanish to Accept-Language: es, saying so', async () => {
    const response = await call(ctx.app, 'GET', '/api/news/water-main-flushing-schedule/', { headers: SPANISH });
    expect(response.statusCode).toBe(200);
    const item = newsItemSchema.parse(response.json());
    expect(item.language).toBe('es');
    expect(item.title).toBe('Calendario de limpieza de las tuberías de agua');
    expect(item.body).toMatch(/^El Departamento de Agua/);
    expect(item.body_html).toContain('El Departamento de Agua');
    expect(response.headers.vary).toMatch(/\bAccept-Language\b/);
  });

  it('answers it in English, as written, without Accept-Language', async () => {
    const item = newsItemSchema.parse((await call(ctx.app, 'GET', '/api/news/water-main-flushing-schedule/')).json());
    expect(item).toMatchObject({ title: 'Water main flushing schedule', language: 'en' });
  });

  it('answers an item with no Spanish version in English, with language "en"', async () => {
    const created = await call(ctx.app, 'POST', listUrl('news'), {
      token: superUser,
      body: { ...validInput('news', refs), title: 'Only in English', is_published: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json<{ slug: string }>();
    const item = newsItemSchema.parse((await call(ctx.app, 'GET', `/api/news/${slug}/`, { headers: SPANISH })).json());
    expect(item).toMatchObject({ title: 'Only in English', language: 'en' });
  });

  it('lists headlines each in its own language', async () => {
    const headlines = pageSchema(newsHeadlineSchema).parse(
      (await call(ctx.app, 'GET', '/api/headlines/?page_size=100', { headers: SPANISH })).json(),
    ).results;
    expect(headlines.find((item) => item.slug === 'water-main-flushing-schedule')).toMatchObject({ language: 'es' });
  });
});

describe('polls and the organization in the reader’s language', () => {
  it('answers a poll and its options in Spanish', async () => {
    const response = await call(ctx.app, 'GET', '/api/polls/recycling-pickup-day/', { token: resident, headers: SPANISH });
    expect(response.statusCode).toBe(200);
    const poll = pollSchema.parse(response.json());
    expect(poll.language).toBe('es');
    expect(poll.description).toMatch(/^Con la recolección semanal del reciclaje/);
    expect(poll.options.map((option) => option.label)).toEqual(['Lunes', 'Miércoles', 'Viernes']);
  });

  it('lists polls with their Spanish descriptions, and in English without Accept-Language', async () => {
    const spanish = z.array(pollSchema).parse((await call(ctx.app, 'GET', '/api/polls/', { token: resident, headers: SPANISH })).json());
    expect(spanish.find((poll) => poll.slug === 'library-sunday-hours')).toMatchObject({
      description: expect.stringMatching(/^La Biblioteca Principal cierra los domingos/),
      language: 'es',
    });
    const english = z.array(pollSchema).parse((await call(ctx.app, 'GET', '/api/polls/', { token: resident })).json());
    expect(english.find((poll) => poll.slug === 'library-sunday-hours')).toMatchObject({
      description: expect.stringMatching(/^The Main Library is closed on Sundays/),
      language: 'en',
    });
  });

  it('answers About us in Spanish', async () => {
    const organization = organizationSchema.parse((await call(ctx.app, 'GET', '/api/organization/', { headers: SPANISH })).json());
    expect(organization.language).toBe('es');
    expect(organization.about_us).toMatch(/^Riverton es una ciudad/);
    expect(organization.name).toBe('City of Riverton');
  });
});

describe('versions through the configuration', () => {
  const complaintType = CONFIG_SCHEMAS['complaint-types'].item;

  it('saves a Spanish version, reads it back, and changes and clears it', async () => {
    const created = await call(ctx.app, 'POST', listUrl('complaint-types'), {
      token: superUser,
      body: {
        ...validInput('complaint-types', refs),
        name: 'Fallen tree',
        description: 'A tree down across a street or a footpath.',
        translations: { es: { name: 'Árbol caído', description: 'Un árbol caído sobre una calle o una acera.' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = complaintType.parse(created.json());
    expect(item.translations).toEqual({ es: { name: 'Árbol caído', description: 'Un árbol caído sobre una calle o una acera.' } });

    const read = complaintType.parse((await call(ctx.app, 'GET', itemUrl('complaint-types', item.id), { token: superUser })).json());
    expect(read.translations).toEqual(item.translations);

    const types = (await call(ctx.app, 'GET', '/api/complaint-types/', { token: resident, headers: SPANISH })).json<
      Array<{ id: number; name: string; language: string }>
    >();
    expect(types.find((type) => type.id === item.id)).toMatchObject({ name: 'Árbol caído', language: 'es' });

    const cleared = await call(ctx.app, 'PATCH', itemUrl('complaint-types', item.id), { token: superUser, body: { translations: {} } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(complaintType.parse(cleared.json()).translations).toEqual({});
  });

  it('saves a poll’s Spanish description, which a resident reading in Spanish reads, and refuses a version without it', async () => {
    const created = await call(ctx.app, 'POST', listUrl('polls'), {
      token: superUser,
      body: {
        ...validInput('polls', refs),
        title: 'Bench colors',
        description: 'Choose the color of the new benches.',
        translations: { es: { title: 'Colores de las bancas', description: 'Elija el color de las bancas nuevas.' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = CONFIG_SCHEMAS.polls.item.parse(created.json());
    const poll = pollSchema.parse((await call(ctx.app, 'GET', `/api/polls/${slug}/`, { token: resident, headers: SPANISH })).json());
    expect(poll).toMatchObject({ title: 'Colores de las bancas', description: 'Elija el color de las bancas nuevas.', language: 'es' });

    const titleOnly = await call(ctx.app, 'POST', listUrl('polls'), {
      token: superUser,
      body: { ...validInput('polls', refs), translations: { es: { title: 'Solo el título' } } },
    });
    expect(titleOnly.statusCode).toBe(400);
    expect(Object.keys(titleOnly.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['translations.es.description']);
  });

  it('answers every item with its translations, {} when it has none', async () => {
    const response = await call(ctx.app, 'GET', `${listUrl('news')}?page_size=100`, { token: superUser });
    const page = pageSchema(CONFIG_SCHEMAS.news.item).parse(response.json());
    expect(page.results.find((item) => item.slug === 'water-main-flushing-schedule')?.translations.es?.title).toBe(
      'Calendario de limpieza de las tuberías de agua',
    );
    expect(page.results.find((item) => item.slug === 'farmers-market-returns')?.translations).toEqual({});
  });

  it('refuses a version that leaves out a field the English has, at translations.es.title', async () => {
    const response = await call(ctx.app, 'POST', listUrl('news'), {
      token: superUser,
      body: { ...validInput('news', refs), translations: { es: { summary: 'Un resumen.', body: 'Un texto.' } } },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors)).toEqual(['translations.es.title']);
    expect(errors['translations.es.title']).toEqual(['Write this in this language too, or leave every field of this language empty.']);

    const spanish = await call(ctx.app, 'POST', listUrl('news'), {
      token: superUser,
      headers: SPANISH,
      body: { ...validInput('news', refs), translations: { es: { summary: 'Un resumen.', body: 'Un texto.' } } },
    });
    expect(spanish.json<{ errors: Record<string, string[]> }>().errors['translations.es.title']).toEqual([
      'Escríbalo también en este idioma, o deje vacíos todos los campos de este idioma.',
    ]);
  });

  it('refuses a version in a language the portal does not speak, or of a field with no versions', async () => {
    const response = await call(ctx.app, 'POST', listUrl('news'), {
      token: superUser,
      body: { ...validInput('news', refs), translations: { fr: { title: 'Un titre' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['translations.fr']);

    const field = await call(ctx.app, 'POST', listUrl('news'), {
      token: superUser,
      body: {
        ...validInput('news', refs),
        translations: { es: { title: 'Un título', summary: 'Un resumen.', body: 'Un texto.', slug: 'x' } },
      },
    });
    expect(field.statusCode).toBe(400);
    expect(Object.keys(field.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['translations.es.slug']);
  });
});

describe('search in the reader’s language', () => {
  it('finds the water notice by its Spanish words with the spanish configuration', async () => {
    const response = await call(ctx.app, 'GET', `/api/search/?q=${encodeURIComponent('agua')}`, { token: resident, headers: SPANISH });
    expect(response.statusCode, response.body).toBe(200);
    const page = searchPageSchema.parse(response.json());
    const notice = page.results.find((result) => result.path === '/news/water-main-flushing-schedule');
    expect(notice?.title).toBe('Calendario de limpieza de las tuberías de agua');
    // Stemmed as Spanish: "tuberías" finds "tubería".
    const stemmed = searchPageSchema.parse(
      (await call(ctx.app, 'GET', `/api/search/?q=${encodeURIComponent('tubería')}`, { token: resident, headers: SPANISH })).json(),
    );
    expect(stemmed.results.map((result) => result.path)).toContain('/news/water-main-flushing-schedule');
  });

  it('keeps English search as it was', async () => {
    const english = searchPageSchema.parse(
      (await call(ctx.app, 'GET', `/api/search/?q=${encodeURIComponent('agua')}`, { token: resident })).json(),
    );
    expect(english.results.map((result) => result.path)).not.toContain('/news/water-main-flushing-schedule');
  });
});
