import { createHash } from 'node:crypto';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONFIG_SCHEMAS, DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY, inUseMessage, type ConfigResourceName } from '@portal/shared/contracts';

import { documents, petitionSignatures, pollVotes, uploads, users } from '../src/db/schema';
import { PDF, PNG, uploadId, WEBP } from './cases-helpers';
import { auditCount, itemUrl, listUrl, referenceIds, rowCount, uploadConfigFile, validInput } from './configuration-helpers';
import { ADMIN, call, login, RESIDENT, startTestApp, SUPER, type TestContext } from './helpers';

// News, polls, petitions and documents as configuration resources: what the generated tests
// (access, validation) do not cover.

let ctx: TestContext;
let admin: string;
let superUser: string;
let resident: string;
let refs: Record<string, number> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  [admin, superUser, resident] = await Promise.all([login(ctx.app, ADMIN), login(ctx.app, SUPER), login(ctx.app, RESIDENT)]);
  refs = await referenceIds(ctx.app, admin);
});
afterAll(() => ctx?.close());

type Item = Record<string, unknown> & { id: number };

async function create(name: ConfigResourceName, body: Record<string, unknown>): Promise<Item> {
  const response = await call(ctx.app, 'POST', listUrl(name), { token: superUser, body: { ...validInput(name, refs), ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return CONFIG_SCHEMAS[name].item.parse(response.json()) as Item;
}

async function patch(name: ConfigResourceName, key: string | number, body: Record<string, unknown>): Promise<Item> {
  const response = await call(ctx.app, 'PATCH', itemUrl(name, key), { token: superUser, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Item>();
}

/** Expects 400 with exactly these field errors, nothing stored and nothing audited. */
async function refused(name: ConfigResourceName, method: 'POST' | 'PATCH', url: string, body: unknown, errors: Record<string, string[]>) {
  const [rows, audits] = [await rowCount(ctx.app, name), await auditCount(ctx.app)];
  const response = await call(ctx.app, method, url, { token: superUser, body });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ detail: 'Invalid input.', errors });
  expect(await rowCount(ctx.app, name)).toBe(rows);
  expect(await auditCount(ctx.app)).toBe(audits);
}

const recently = (moment: unknown) => expect(Date.now() - Date.parse(String(moment))).toBeLessThan(60_000);

/** The stored file behind a resident's upload. */
async function residentFileId(content: Buffer, purpose = 'dispute_evidence'): Promise<number> {
  const id = await uploadId(ctx.app, resident, purpose, content);
  const [row] = await ctx.app.db.select({ fileId: uploads.fileId }).from(uploads).where(eq(uploads.id, id));
  if (!row) throw new Error('no upload');
  return row.fileId;
}

describe('publication dates', () => {
  it('dates news when it is published, keeps the date when unpublished and republished', async () => {
    const draft = await create('news', { title: 'Leaf pickup starts', is_published: false });
    expect(draft.published_at).toBeNull();
    const published = await patch('news', draft.slug as string, { is_published: true });
    recently(published.published_at);
    const unpublished = await patch('news', draft.slug as string, { is_published: false });
    expect(unpublished).toMatchObject({ is_published: false, published_at: published.published_at });
    expect((await patch('news', draft.slug as string, { is_published: true })).published_at).toBe(published.published_at);
    // The date is the server's: it is not input.
    await refused(
      'news',
      'PATCH',
      itemUrl('news', draft.slug as string),
      { published_at: '2020-01-01T00:00:00Z' },
      { published_at: ['Unknown field.'] },
    );
  });

  it('dates news and documents published on creation', async () => {
    recently((await create('news', { is_published: true })).published_at);
    recently((await create('documents', { is_published: true })).published_at);
    expect((await create('documents', { is_published: false })).published_at).toBeNull();
  });

  it('shows published news to residents at once', async () => {
    const item = await create('news', { title: 'Hydrant flushing this week', is_published: true });
    const page = (await call(ctx.app, 'GET', '/api/news/?page_size=100')).json();
    expect(page.results.map((news: { slug: string }) => news.slug)).toContain(item.slug);
  });
});

describe('constraints reported on their field', () => {
  it('refuses a poll closing before it opens, on create and update', async () => {
    const opens = '2030-06-01T09:00:00.000Z';
    const error = { closes_at: ['The poll must close after it opens.'] };
    await refused(
      'polls',
      'POST',
      listUrl('polls'),
      { ...validInput('polls'), opens_at: opens, closes_at: '2030-05-01T09:00:00.000Z' },
      error,
    );
    const poll = await create('polls', { opens_at: opens, closes_at: '2030-07-01T09:00:00.000Z' });
    await refused('polls', 'PATCH', itemUrl('polls', poll.slug as string), { closes_at: opens }, error);
  });

  it('refuses a campaign ending before it starts', async () => {
    const body = { ...validInput('campaigns'), starts_at: '2030-06-01T09:00:00Z', ends_at: '2030-05-01T09:00:00Z' };
    await refused('campaigns', 'POST', listUrl('campaigns'), body, { ends_at: ['The campaign must end after it starts.'] });
    expect((await create('campaigns', { ...body, ends_at: '' })).ends_at).toBeNull();
  });

  it('refuses a document whose subcategory is of another category, on create and update', async () => {
    const categories = (await call(ctx.app, 'GET', `${listUrl('document-categories')}?page_size=100`, { token: superUser })).json().results;
    const [first, second] = categories as Item[];
    const subcategoryOfSecond = (
      await call(ctx.app, 'GET', `${listUrl('document-subcategories')}?category_id=${second!.id}`, { token: superUser })
    ).json().results[0] as Item;
    const error = { subcategory_id: [DOCUMENT_SUBCATEGORY_NOT_IN_CATEGORY] };
    const body = { ...validInput('documents', refs), category_id: first!.id, subcategory_id: subcategoryOfSecond.id };
    await refused('documents', 'POST', listUrl('documents'), body, error);
    const document = await create('documents', { category_id: second!.id, subcategory_id: subcategoryOfSecond.id });
    await refused('documents', 'PATCH', itemUrl('documents', document.slug as string), { category_id: first!.id }, error);
    expect((await patch('documents', document.slug as string, { category_id: first!.id, subcategory_id: null })).subcategory_id).toBeNull();
  });
});

describe('file fields', () => {
  const again = { file_id: ['Upload the file again.'] };

  it('refuses a document naming a resident’s upload, an unknown file or an image of another type', async () => {
    await refused(
      'documents',
      'POST',
      listUrl('documents'),
      { ...validInput('documents', refs), file_id: await residentFileId(PDF) },
      again,
    );
    await refused('documents', 'POST', listUrl('documents'), { ...validInput('documents', refs), file_id: 999_999 }, again);
    const webp = await uploadConfigFile(ctx.app, superUser, 'image', WEBP, 'picture.webp');
    await refused('documents', 'POST', listUrl('documents'), { ...validInput('documents', refs), file_id: webp.json().id }, again);
    const document = await create('documents', {});
    await refused('documents', 'PATCH', itemUrl('documents', document.slug as string), { file_id: await residentFileId(PNG) }, again);
  });

  it('takes a council member’s portrait uploaded here, and refuses other addresses', async () => {
    const image = await uploadConfigFile(ctx.app, superUser, 'image', PNG, 'face.png');
    expect(image.statusCode, image.body).toBe(201);
    const member = await create('council-members', { portrait_url: image.json().url });
    expect(member.portrait_url).toBe(image.json().url);
    const url = itemUrl('council-members', member.slug as string);
    const again = { portrait_url: ['Upload the image again.'] };
    await refused('council-members', 'PATCH', url, { portrait_url: 'https://elsewhere.example/face.png' }, again);
    await refused('council-members', 'PATCH', url, { portrait_url: `/api/files/${'0'.repeat(64)}/` }, again);
    // A resident's photo has an address of the same shape, but it is theirs: never published.
    const photo = Buffer.concat([PNG, Buffer.from('resident photo')]);
    await residentFileId(photo, 'complaint_photo');
    const sha = createHash('sha256').update(photo).digest('hex');
    await refused('council-members', 'PATCH', url, { portrait_url: `/api/files/${sha}/` }, again);
    expect((await patch('council-members', member.slug as string, { portrait_url: '' })).portrait_url).toBeNull();
  });
});

describe('deleting what is still in use', () => {
  async function refusedInUse(name: ConfigResourceName, key: string | number, message: string) {
    const [rows, audits] = [await rowCount(ctx.app, name), await auditCount(ctx.app)];
    const response = await call(ctx.app, 'DELETE', itemUrl(name, key), { token: superUser });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ detail: message });
    expect(await rowCount(ctx.app, name)).toBe(rows);
    expect(await auditCount(ctx.app)).toBe(audits);
  }

  it('refuses a poll with votes, and an option voted for', async () => {
    const poll = (await call(ctx.app, 'GET', itemUrl('polls', 'library-sunday-hours'), { token: superUser })).json<Item>();
    await refusedInUse('polls', 'library-sunday-hours', inUseMessage('poll', ['2 votes']));
    const [vote] = await ctx.app.db.select({ optionId: pollVotes.optionId }).from(pollVotes).where(eq(pollVotes.pollId, poll.id)).limit(1);
    await refusedInUse('poll-options', vote!.optionId, inUseMessage('poll option', ['1 vote']));
  });

  it('refuses a petition with signatures', async () => {
    const petition = await create('petitions', {});
    const [person] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, RESIDENT.email));
    await ctx.app.db.insert(petitionSignatures).values({ petitionId: petition.id, userId: person!.id });
    await refusedInUse('petitions', petition.id, inUseMessage('petition', ['1 signature']));
  });

  it('refuses a document category with subcategories and documents, and a subcategory with documents', async () => {
    const category = await create('document-categories', { name: 'Elections' });
    const subcategory = await create('document-subcategories', { category_id: category.id, name: 'Results' });
    for (let n = 0; n < 2; n += 1) await create('documents', { category_id: category.id, subcategory_id: subcategory.id });
    await refusedInUse('document-categories', category.id, inUseMessage('document category', ['1 subcategory', '2 documents']));
    await refusedInUse('document-subcategories', subcategory.id, inUseMessage('document subcategory', ['2 documents']));
    const [row] = await ctx.app.db.select({ n: count() }).from(documents).where(eq(documents.categoryId, category.id));
    expect(row?.n).toBe(2);
  });
});

