import { CONFIG_RESOURCES, type ConfigResourceName } from '@portal/shared/contracts';

import { JPEG, multipart, PNG } from './cases-helpers';
import { itemUrl, keyOf, listUrl, validInput } from './configuration-helpers';
import { call } from './helpers';
import { spareToken, type Fixtures, type Method, type Role, type Sample } from './security-fixtures';

/**
 * Who may use each route of the API. Every `METHOD url` the app registers must be here, and
 * nothing else (security-route-table.test.ts): a new route fails the suite until someone says
 * who may call it.
 *
 * - public: anyone, logged in or not.
 * - user: any logged-in person (anonymous: 401). Lists answer the caller's own rows only.
 * - owner: only the resident whose object the URL names; anyone else 404, as if it did not exist.
 * - owner-or-staff: the owner, and super users and admins (staff handle the case); another resident 404.
 * - super: super users and admins (the demo admin is a super user too); other residents 403.
 * - admin: admins only; super users 403 too.
 * - capability: no login either way; a secret in the URL or a provider's signature is the key
 *   (webhooks, the sandbox's hosted checkout, payment return pages, reset links). The matrix
 *   sends a made-up secret, which every role must see refused with `refusal`.
 */
export type Access = 'public' | 'user' | 'owner' | 'owner-or-staff' | 'super' | 'admin' | 'capability';

export type RouteRule = {
  access: Access;
  /**
   * The request a role sends: a real object of the resident where the URL names one, and a body
   * that passes validation. Roles that are let in may be given a fresh object (a property to
   * delete), and `token` overrides the role's own (logout gets a spare one).
   */
  sample: (f: Fixtures, role: Role) => (Sample & { token?: string }) | Promise<Sample & { token?: string }>;
  /** Exact statuses for some roles, where "let in" is not enough (another's id in a body). */
  expect?: Partial<Record<Role, number>>;
  /** For capability routes: what every role gets without the secret. */
  refusal?: number;
};

/** Where the route sits in the matrix files. */
export type Group = 'configuration' | 'cases' | 'staff' | 'general';

const get = (url: string) => () => ({ url });
const json = (url: string, body: unknown) => () => ({ url, body });
const note = (status: string) => ({ status, note: 'Looked into it for the security suite.' });

const everyone = (status: number): Partial<Record<Role, number>> => ({
  anonymous: status,
  resident: status,
  other: status,
  super: status,
  admin: status,
});
/** The resident may (201); everyone else names the resident's property in the body and gets 400. */
const ownPropertyOnly: Partial<Record<Role, number>> = { resident: 201, other: 400, super: 400, admin: 400 };

function propertyInput(f: Fixtures, line = '1 Security Lane') {
  return { address_line1: line, town_id: f.townId, suburb_id: f.suburbId, postal_code: '12345', ownership: 'owner' };
}

