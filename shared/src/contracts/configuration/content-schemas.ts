import { DONATION_CAUSE_KINDS, donationCauseSchema } from '../donations';
import { campaignSchema } from '../engagement';
import { newsItemSchema } from '../news';
import { organizationSchema } from '../organization';
import { z } from '../zod-config';
import {
  active,
  base,
  body,
  chosen,
  count,
  description,
  emailAddress,
  emptyAsNull,
  image,
  listed,
  moment,
  name,
  optionalChoice,
  sortOrder,
  summary,
  tel,
  title,
  translationsInputSchema,
  translationsSchema,
  webAddress,
} from './inputs';

// The item (answer) and input (body) schema of each content resource: what residents read,
// vote on, sign and download, and the organization itself.

const published = { is_published: z.boolean(), published_at: z.nullable(z.string()) };

// Configuration edits the Markdown; only the public answers carry the rendered HTML.
export const newsConfigSchema = z.extend(z.omit(newsItemSchema, { body_html: true }), { ...base, translations: translationsSchema });
export const newsInputSchema = z.strictObject({
  title,
  summary,
  body: body('contract.news.body.required'),
  image_url: image,
  is_published: z.boolean(),
  translations: translationsInputSchema,
});

export const pollConfigSchema = z.object({
  ...base,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  ...listed,
  translations: translationsSchema,
});
export const pollInputSchema = z
  .strictObject({
    title,
    description,
    opens_at: moment('contract.poll.opensAt.required'),
    closes_at: moment('contract.poll.closesAt.required'),
    is_active: active,
    sort_order: sortOrder,
    translations: translationsInputSchema,
  })
  .register(z.globalRegistry, {
    description:
      '`closes_at` must be after `opens_at` (else a 400 on `closes_at`). Text fields are trimmed of surrounding white space before they are checked.',
  });