describe('slugs', () => {
  it('never takes a word of the screens’ own paths', async () => {
    expect((await create('news', { title: 'Create' })).slug).toBe('create-2');
    expect((await create('polls', { title: 'Options!' })).slug).toBe('options-2');
    expect((await create('documents', { title: 'Categories' })).slug).toBe('categories-2');
    expect((await create('campaigns', { title: 'Update' })).slug).toBe('update-2');
    expect((await create('news', { title: 'Subcategories' })).slug).toBe('subcategories-2');
  });
});

describe('donation causes', () => {
  it('refuses a campaign without a goal or a closing date, next to the goal', async () => {
    const body = { ...validInput('donation-causes', refs), kind: 'campaign', goal_cents: null, closes_at: null };
    await refused('donation-causes', 'POST', listUrl('donation-causes'), body, {
      goal_cents: ['A campaign needs a goal and a closing date.'],
    });
  });

  it('opens a campaign residents can give to, and closes it instead of deleting it', async () => {
    const cause = await create('donation-causes', {
      kind: 'campaign',
      goal_cents: 2_500_00,
      closes_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const open = await call(ctx.app, 'GET', '/api/donation-causes/', { token: resident });
    expect(open.json<{ slug: string }[]>().map((c) => c.slug)).toContain(cause.slug);

    const removed = await call(ctx.app, 'DELETE', itemUrl('donation-causes', cause.slug as string), { token: superUser });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ slug: cause.slug, is_active: false });
    const after = await call(ctx.app, 'GET', '/api/donation-causes/', { token: resident });
    expect(after.json<{ slug: string }[]>().map((c) => c.slug)).not.toContain(cause.slug);
  });
});