async function freshProperty(f: Fixtures): Promise<number> {
  const response = await call(f.app, 'POST', '/api/users/properties/', {
    token: f.tokens.resident,
    body: propertyInput(f, '2 Spare Street'),
  });
  if (response.statusCode !== 201) throw new Error(`property: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

const isOwner = (role: Role) => role === 'resident';

const complaintBody = (f: Fixtures) => ({
  complaint_type_id: f.complaintTypeId,
  description: 'A pothole has opened on the corner, deep enough to hurt.',
  property_id: f.property,
});
const disputeBody = (f: Fixtures) => ({
  property_id: f.property,
  billing_period: '2026-02',
  amount_disputed_cents: 5000,
  answers: f.waterAnswers,
  description: 'The bill doubled in a month with nobody at home.',
});

function file(url: string, content: Buffer, name: string) {
  const body = multipart(content, name);
  return () => ({ url, body: body.payload, headers: body.headers });
}

const BOGUS = 'not-a-real-secret-0000000000000000000000000';

export const ROUTE_RULES: Record<string, RouteRule> = {
  // The OpenAPI description (its viewer, Swagger UI, only with API_DOCS_UI=true: app.test.ts).
  'GET /api/docs/json': { access: 'public', sample: get('/api/docs/json') },
  'GET /api/docs/yaml': { access: 'public', sample: get('/api/docs/yaml') },

  // Accounts.
  'GET /api/auth/csrf/': { access: 'public', sample: get('/api/auth/csrf/') },
  'POST /api/auth/login/': {
    access: 'public',
    sample: json('/api/auth/login/', { email: 'nobody-security@example.org', password: 'Not-The-Password-1' }),
    expect: everyone(400),
  },
  'POST /api/auth/logout/': {
    access: 'user',
    // A spare token of the same person: logging out must not end the suite's sessions.
    sample: async (f, role) => ({ url: '/api/auth/logout/', ...(role === 'anonymous' ? {} : { token: await spareToken(f, role) }) }),
  },
  // A weak password: refused before any hashing, and nobody is created.
  'POST /api/auth/register/': {
    access: 'public',
    sample: json('/api/auth/register/', { email: 'new-security@example.org', password: 'short', first_name: 'New', last_name: 'Person' }),
    expect: everyone(400),
  },
  'POST /api/auth/forgot-password/': {
    access: 'public',
    sample: json('/api/auth/forgot-password/', { email: 'nobody-security@example.org' }),
    expect: everyone(202),
  },
  'GET /api/auth/reset-password/:uid/:token/': { access: 'capability', sample: get(`/api/auth/reset-password/1/${BOGUS}/`), refusal: 400 },
  'POST /api/auth/reset-password/': {
    access: 'capability',
    sample: json('/api/auth/reset-password/', { uid: '1', token: BOGUS, password: 'Brand-New-Pass-2026!' }),
    refusal: 400,
  },
  // The link mailed on registration: its uid and token are the key, whoever follows it.
  'GET /api/auth/register/confirm/:uid/:token/': {
    access: 'capability',
    sample: get(`/api/auth/register/confirm/MQ/${BOGUS}/`),
    refusal: 400,
  },
  'POST /api/auth/register/confirm/': {
    access: 'capability',
    sample: json('/api/auth/register/confirm/', { uid: 'MQ', token: BOGUS, password: 'Not-The-Password-1' }),
    refusal: 400,
  },
  // A wrong current password: answered 400, nothing changes, no token is revoked.
  'POST /api/auth/change-password/': {
    access: 'user',
    sample: json('/api/auth/change-password/', { current_password: 'Not-The-Password-1', new_password: 'Brand-New-Pass-2026!' }),
    expect: { resident: 400, other: 400, super: 400, admin: 400 },
  },
  'GET /api/users/profile/': { access: 'user', sample: get('/api/users/profile/') },
  'PATCH /api/users/profile/': { access: 'user', sample: json('/api/users/profile/', { identification_number: 'S1' }) },

  // Properties: the caller's own only.
  'GET /api/users/properties/': { access: 'user', sample: get('/api/users/properties/') },
  'POST /api/users/properties/': { access: 'user', sample: (f) => ({ url: '/api/users/properties/', body: propertyInput(f) }) },
  'GET /api/users/properties/:id/': { access: 'owner', sample: (f) => ({ url: `/api/users/properties/${f.property}/` }) },
  'PATCH /api/users/properties/:id/': {
    access: 'owner',
    sample: (f) => ({ url: `/api/users/properties/${f.property}/`, body: propertyInput(f, '3 Changed Road') }),
  },
  'DELETE /api/users/properties/:id/': {
    access: 'owner',
    sample: async (f, role) => ({ url: `/api/users/properties/${isOwner(role) ? await freshProperty(f) : f.property}/` }),
  },

  // Cases: complaints, disputes and appeals, and the files attached to them.
  'GET /api/complaints/': { access: 'user', sample: get('/api/complaints/') },
  'POST /api/complaints/': {
    access: 'user',
    sample: (f) => ({ url: '/api/complaints/', body: complaintBody(f) }),
    expect: ownPropertyOnly,
  },
  'GET /api/complaints/:id/': { access: 'owner-or-staff', sample: (f) => ({ url: `/api/complaints/${f.complaint}/` }) },
  'POST /api/complaints/:id/transition/': {
    access: 'super',
    sample: (f) => ({ url: `/api/complaints/${f.complaint}/transition/`, body: note('in_progress') }),
  },
  'GET /api/disputes/': { access: 'user', sample: get('/api/disputes/') },
  'POST /api/disputes/': {
    access: 'user',
    sample: (f) => ({ url: '/api/disputes/?type=water-billing', body: disputeBody(f) }),
    expect: ownPropertyOnly,
  },
  'GET /api/disputes/:id/': { access: 'owner-or-staff', sample: (f) => ({ url: `/api/disputes/${f.dispute}/` }) },
  'POST /api/disputes/:id/transition/': {
    access: 'super',
    sample: (f) => ({ url: `/api/disputes/${f.dispute}/transition/`, body: note('under_review') }),
  },
  'GET /api/appeals/': { access: 'user', sample: get('/api/appeals/') },
  // The resident's dispute that is not rejected: nobody may appeal it, and another's is refused alike.
  'POST /api/appeals/': {
    access: 'user',
    sample: (f) => ({ url: '/api/appeals/', body: { dispute_id: f.dispute, reason: 'The reading was estimated, not taken.' } }),
    expect: { resident: 409, other: 409, super: 409, admin: 409 },
  },
  'GET /api/appeals/:id/': { access: 'owner-or-staff', sample: (f) => ({ url: `/api/appeals/${f.appeal}/` }) },
  'POST /api/appeals/:id/transition/': {
    access: 'super',
    sample: (f) => ({ url: `/api/appeals/${f.appeal}/transition/`, body: note('under_review') }),
  },
  'POST /api/uploads/': {
    access: 'user',
    sample: file('/api/uploads/?purpose=complaint_photo', JPEG, 'photo.jpg'),
    expect: { resident: 201, other: 201, super: 201, admin: 201 },
  },
  'GET /api/uploads/:id/': { access: 'owner-or-staff', sample: (f) => ({ url: `/api/uploads/${f.upload}/` }) },
  'GET /api/complaint-types/': { access: 'user', sample: get('/api/complaint-types/') },
  'GET /api/dispute-types/': { access: 'user', sample: get('/api/dispute-types/') },
  'GET /api/dispute-types/:slug/': { access: 'user', sample: get('/api/dispute-types/water-billing/') },
  'GET /api/staff/complaints/': { access: 'super', sample: get('/api/staff/complaints/') },
  'GET /api/staff/disputes/': { access: 'super', sample: get('/api/staff/disputes/') },
  'GET /api/staff/appeals/': { access: 'super', sample: get('/api/staff/appeals/') },

  // Donations and payments.
  'GET /api/donation-causes/': { access: 'public', sample: get('/api/donation-causes/') },
  'GET /api/donation-causes/:slug/': { access: 'public', sample: (f) => ({ url: `/api/donation-causes/${f.causeSlug}/` }) },
  'GET /api/donations/': { access: 'user', sample: get('/api/donations/') },
  'POST /api/donations/': {
    access: 'user',
    sample: (f) => ({ url: '/api/donations/', body: { cause_slug: f.causeSlug, amount_cents: 1000 } }),
    expect: { resident: 201, other: 201, super: 201, admin: 201 },
  },
  'GET /api/donations/:reference/': { access: 'owner-or-staff', sample: (f) => ({ url: `/api/donations/${f.donation.reference}/` }) },
  'POST /api/donations/:reference/checkout/': {
    access: 'owner',
    sample: (f) => ({ url: `/api/donations/${f.donation.reference}/checkout/` }),
  },
  // The session id (32 random bytes) is the capability; see security-capabilities.test.ts.
  'GET /api/donations/return/:sessionId/': { access: 'capability', sample: get(`/api/donations/return/${BOGUS}/`), refusal: 404 },
  'POST /api/donations/return/:sessionId/cancel/': {
    access: 'capability',
    sample: get(`/api/donations/return/${BOGUS}/cancel/`),
    refusal: 404,
  },
  'GET /api/payments/sandbox/checkout/:id/': {
    access: 'capability',
    sample: get(`/api/payments/sandbox/checkout/${BOGUS}/`),
    refusal: 404,
  },
  'POST /api/payments/sandbox/checkout/:id/': {
    access: 'capability',
    sample: () => ({
      url: `/api/payments/sandbox/checkout/${BOGUS}/`,
      body: 'name=Rosa&card_number=4242424242424242&expiry=12%2F39&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    refusal: 404,
  },
  'POST /api/payments/webhooks/:provider/': {
    access: 'capability',
    sample: () => ({
      url: '/api/payments/webhooks/sandbox/',
      body: JSON.stringify({ id: 'evt_forged', type: 'paid', created: Math.floor(Date.now() / 1000), data: {} }),
      headers: { 'content-type': 'application/json' },
    }),
    refusal: 400,
  },

  // Engagement.
  'GET /api/headlines/': { access: 'public', sample: get('/api/headlines/') },
  'GET /api/news/': { access: 'public', sample: get('/api/news/') },
  'GET /api/news/:slug/': { access: 'public', sample: (f) => ({ url: `/api/news/${f.newsSlug}/` }) },
  'GET /api/polls/': { access: 'user', sample: get('/api/polls/') },
  'GET /api/polls/:slug/': { access: 'user', sample: (f) => ({ url: `/api/polls/${f.poll.slug}/` }) },
  'POST /api/polls/:slug/vote/': {
    access: 'user',
    // The demo staff have voted in the seed (409); the new residents have not.
    sample: (f) => ({ url: `/api/polls/${f.poll.slug}/vote/`, body: { option_id: f.poll.optionId } }),
    expect: { resident: 201, other: 201, super: 409, admin: 409 },
  },
  'GET /api/petitions/': { access: 'user', sample: get('/api/petitions/') },
  'GET /api/petitions/:id/': { access: 'user', sample: (f) => ({ url: `/api/petitions/${f.petitionId}/` }) },
  'POST /api/petitions/:id/sign/': {
    access: 'user',
    sample: (f) => ({ url: `/api/petitions/${f.petitionId}/sign/`, body: {} }),
    expect: { resident: 201, other: 201, super: 201, admin: 201 },
  },
  'GET /api/campaigns/': { access: 'user', sample: get('/api/campaigns/') },
  'GET /api/projects/': { access: 'user', sample: get('/api/projects/') },
  'GET /api/community-groups/': { access: 'user', sample: get('/api/community-groups/') },
  'GET /api/legislation/': { access: 'user', sample: get('/api/legislation/') },
  'GET /api/legislation/:id/': { access: 'user', sample: (f) => ({ url: `/api/legislation/${f.legislationId}/` }) },
  'GET /api/documents/categories/': { access: 'user', sample: get('/api/documents/categories/') },
  'GET /api/documents/': { access: 'user', sample: get('/api/documents/') },
  'GET /api/documents/:slug/download/': { access: 'user', sample: (f) => ({ url: `/api/documents/${f.documentSlug}/download/` }) },
  'GET /api/council-members/': { access: 'user', sample: get('/api/council-members/') },
  'GET /api/emergencies/': { access: 'user', sample: get('/api/emergencies/') },
  'GET /api/emergencies/:category/': { access: 'user', sample: (f) => ({ url: `/api/emergencies/${f.emergency.category}/` }) },
  'GET /api/emergencies/:category/:subcategory/': {
    access: 'user',
    sample: (f) => ({ url: `/api/emergencies/${f.emergency.category}/${f.emergency.subcategory}/` }),
  },

  // The organization and reference data.
  'GET /api/health/': { access: 'public', sample: get('/api/health/') },
  'GET /api/organization/': { access: 'public', sample: get('/api/organization/') },
  'GET /api/files/:sha256/': { access: 'public', sample: (f) => ({ url: `/api/files/${f.imageSha}/` }), expect: everyone(200) },
  'GET /api/reference/towns/': { access: 'public', sample: get('/api/reference/towns/') },
  'GET /api/reference/suburbs/': { access: 'public', sample: (f) => ({ url: `/api/reference/suburbs/?town_id=${f.townId}` }) },
  'GET /api/reference/water-meter-types/': { access: 'public', sample: get('/api/reference/water-meter-types/') },
  'GET /api/reference/electrical-meter-types/': { access: 'public', sample: get('/api/reference/electrical-meter-types/') },
  'GET /api/support/chat-groups/': { access: 'public', sample: get('/api/support/chat-groups/') },
  'GET /api/support/emergency-contacts/': { access: 'public', sample: get('/api/support/emergency-contacts/') },
  'POST /api/contact-messages/': {
    access: 'user',
    sample: json('/api/contact-messages/', {
      name: 'Casey',
      email: 'casey@example.org',
      subject: 'Security suite',
      message: 'Just checking who may write.',
    }),
    expect: { resident: 201, other: 201, super: 201, admin: 201 },
  },
  'POST /api/client-errors/': {
    access: 'public',
    sample: json('/api/client-errors/', { message: 'x', source: 'render', url: '/' }),
    expect: everyone(201),
  },
  'GET /api/outbox/': { access: 'admin', sample: get('/api/outbox/') },
  // Anyone may search; what it finds follows the caller's session (search.test.ts).
  'GET /api/search/': { access: 'public', sample: get('/api/search/?q=water'), expect: everyone(200) },

  // Configuration besides the generic resources.
  'GET /api/configuration/accounts/': { access: 'super', sample: get('/api/configuration/accounts/') },
  'GET /api/configuration/accounts/:id/': { access: 'super', sample: (f) => ({ url: `/api/configuration/accounts/${f.userIds.other}/` }) },
  'PATCH /api/configuration/accounts/:id/': {
    access: 'super',
    sample: (f) => ({ url: `/api/configuration/accounts/${f.userIds.other}/`, body: { is_active: true } }),
  },
  'GET /api/configuration/audit-log/': { access: 'admin', sample: get('/api/configuration/audit-log/') },
  'GET /api/configuration/client-errors/': { access: 'admin', sample: get('/api/configuration/client-errors/') },
  'GET /api/configuration/client-errors/remotes/': { access: 'admin', sample: get('/api/configuration/client-errors/remotes/') },
  'POST /api/configuration/files/': {
    access: 'super',
    sample: file('/api/configuration/files/?kind=image', PNG, 'picture.png'),
    expect: { super: 201, admin: 201 },
  },
  ...configurationResourceRules(),
};

/** An item of the resource made by the admin, kept for the roles that are refused to aim at. */
const existingItems = new WeakMap<Fixtures, Map<string, Promise<string | number>>>();

async function newItem(f: Fixtures, name: ConfigResourceName): Promise<string | number> {
  const response = await call(f.app, 'POST', listUrl(name), { token: f.tokens.admin, body: validInput(name, f.refs) });
  if (response.statusCode !== 201) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  return keyOf(name, response.json());
}

function existingItem(f: Fixtures, name: ConfigResourceName): Promise<string | number> {
  let items = existingItems.get(f);
  if (!items) existingItems.set(f, (items = new Map()));
  let item = items.get(name);
  if (!item) items.set(name, (item = newItem(f, name)));
  return item;
}

/** The routes of every configuration resource, from CONFIG_RESOURCES, as the API generates them. */
function configurationResourceRules(): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {};
  for (const name of Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]) {
    const resource = CONFIG_RESOURCES[name];
    const access: Access = resource.access;
    const list = listUrl(name);
    if (resource.single) {
      rules[`GET ${list}`] = { access, sample: get(list) };
      rules[`PATCH ${list}`] = { access, sample: (f) => ({ url: list, body: validInput(name, f.refs) }) };
      continue;
    }
    const item = `${list}:${resource.key}/`;
    const allowedHere = (role: Role) => role === 'admin' || (role === 'super' && access === 'super');
    const changes = (f: Fixtures) => {
      const { name: _name, ...rest } = validInput(name, f.refs);
      return rest;
    };
    rules[`GET ${list}`] = { access, sample: get(list) };
    rules[`POST ${list}`] = { access, sample: (f) => ({ url: list, body: validInput(name, f.refs) }) };
    rules[`GET ${item}`] = { access, sample: async (f) => ({ url: itemUrl(name, await existingItem(f, name)) }) };
    rules[`PATCH ${item}`] = { access, sample: async (f) => ({ url: itemUrl(name, await existingItem(f, name)), body: changes(f) }) };
    if (resource.removal !== 'none') {
      rules[`DELETE ${item}`] = {
        access,
        // Whoever may delete gets an item of their own to delete; the others aim at the kept one.
        sample: async (f, role) => ({ url: itemUrl(name, allowedHere(role) ? await newItem(f, name) : await existingItem(f, name)) }),
      };
    }
  }
  return rules;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

export function parseKey(key: string): { method: Method; url: string } {
  const [method, url] = key.split(' ') as [Method, string];
  return { method, url };
}

export function groupOf(key: string): Group {
  const { url } = parseKey(key);
  if (url.startsWith('/api/configuration/')) return 'configuration';
  const rule = ROUTE_RULES[key]!;
  if (rule.access === 'owner' || rule.access === 'owner-or-staff') return 'cases';
  if (/^\/api\/(complaints|disputes|appeals|uploads|donations|users\/properties)\//.test(url)) return 'cases';
  if (rule.access === 'super' || rule.access === 'admin') return 'staff';
  return 'general';
}

/** What a role must get: let in (any status but 401/403, and 404 for owners), or refused with this status. */
export function expectedFor(rule: RouteRule, role: Role): 'let in' | number {
  switch (rule.access) {
    case 'public':
      return 'let in';
    case 'capability':
      return rule.refusal ?? 404;
    default:
      if (role === 'anonymous') return 401;
  }
  switch (rule.access) {
    case 'user':
      return 'let in';
    case 'owner':
      return role === 'resident' ? 'let in' : 404;
    case 'owner-or-staff':
      return role === 'other' ? 404 : 'let in';
    case 'super':
      return role === 'super' || role === 'admin' ? 'let in' : 403;
    case 'admin':
      return role === 'admin' ? 'let in' : 403;
  }
}

/** The methods the XSRF check applies to. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The only routes allowed to skip the XSRF check (plugins/app/xsrf.ts): a signed webhook and the sandbox's own page. */
export const XSRF_EXEMPT = new Set(['POST /api/payments/webhooks/:provider/', 'POST /api/payments/sandbox/checkout/:id/']);
