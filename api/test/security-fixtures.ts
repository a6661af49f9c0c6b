import { eq, sql } from 'drizzle-orm';

import type { App } from '../src/app';
import { properties, users } from '../src/db/schema';
import { issueToken } from '../src/db/users';
import { randomToken } from '../src/lib/tokens';
import { JPEG, PNG, residentWithProperty, uploadId } from './cases-helpers';
import { referenceIds, uploadConfigFile } from './configuration-helpers';
import { pendingDonation } from './donations-helpers';
import { ADMIN, call, login, startTestApp, SUPER, type TestContext } from './helpers';

/**
 * The people every route is tried as. `resident` owns the sample objects (a property, a complaint,
 * a dispute and its appeal, an upload, a donation); `other` is a second resident who must not
 * reach them. `admin` is the demo admin without `is_superuser`, so every route the table lets admins
 * into admits them by the admin role alone (staff routes marked `super` included).
 */
export const ROLES = ['anonymous', 'resident', 'other', 'super', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Person = Exclude<Role, 'anonymous'>;

export type Fixtures = {
  app: App;
  tokens: Record<Person, string>;
  userIds: Record<Person, number>;
  /** The resident's own objects. */
  property: number;
  complaint: number;
  dispute: number;
  appeal: number;
  upload: number;
  /** SHA-256 of the resident's uploaded photo: never served by the public files route. */
  uploadSha: string;
  donation: { reference: string; sessionId: string };
  /** The other resident's property, for cross-owner references in bodies. */
  otherProperty: number;
  /** A town and one of its suburbs, for property bodies. */
  townId: number;
  suburbId: number;
  /** Public sample data. */
  complaintTypeId: number;
  waterAnswers: { criterion_id: number; answer: string }[];
  newsSlug: string;
  causeSlug: string;
  poll: { slug: string; optionId: number };
  petitionId: number;
  documentSlug: string;
  legislationId: number;
  emergency: { category: string; subcategory: string };
  imageSha: string;
  /** Ids for configuration reference fields (configuration-helpers). */
  refs: Record<string, number>;
};

export type SecurityContext = TestContext & { f: Fixtures };

const COMPLETE_PROFILE = {
  ownership: 'owner' as const,
  primaryContact: '(555) 000-2222',
  identificationType: 'drivers_license' as const,
  identificationNumber: 'S1',
};

async function ok<T>(what: string, response: { statusCode: number; body: string; json: () => unknown }, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/**
 * One seeded app with the four people logged in once (scrypt is slow) and the sample objects
 * every route's sample request addresses. Everyone has a complete profile, so that a 403 the
 * suite sees is an access refusal, never "complete your profile first".
 */
export async function startSecurityApp(): Promise<SecurityContext> {
  const ctx = await startTestApp();
  const { app } = ctx;
  const tag = randomToken()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  const [resident, other, superToken, adminToken] = await Promise.all([
    residentWithProperty(app, `sec-owner-${tag}@example.org`),
    residentWithProperty(app, `sec-other-${tag}@example.org`),
    login(app, SUPER),
    login(app, ADMIN),
  ]);
  const staff = await app.db
    .update(users)
    .set(COMPLETE_PROFILE)
    .where(sql`${users.email} in (${SUPER.email}, ${ADMIN.email})`)
    .returning({ id: users.id, email: users.email });
  await app.db
    .update(users)
    .set({ isSuperuser: false })
    .where(sql`${users.email} = ${ADMIN.email}`);
  const idOf = (email: string) => staff.find((u) => u.email === email)!.id;
  const tokens: Record<Person, string> = { resident: resident.token, other: other.token, super: superToken, admin: adminToken };
  const userIds: Record<Person, number> = { resident: resident.id, other: other.id, super: idOf(SUPER.email), admin: idOf(ADMIN.email) };
  const as = (who: Person) => ({ token: tokens[who] });

  // Public and reference data from the seed.
  const complaintTypes = await ok<{ id: number }[]>('complaint types', await call(app, 'GET', '/api/complaint-types/', as('resident')));
  const water = await ok<{ criteria: { id: number; required: boolean }[] }>(
    'dispute type',
    await call(app, 'GET', '/api/dispute-types/water-billing/', as('resident')),
  );
  const waterAnswers = water.criteria.filter((c) => c.required).map((c) => ({ criterion_id: c.id, answer: 'No' }));
  const news = await ok<{ results: { slug: string }[] }>('news', await call(app, 'GET', '/api/news/'));
  const polls = await ok<{ slug: string; status: string; options: { id: number }[] }[]>(
    'polls',
    await call(app, 'GET', '/api/polls/', as('resident')),
  );
  const openPoll = polls.find((p) => p.status === 'open');
  const petitions = await ok<{ id: number; status: string }[]>('petitions', await call(app, 'GET', '/api/petitions/', as('resident')));
  const openPetition = petitions.find((p) => p.status === 'open');
  const documents = await ok<{ results: { slug: string }[] }>('documents', await call(app, 'GET', '/api/documents/', as('resident')));
  const [legislation] = await ok<{ id: number }[]>('legislation', await call(app, 'GET', '/api/legislation/', as('resident')));
  const categories = await ok<{ slug: string }[]>('emergencies', await call(app, 'GET', '/api/emergencies/', as('resident')));
  const category = categories[0]!.slug;
  const categoryDetail = await ok<{ subcategories: { slug: string }[] }>(
    'emergency',
    await call(app, 'GET', `/api/emergencies/${category}/`, as('resident')),
  );
  const image = await ok<{ url: string }>('image', await uploadConfigFile(app, adminToken, 'image', PNG, 'logo.png'), 201);
  if (
    !openPoll?.options[0] ||
    !openPetition ||
    !news.results[0] ||
    !documents.results[0] ||
    !categoryDetail.subcategories[0] ||
    !legislation
  ) {
    throw new Error('the seed lacks an open poll, an open petition, news, a document or an emergency subcategory');
  }

  // The resident's own objects.
  const upload = await uploadId(app, resident.token, 'complaint_photo', JPEG, 'own.jpg');
  const complaint = await ok<{ id: number }>(
    'complaint',
    await call(app, 'POST', '/api/complaints/', {
      ...as('resident'),
      body: {
        complaint_type_id: complaintTypes[0]!.id,
        description: 'The streetlight outside has been dark for a week.',
        property_id: resident.propertyId,
        photo_ids: [upload],
      },
    }),
    201,
  );
  const disputeBody = {
    property_id: resident.propertyId,
    billing_period: '2026-03',
    amount_disputed_cents: 10_000,
    answers: waterAnswers,
    description: 'The bill is three times higher than usual with no change at home.',
  };
  const appealed = await ok<{ id: number }>(
    'dispute',
    await call(app, 'POST', '/api/disputes/?type=water-billing', { ...as('resident'), body: disputeBody }),
    201,
  );
  const dispute = await ok<{ id: number }>(
    'dispute',
    await call(app, 'POST', '/api/disputes/?type=water-billing', { ...as('resident'), body: disputeBody }),
    201,
  );
  for (const status of ['under_review', 'rejected']) {
    await ok(
      'reject',
      await call(app, 'POST', `/api/disputes/${appealed.id}/transition/`, { ...as('super'), body: { status, note: 'Checked.' } }),
    );
  }
  const appeal = await ok<{ id: number }>(
    'appeal',
    await call(app, 'POST', '/api/appeals/', {
      ...as('resident'),
      body: { dispute_id: appealed.id, reason: 'The meter was estimated, never read on site.' },
    }),
    201,
  );
  const donation = await pendingDonation(app, resident.token, { amount_cents: 1500 });
  const [uploadSha] = await app.db
    .execute<{ sha256: string }>(sql`select f.sha256 from uploads u join stored_files f on f.id = u.file_id where u.id = ${upload}`)
    .then((r) => (r as unknown as { rows: { sha256: string }[] }).rows.map((row) => row.sha256));

  const [place] = await app.db
    .select({ townId: properties.townId, suburbId: properties.suburbId })
    .from(properties)
    .where(eq(properties.id, resident.propertyId));

  const f: Fixtures = {
    app,
    tokens,
    userIds,
    property: resident.propertyId,
    complaint: complaint.id,
    dispute: dispute.id,
    appeal: appeal.id,
    upload,
    uploadSha: uploadSha!,
    donation: { reference: donation.donation.reference, sessionId: donation.sessionId },
    otherProperty: other.propertyId,
    townId: place!.townId,
    suburbId: place!.suburbId,
    complaintTypeId: complaintTypes[0]!.id,
    waterAnswers,
    newsSlug: news.results[0].slug,
    causeSlug: 'parks-and-trails-fund',
    poll: { slug: openPoll.slug, optionId: openPoll.options[0].id },
    petitionId: openPetition.id,
    documentSlug: documents.results[0].slug,
    legislationId: legislation.id,
    emergency: { category, subcategory: categoryDetail.subcategories[0].slug },
    imageSha: /\/api\/files\/([0-9a-f]{64})\/$/.exec(image.url)![1]!,
    refs: await referenceIds(app, adminToken),
  };
  return { ...ctx, f };
}

/** A second token of the same person, for routes that end the session they are called with. */
export async function spareToken(f: Fixtures, who: Person): Promise<string> {
  return issueToken(f.app.db, f.userIds[who], f.app.security.sessions.perAccount);
}

/** What a sample request sends besides method and token. */
export type Sample = { url: string; body?: unknown; headers?: Record<string, string> };
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type XsrfMode = 'matching' | 'missing' | 'wrong';

/** A request as the portal's pages send it: JSON, `Authorization: Token`, and the XSRF pair (or a broken one). */
export function send(app: App, method: Method, sample: Sample, token: string | undefined, xsrf: XsrfMode = 'matching') {
  const cookie = randomToken();
  const headers: Record<string, string> = { ...sample.headers };
  if (token) headers.authorization = `Token ${token}`;
  if (xsrf === 'matching') headers['x-xsrf-token'] = cookie;
  if (xsrf === 'wrong') headers['x-xsrf-token'] = randomToken();
  return app.inject({
    method,
    url: sample.url,
    headers,
    cookies: { 'XSRF-TOKEN': cookie },
    ...(sample.body === undefined ? {} : { payload: sample.body as object }),
  });
}

/**
 * A digest of every table, so a refused request can be shown to have changed nothing. A token's
 * `last_used` (touched by any authenticated request, refused or not) is left out.
 */
export async function databaseDigest(app: App): Promise<Record<string, string>> {
  const tables = (
    (await app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name);
  const parts = tables.map((table) => {
    const row = table === 'auth_tokens' ? sql.raw('(x.id, x.user_id, x.key_hash)') : sql.raw('x');
    return sql`select ${table}::text as t, md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) as h from ${sql.identifier(table)} x`;
  });
  const result = (await app.db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { t: string; h: string }[] };
  return Object.fromEntries(result.rows.map((r) => [r.t, r.h]));
}

/** Users' ids by email, for tests that address accounts. */
export async function userId(app: App, email: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
