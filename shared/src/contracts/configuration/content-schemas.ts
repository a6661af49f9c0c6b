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
  webAddress,
} from './inputs';

// The item (answer) and input (body) schema of each content resource: what residents read,
// vote on, sign and download, and the organization itself.

const published = { is_published: z.boolean(), published_at: z.nullable(z.string()) };

// Configuration edits the Markdown; only the public answers carry the rendered HTML.
export const newsConfigSchema = z.extend(z.omit(newsItemSchema, { body_html: true }), base);
export const newsInputSchema = z.strictObject({
  title,
  summary,
  body: body('Write the article.'),
  image_url: image,
  is_published: z.boolean(),
});

export const pollConfigSchema = z.object({
  ...base,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  ...listed,
});
export const pollInputSchema = z
  .strictObject({
    title,
    description,
    opens_at: moment('Enter when the poll opens.'),
    closes_at: moment('Enter when the poll closes.'),
    is_active: active,
    sort_order: sortOrder,
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
});
export const pollOptionInputSchema = z.strictObject({
  label: z.string().check(z.trim(), z.minLength(1, 'Enter the option.'), z.maxLength(200, 'Use at most 200 characters.')),
  poll_id: chosen('Choose a poll.'),
  base_votes: count('Enter a whole number of votes, 0 or more.'),
  sort_order: sortOrder,
});

export const campaignConfigSchema = z.extend(campaignSchema, { ...base, is_published: z.boolean(), sort_order: z.number().check(z.int()) });
export const campaignInputSchema = z
  .strictObject({
    title,
    summary,
    body: body('Describe the campaign.'),
    image_url: image,
    starts_at: moment('Enter when the campaign starts.'),
    ends_at: emptyAsNull(moment('Enter when the campaign ends, or leave it empty.')),
    is_published: z.boolean(),
    sort_order: sortOrder,
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
});
export const petitionInputSchema = z.strictObject({
  title,
  summary,
  body: body('Write what the petition asks for.'),
  goal: count('Enter how many signatures are needed, at least 1.').check(z.gte(1, 'Enter how many signatures are needed, at least 1.')),
  base_signatures: count('Enter a whole number of signatures, 0 or more.'),
  closes_at: moment('Enter when the petition closes.'),
  is_active: active,
  sort_order: sortOrder,
});

export const documentCategoryConfigSchema = z.object({ ...base, name: z.string(), ...listed });
export const documentCategoryInputSchema = z.strictObject({ name, is_active: active, sort_order: sortOrder });

export const documentSubcategoryConfigSchema = z.extend(documentCategoryConfigSchema, { category_id: z.number().check(z.int()) });
export const documentSubcategoryInputSchema = z.strictObject({
  name,
  category_id: chosen('Choose a category.'),
  is_active: active,
  sort_order: sortOrder,
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
});
export const documentInputSchema = z
  .strictObject({
    title,
    description,
    category_id: chosen('Choose a category.'),
    subcategory_id: optionalChoice('Choose a subcategory, or none.'),
    file_id: chosen('Upload the file.'),
    file_name: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the name the file is saved under.'),
      z.maxLength(100, 'Use at most 100 characters.'), // Control characters (C0, DEL and C1) as ranges, which mean the same with or without the u flag.
      // eslint-disable-next-line no-control-regex -- refusing them is the point
      z.regex(/^[^/\\<>:"|?*\u0000-\u001F\u007F-\u009F]+$/, 'Use a name without / \\ < > : " | ? or *.'),
    ),
    is_published: z.boolean(),
    sort_order: sortOrder,
  })
  .register(z.globalRegistry, {
    description:
      '`subcategory_id`, when given, must be a subcategory of `category_id` (else a 400 on `subcategory_id`). Text fields are trimmed of surrounding white space before they are checked.',
  });

/** The municipality: one record, shown in the header, the footer and the about and policies pages. */
export const organizationConfigSchema = z.extend(organizationSchema, { id: z.number().check(z.int()), updated_at: z.string() });
export const organizationInputSchema = z.strictObject({
  name,
  logo_url: image,
  address: z.string().check(z.trim(), z.minLength(1, 'Enter the address.'), z.maxLength(500, 'Use at most 500 characters.')),
  phone: tel.check(z.minLength(1, 'Enter a phone number.')),
  email: emailAddress,
  website: emptyAsNull(webAddress),
  office_hours: z.string().check(z.trim(), z.minLength(1, 'Enter the office hours.'), z.maxLength(500, 'Use at most 500 characters.')),
  about_us: body('Write about the municipality.'),
  policies: body('Write the policies.'),
});

export const donationCauseConfigSchema = z.extend(
  z.pick(donationCauseSchema, { slug: true, kind: true, title: true, summary: true, description: true, goal_cents: true, closes_at: true }),
  { ...base, ...listed },
);
const GOAL_MESSAGE = 'Enter the goal in dollars, like 5000 or 12.50, or leave it empty.';
export const donationCauseInputSchema = z
  .strictObject({
    kind: z.enum(DONATION_CAUSE_KINDS, { error: 'Choose a fund or a campaign.' }),
    title,
    summary,
    description: body('Describe what the money is for.'),
    /** In cents; null: no target. A campaign needs one (the database says so on save). */
    goal_cents: z.nullable(
      z.number({ error: GOAL_MESSAGE }).check(
        z.int(GOAL_MESSAGE),
        z.positive(GOAL_MESSAGE), // goal_cents is a PostgreSQL integer (at most 2,147,483,647 cents).
        z.lte(20_000_000_00, 'Use a goal of at most $20,000,000.'),
      ),
    ),
    closes_at: emptyAsNull(moment('Enter when donations close, or leave it empty.')),
    is_active: active,
    sort_order: sortOrder,
  })
  .register(z.globalRegistry, {
    description:
      'A campaign needs `goal_cents` and `closes_at` (else a 400 on `goal_cents`). Text fields are trimmed of surrounding white space before they are checked.',
  });