export const pollOptionConfigSchema = z.object({
  ...base,
  poll_id: z.number().check(z.int()),
  label: z.string(),
  base_votes: z.number().check(z.int()),
  sort_order: z.number().check(z.int()),
  translations: translationsSchema,
});
export const pollOptionInputSchema = z.strictObject({
  label: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.pollOption.label.required'), z.maxLength(200, 'contract.common.maxLength.200')),
  poll_id: chosen('contract.pollOption.poll.required'),
  base_votes: count('contract.pollOption.baseVotes.invalid'),
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const campaignConfigSchema = z.extend(campaignSchema, {
  ...base,
  is_published: z.boolean(),
  sort_order: z.number().check(z.int()),
  translations: translationsSchema,
});
export const campaignInputSchema = z
  .strictObject({
    title,
    summary,
    body: body('contract.campaign.body.required'),
    image_url: image,
    starts_at: moment('contract.campaign.startsAt.required'),
    ends_at: emptyAsNull(moment('contract.campaign.endsAt.invalid')),
    is_published: z.boolean(),
    sort_order: sortOrder,
    translations: translationsInputSchema,
  })
  .register(z.globalRegistry, {
    description:
      '`ends_at`, when given, must be after `starts_at` (else a 400 on `ends_at`). Text fields are trimmed of surrounding white space before they are checked.',
  });

export const petitionConfigSchema = z.object({
  ...base,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  goal: z.number().check(z.int()),
  base_signatures: z.number().check(z.int()),
  closes_at: z.string(),
  ...listed,
  translations: translationsSchema,
});
export const petitionInputSchema = z.strictObject({
  title,
  summary,
  body: body('contract.petition.body.required'),
  goal: count('contract.petition.goal.invalid').check(z.gte(1, 'contract.petition.goal.invalid')),
  base_signatures: count('contract.petition.baseSignatures.invalid'),
  closes_at: moment('contract.petition.closesAt.required'),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const documentCategoryConfigSchema = z.object({ ...base, name: z.string(), ...listed, translations: translationsSchema });
export const documentCategoryInputSchema = z.strictObject({
  name,
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const documentSubcategoryConfigSchema = z.extend(documentCategoryConfigSchema, {
  category_id: z.number().check(z.int()),
  translations: translationsSchema,
});
export const documentSubcategoryInputSchema = z.strictObject({
  name,
  category_id: chosen('contract.category.required'),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const documentConfigSchema = z.object({
  ...base,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().check(z.int()),
  subcategory_id: z.nullable(z.number().check(z.int())),
  file_id: z.number().check(z.int()),
  file_name: z.string(),
  ...published,
  sort_order: z.number().check(z.int()),
  translations: translationsSchema,
});
export const documentInputSchema = z
  .strictObject({
    title,
    description,
    category_id: chosen('contract.category.required'),
    subcategory_id: optionalChoice('contract.document.subcategory.invalid'),
    file_id: chosen('contract.document.file.required'),
    file_name: z.string().check(
      z.trim(),
      z.minLength(1, 'contract.document.fileName.required'),
      z.maxLength(100, 'contract.common.maxLength.100'), // Control characters (C0, DEL and C1) as ranges, which mean the same with or without the u flag.
      // eslint-disable-next-line no-control-regex -- refusing them is the point
      z.regex(/^[^/\\<>:"|?*\u0000-\u001F\u007F-\u009F]+$/, 'contract.document.fileName.invalid'),
    ),
    is_published: z.boolean(),
    sort_order: sortOrder,
    translations: translationsInputSchema,
  })
  .register(z.globalRegistry, {
    description:
      '`subcategory_id`, when given, must be a subcategory of `category_id` (else a 400 on `subcategory_id`). Text fields are trimmed of surrounding white space before they are checked.',
  });

/** The municipality: one record, shown in the header, the footer and the about and policies pages. */
export const organizationConfigSchema = z.extend(organizationSchema, {
  id: z.number().check(z.int()),
  updated_at: z.string(),
  translations: translationsSchema,
});
export const organizationInputSchema = z.strictObject({
  name,
  logo_url: image,
  address: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.organization.address.required'), z.maxLength(500, 'contract.common.maxLength.500')),
  phone: tel.check(z.minLength(1, 'contract.phone.required')),
  email: emailAddress,
  website: emptyAsNull(webAddress),
  office_hours: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.organization.officeHours.required'), z.maxLength(500, 'contract.common.maxLength.500')),
  about_us: body('contract.organization.aboutUs.required'),
  policies: body('contract.organization.policies.required'),
  translations: translationsInputSchema,
});

export const donationCauseConfigSchema = z.extend(
  z.pick(donationCauseSchema, { slug: true, kind: true, title: true, summary: true, description: true, goal_cents: true, closes_at: true }),
  { ...base, ...listed, translations: translationsSchema },
);
const GOAL_MESSAGE = 'contract.donationCause.goal.invalid';
export const donationCauseInputSchema = z
  .strictObject({
    kind: z.enum(DONATION_CAUSE_KINDS, { error: 'contract.donationCause.kind.required' }),
    title,
    summary,
    description: body('contract.donationCause.description.required'),
    /** In cents; null: no target. A campaign needs one (the database says so on save). */
    goal_cents: z.nullable(
      z.number({ error: GOAL_MESSAGE }).check(
        z.int(GOAL_MESSAGE),
        z.positive(GOAL_MESSAGE), // goal_cents is a PostgreSQL integer (at most 2,147,483,647 cents).
        z.lte(20_000_000_00, 'contract.donationCause.goal.tooLarge'),
      ),
    ),
    closes_at: emptyAsNull(moment('contract.donationCause.closesAt.invalid')),
    is_active: active,
    sort_order: sortOrder,
    translations: translationsInputSchema,
  })
  .register(z.globalRegistry, {
    description:
      'A campaign needs `goal_cents` and `closes_at` (else a 400 on `goal_cents`). Text fields are trimmed of surrounding white space before they are checked.',
  });
