import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY,
  documentCategorySchema,
  documentSchema,
  pageSchema,
  type DocumentCategory,
} from '@portal/shared/contracts';

import { documents, storedFiles } from '../src/db/schema';
import { attachmentDisposition } from '../src/lib/content-disposition';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let resident: string;
let categories: DocumentCategory[];

beforeAll(async () => {
  ctx = await startTestApp();
  resident = await login(ctx.app, RESIDENT);
  categories = z
    .array(documentCategorySchema)
    .parse((await call(ctx.app, 'GET', '/api/documents/categories/', { token: resident })).json());
});
afterAll(() => ctx?.close());

const documentPage = pageSchema(documentSchema);

function category(name: string) {
  const found = categories.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}
function subcategory(categoryName: string, name: string) {
  const found = category(categoryName).subcategories.find((s) => s.name === name);
  if (!found) throw new Error(`no subcategory ${name}`);
  return found;
}

async function list(query = '', headers: Record<string, string> = {}) {
  const response = await call(ctx.app, 'GET', `/api/documents/${query}`, { token: resident, headers });
  expect(response.statusCode, response.body).toBe(200);
  return documentPage.parse(response.json());
}

describe('access', () => {
  it.each(['/api/documents/categories/', '/api/documents/', '/api/documents/adopted-budget/download/'])(
    'GET %s needs a login',
    async (url) => {
      const response = await call(ctx.app, 'GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    },
  );
});

describe('GET /api/documents/categories/', () => {
  it('lists the categories in order, each with its subcategories', () => {
    expect(categories.map((c) => [c.name, c.subcategories.map((s) => s.name)])).toEqual([
      ['Budgets and finance', ['Annual budgets', 'Audits']],
      ['Planning and zoning', ['Zoning maps', 'Permits']],
      ['Council records', ['Minutes', 'Agendas']],
    ]);
    for (const c of categories) expect(c.subcategories.every((s) => s.category_id === c.id)).toBe(true);
  });
});

describe('GET /api/documents/', () => {
  it('lists published documents, newest first, with their file details', async () => {
    const page = await list('?page_size=100');
    expect(page.count).toBe(10);
    const dates = page.results.map((d) => d.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.results.map((d) => d.slug)).not.toContain('budget-amendment-draft');
    const budget = page.results.find((d) => d.slug === 'adopted-budget')!;
    expect(budget).toMatchObject({
      category: 'Budgets and finance',
      subcategory: 'Annual budgets',
      file_name: 'adopted-budget.pdf',
      content_type: 'application/pdf',
      download_path: '/documents/adopted-budget/download/',
    });
    expect(budget.file_size).toBeGreaterThan(300);
    expect(page.results.find((d) => d.slug === 'council-rules-of-procedure')).toMatchObject({ subcategory_id: null, subcategory: null });
  });

  it('pages with next and previous (20 by default)', async () => {
    expect(await list()).toMatchObject({ page: 1, page_size: 20, next: null, previous: null });
    const first = await list('?page_size=4');
    expect(first).toMatchObject({ count: 10, next: 2, previous: null });
    const last = await list('?page=3&page_size=4');
    expect(last).toMatchObject({ page: 3, next: null, previous: 2 });
    expect(last.results).toHaveLength(2);
    const second = await list('?page=2&page_size=4');
    expect(new Set([...first.results, ...second.results, ...last.results].map((d) => d.id)).size).toBe(10);
  });

  it('filters by category and subcategory', async () => {
    const budgets = category('Budgets and finance');
    const byCategory = await list(`?category=${budgets.id}`);
    expect(byCategory.count).toBe(4);
    expect(byCategory.results.every((d) => d.category_id === budgets.id)).toBe(true);

    const annual = subcategory('Budgets and finance', 'Annual budgets');
    const bySub = await list(`?category=${budgets.id}&subcategory=${annual.id}`);
    expect(bySub.results.map((d) => d.slug).sort()).toEqual(['adopted-budget', 'budget-line-items', 'proposed-budget-next-year']);
    expect(bySub.results.some((d) => d.file_name.endsWith('.pdf'))).toBe(true);
    // A subcategory alone is enough.
    expect((await list(`?subcategory=${annual.id}`)).count).toBe(3);
  });

  it('refuses a subcategory of another category', async () => {
    const planning = category('Planning and zoning');
    const annual = subcategory('Budgets and finance', 'Annual budgets');
    for (const sub of [annual.id, 2147483647]) {
      const response = await call(ctx.app, 'GET', `/api/documents/?category=${planning.id}&subcategory=${sub}`, { token: resident });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Invalid input.', errors: { subcategory: [DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY] } });
    }
  });

  it('searches title and description, ignoring case', async () => {
    expect((await list('?search=ZONING%20MAP')).results.map((d) => d.slug)).toEqual(['citywide-zoning-map']);
    expect((await list('?search=auditor')).results.map((d) => d.slug)).toEqual(['annual-financial-report']);
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=draft')).count).toBe(0);
    const planning = category('Planning and zoning');
    expect((await list(`?category=${planning.id}&search=permit`)).count).toBe(2);
  });

  it('searches in the reader’s language too: the words of each document’s Spanish version, read as Spanish', async () => {
    const spanish = { 'accept-language': 'es' };
    const search = async (words: string, headers: Record<string, string> = spanish) =>
      (await list(`?search=${encodeURIComponent(words)}`, headers)).results;
    const found = await search('cálculo');
    expect(found.map((d) => d.slug)).toEqual(['budget-line-items']);
    expect(found[0]).toMatchObject({ title: 'Partidas del presupuesto (hoja de cálculo)', language: 'es' });
    // Stemmed as Spanish and in any order; drafts stay hidden.
    expect((await search('cerca terraza')).map((d) => d.slug)).toEqual(['fence-and-deck-permit-guide']);
    expect(await search('borrador')).toEqual([]);
    // The English title still finds it: the site search links a document to this list by it.
    expect((await search('Citywide zoning map')).map((d) => d.slug)).toEqual(['citywide-zoning-map']);
    // In English, the Spanish words are not the document's.
    expect(await search('cálculo', {})).toEqual([]);
    expect((await search('spreadsheet', {})).map((d) => d.slug)).toEqual(['budget-line-items']);
  });

  it('validates the query', async () => {
    const response = await call(ctx.app, 'GET', '/api/documents/?page=0&page_size=101&category=x&subcategory=2147483648&sort=title', {
      token: resident,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['category', 'page', 'page_size', 'sort', 'subcategory']);
  });
});

describe('GET /api/documents/:slug/download/', () => {
  it('sends a valid PDF as an attachment that is never sniffed or cached', async () => {
    const page = await list('?page_size=100');
    const listed = page.results.find((d) => d.slug === 'adopted-budget')!;
    const response = await call(ctx.app, 'GET', `/api${listed.download_path}`, { token: resident });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="adopted-budget.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect(bytes.length).toBe(listed.file_size);
    expect(Number(response.headers['content-length'])).toBe(listed.file_size);

    // Structurally sound: header, trailer, and every xref offset pointing at its object.
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Adopted budget, this fiscal year) Tj');
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(6);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const [stored] = await ctx.app.db
      .select({ sha256: storedFiles.sha256 })
      .from(storedFiles)
      .innerJoin(documents, eq(documents.fileId, storedFiles.id))
      .where(eq(documents.slug, 'adopted-budget'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored!.sha256);
  });

  it('sends other files with their own type', async () => {
    const response = await call(ctx.app, 'GET', '/api/documents/budget-line-items/download/', { token: resident });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="budget-line-items.csv"');
    expect(response.body).toMatch(/^department,line,amount_usd\r\n/);
  });

  it('answers 404 for an unknown or unpublished document', async () => {
    for (const slug of ['no-such-document', 'budget-amendment-draft']) {
      const response = await call(ctx.app, 'GET', `/api/documents/${slug}/download/`, { token: resident });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('attachmentDisposition', () => {
  it('quotes plain names as they are', () => {
    expect(attachmentDisposition('minutes 2026-03.pdf')).toBe('attachment; filename="minutes 2026-03.pdf"');
  });

  it('adds an RFC 8187 name when the plain one cannot carry it, and never lets separators or quotes through', () => {
    expect(attachmentDisposition('Budget "final" ü.pdf')).toBe(
      `attachment; filename="Budget _final_ _.pdf"; filename*=UTF-8''Budget%20%22final%22%20%C3%BC.pdf`,
    );
    expect(attachmentDisposition('../etc/passwd\r\nX-Evil: 1')).toBe('attachment; filename=".._etc_passwd__X-Evil: 1"');
    expect(attachmentDisposition("plan (v2)'s.pdf")).toBe(`attachment; filename="plan (v2)'s.pdf"`);
    expect(attachmentDisposition('100%.pdf')).toBe(`attachment; filename="100_.pdf"; filename*=UTF-8''100%25.pdf`);
    expect(attachmentDisposition('  ')).toBe('attachment; filename="download"');
    expect(attachmentDisposition('half \ud800.pdf')).toBe('attachment; filename="half _.pdf"');
  });
});
