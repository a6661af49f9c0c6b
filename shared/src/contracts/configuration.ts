import { z } from 'zod';
import { CHAT_CHANNELS } from './directory';
import { pageQuerySchema } from './pagination';
import { pageSchema, type Page } from './pagination';

/**
 * Configuration screens are built from these descriptions: one list and one form for every
 * resource, and one generic set of API routes, instead of a copy per resource. A description
 * says what the resource is called, who may change it, its fields, and its zod schemas; the API
 * binds it to a table and the configuration remote renders it.
 */
export const CONFIG_FIELD_KINDS = ['text', 'textarea', 'email', 'url', 'tel', 'number', 'boolean', 'choice', 'reference'] as const;
export type ConfigFieldKind = (typeof CONFIG_FIELD_KINDS)[number];

export type ConfigField = {
  /** The JSON name in the item and the input. */
  name: string;
  label: string;
  kind: ConfigFieldKind;
  hint?: string;
  /** `choice`: value → label. */
  choices?: Record<string, string>;
  /** `reference`: the resource whose items are the options (by id, labelled by `name`). */
  reference?: string;
  /** A column of the list screen. */
  inList?: boolean;
  /** The list can be sorted by it (`ordering=name` / `ordering=-name`). */
  sortable?: boolean;
};

export type ConfigAccess = 'super' | 'admin';

export type ConfigResource = {
  /** The API segment: `/api/configuration/{name}/`. */
  name: string;
  /** The screen's base path, as SPEC §2 names it: `/configuration/chat`. */
  path: string;
  /** SPEC writes some edit screens as `update/{id}`, others as `{id}`. */
  editPrefix: '' | 'update/';
  title: string;
  singular: string;
  access: ConfigAccess;
  /** Items are addressed by id, or by a generated unique slug. */
  key: 'id' | 'slug';
  /**
   * Where the slug comes from: for `key: 'slug'`, and for id-keyed nested resources that still
   * carry a slug for public URLs (unique within their parent). Made on create, never changed.
   */
  slugFrom?: string;
  /** Nested resources are listed and created under one parent: suburbs under a town. */
  parent?: { resource: string; field: string };
  /** delete removes the row (refused while in use); deactivate keeps it, hidden from residents. */
  removal: 'delete' | 'deactivate';
  /** Searched by `?search=`. */
  search: string[];
  defaultOrdering: string;
  fields: ConfigField[];
};

const name = z.string().trim().min(1, 'Enter a name.').max(200, 'Use at most 200 characters.');
const description = z.string().trim().max(2000, 'Use at most 2,000 characters.');
const active = z.boolean();
const sortOrder = z.number({ error: 'Enter a whole number.' }).int('Enter a whole number.').min(0).max(10_000);

const base = { id: z.number().int(), created_at: z.string(), updated_at: z.string() };

// --- Plain resources -------------------------------------------------------------------------

export const chatGroupConfigSchema = z.object({
  ...base,
  channel: z.enum(CHAT_CHANNELS),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const chatGroupInputSchema = z.strictObject({
  channel: z.enum(CHAT_CHANNELS, { error: 'Choose where the group meets.' }),
  name,
  description,
  url: z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(500),
  is_active: active,
  sort_order: sortOrder,
});

export const complaintTypeConfigSchema = z.object({
  ...base,
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const complaintTypeInputSchema = z.strictObject({ name, description, is_active: active, sort_order: sortOrder });

export const meterTypeConfigSchema = z.object({ ...base, name: z.string(), is_active: z.boolean() });
export const meterTypeInputSchema = z.strictObject({ name, is_active: active });

export const departmentConfigSchema = z.object({
  ...base,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  is_active: z.boolean(),
});
export const departmentInputSchema = z.strictObject({
  name,
  description,
  email: z.union([z.literal(''), z.email('Enter an email address, like name@example.org').max(254)]),
  phone: z.string().trim().max(40, 'Use at most 40 characters.'),
  is_active: active,
});

export const bccRecipientConfigSchema = z.object({ ...base, email: z.string(), name: z.string(), is_active: z.boolean() });
export const bccRecipientInputSchema = z.strictObject({
  email: z.email('Enter an email address, like name@example.org').max(254).transform((value) => value.toLowerCase()),
  name: z.string().trim().max(200, 'Use at most 200 characters.'),
  is_active: active,
});

export const townConfigSchema = z.object({ ...base, name: z.string() });
export const townInputSchema = z.strictObject({ name });

// --- Information pages: emergencies and the council -------------------------------------------

const tel = z.string().trim().max(40, 'Use at most 40 characters.');
/** An optional text stored as null when left empty (the form sends ''). */
const emptyAsNull = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema, z.null()]);
const webAddress = z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(500, 'Use at most 500 characters.');
const emailAddress = z.email('Enter an email address, like name@example.org').max(254);
/** A required parent or reference chosen by id. */
const chosen = (message: string) => z.number({ error: message }).int(message).positive(message);

export const emergencyContactConfigSchema = z.object({
  ...base,
  name: z.string(),
  phone: z.string(),
  description: z.string(),
  is_primary: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const emergencyContactInputSchema = z.strictObject({
  name,
  phone: z.string().trim().min(1, 'Enter a phone number.').max(40, 'Use at most 40 characters.'),
  description,
  is_primary: z.boolean(),
  is_active: active,
  sort_order: sortOrder,
});

export const emergencyCategoryConfigSchema = z.object({
  ...base,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const emergencyCategoryInputSchema = z.strictObject({ name, description, is_active: active, sort_order: sortOrder });

export const emergencySubcategoryConfigSchema = z.object({
  ...base,
  category_id: z.number().int(),
  /** Made from the name when created, unique within its category; never changes. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const emergencySubcategoryInputSchema = z.strictObject({
  name,
  category_id: chosen('Choose a category.'),
  description,
  is_active: active,
  sort_order: sortOrder,
});

export const emergencyOptionConfigSchema = z.object({
  ...base,
  subcategory_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const emergencyOptionInputSchema = z.strictObject({
  name,
  subcategory_id: chosen('Choose a subcategory.'),
  description,
  phone: emptyAsNull(tel),
  url: emptyAsNull(webAddress),
  is_active: active,
  sort_order: sortOrder,
});

export const councilMemberConfigSchema = z.object({
  ...base,
  slug: z.string(),
  name: z.string(),
  ward: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const councilMemberInputSchema = z.strictObject({
  name,
  ward: z.string().trim().min(1, 'Enter the ward.').max(200, 'Use at most 200 characters.'),
  role: z.string().trim().min(1, 'Enter the role, like Mayor or Council member.').max(200, 'Use at most 200 characters.'),
  email: emptyAsNull(emailAddress),
  phone: emptyAsNull(tel),
  bio: z.string().trim().max(5000, 'Use at most 5,000 characters.'),
  is_active: active,
  sort_order: sortOrder,
});

// --- Disputes ----------------------------------------------------------------------------------

export const disputeTypeConfigSchema = z.object({
  ...base,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  requirements: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const disputeTypeInputSchema = z.strictObject({
  name,
  description,
  requirements: description,
  is_active: active,
  sort_order: sortOrder,
});

export const disputeCriterionConfigSchema = z.object({
  ...base,
  dispute_type_id: z.number().int(),
  question: z.string(),
  help: z.string(),
  required: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const disputeCriterionInputSchema = z.strictObject({
  question: z.string().trim().min(1, 'Enter the question.').max(500, 'Use at most 500 characters.'),
  dispute_type_id: chosen('Choose a dispute type.'),
  help: z.string().trim().max(1000, 'Use at most 1,000 characters.'),
  required: z.boolean(),
  is_active: active,
  sort_order: sortOrder,
});

// --- Municipal requests ----------------------------------------------------------------------

export const municipalRequestTypeConfigSchema = z.object({
  ...base,
  name: z.string(),
  description: z.string(),
  department_id: z.number().int().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export const municipalRequestTypeInputSchema = z.strictObject({
  name,
  description,
  /** null: no department handles it yet (the form's empty choice, NaN, means the same). */
  department_id: z.union([chosen('Choose a department.'), z.null(), z.nan().transform(() => null)], { error: 'Choose a department.' }),
  is_active: active,
  sort_order: sortOrder,
});

// --- Nested resources ------------------------------------------------------------------------

export const suburbConfigSchema = z.object({ ...base, town_id: z.number().int(), name: z.string() });
export const suburbInputSchema = z.strictObject({
  town_id: z.number({ error: 'Choose a town.' }).int().positive('Choose a town.'),
  name,
});

// --- Audit log -------------------------------------------------------------------------------

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'deactivate'] as const;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** null when the account was removed since. */
  actor_email: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  record_id: z.string(),
  /** The row before and after, as the API serialises it; null for a create's before and a delete's after. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/configuration/audit-log/`: newest first; `resource` one resource's entries, `search` actor email or record id. */
export const auditLogQuerySchema = pageQuerySchema.extend({ resource: z.string().trim().max(60).optional() });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const configOrderingQuerySchema = z.object({ ordering: z.string().max(60).optional() });

/** What a delete of something still in use answers with (409). */
/** `a town`, `an emergency category`: the singular with its article. */
export function withArticle(singular: string): string {
  return `${/^[aeiou]/i.test(singular) ? 'an' : 'a'} ${singular}`;
}

export function inUseMessage(singular: string, users: string[]): string {
  return `This ${singular} is still used by ${users.join(' and ')}. Change or remove those first, or deactivate it instead.`;
}

const activeField: ConfigField = { name: 'is_active', label: 'Active', kind: 'boolean', hint: 'Inactive ones are hidden from residents.', inList: true };
const sortField: ConfigField = { name: 'sort_order', label: 'Sort order', kind: 'number', hint: 'Lower numbers come first.', sortable: true };
const nameField: ConfigField = { name: 'name', label: 'Name', kind: 'text', inList: true, sortable: true };
const descriptionField: ConfigField = { name: 'description', label: 'Description', kind: 'textarea' };

/** Every configuration resource, in the order of the configuration home page. */
export const CONFIG_RESOURCES = {
  'chat-groups': {
    name: 'chat-groups',
    path: '/configuration/chat',
    editPrefix: '',
    title: 'Chat groups',
    singular: 'chat group',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      { name: 'channel', label: 'Where it meets', kind: 'choice', choices: { community_chat: 'Community chat', telegram: 'Telegram' }, inList: true, sortable: true },
      nameField,
      descriptionField,
      { name: 'url', label: 'Link to join', kind: 'url', hint: 'The address people open to join, starting with https://' },
      activeField,
      sortField,
    ],
  },
  departments: {
    name: 'departments',
    path: '/configuration/departments',
    editPrefix: 'update/',
    title: 'Departments',
    singular: 'department',
    access: 'super',
    key: 'slug',
    slugFrom: 'name',
    removal: 'delete',
    search: ['name', 'description', 'email'],
    defaultOrdering: 'name',
    fields: [
      nameField,
      descriptionField,
      { name: 'email', label: 'Email', kind: 'email', inList: true },
      { name: 'phone', label: 'Phone', kind: 'tel', inList: true },
      activeField,
    ],
  },
  'complaint-types': {
    name: 'complaint-types',
    path: '/configuration/complaints/types',
    editPrefix: 'update/',
    title: 'Complaint types',
    singular: 'complaint type',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [nameField, descriptionField, activeField, sortField],
  },
  'dispute-bcc-recipients': {
    name: 'dispute-bcc-recipients',
    path: '/configuration/disputes/bcc',
    editPrefix: 'update/',
    title: 'Dispute copy recipients',
    singular: 'recipient',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['email', 'name'],
    defaultOrdering: 'email',
    fields: [
      { name: 'email', label: 'Email', kind: 'email', hint: 'Mailed a copy of every new dispute.', inList: true, sortable: true },
      { name: 'name', label: 'Name', kind: 'text', inList: true, sortable: true },
      activeField,
    ],
  },
  'water-meter-types': {
    name: 'water-meter-types',
    path: '/configuration/WaterMeterTypes',
    editPrefix: 'update/',
    title: 'Water meter types',
    singular: 'water meter type',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [nameField, activeField],
  },
  'electrical-meter-types': {
    name: 'electrical-meter-types',
    path: '/configuration/ElectricalMeterTypes',
    editPrefix: 'update/',
    title: 'Electrical meter types',
    singular: 'electrical meter type',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [nameField, activeField],
  },
  'emergency-contacts': {
    name: 'emergency-contacts',
    path: '/configuration/emergencyContacts',
    editPrefix: 'update/',
    title: 'Emergency contacts',
    singular: 'emergency contact',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['name', 'phone', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      { name: 'phone', label: 'Phone', kind: 'tel', inList: true },
      descriptionField,
      { name: 'is_primary', label: 'Shown first', kind: 'boolean', hint: 'For 911 and the like: listed above the others.', inList: true },
      activeField,
      sortField,
    ],
  },
  'emergency-categories': {
    name: 'emergency-categories',
    path: '/configuration/emergencyCategories',
    editPrefix: 'update/',
    title: 'Emergency categories',
    singular: 'emergency category',
    access: 'super',
    key: 'slug',
    slugFrom: 'name',
    removal: 'delete',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [nameField, descriptionField, activeField, sortField],
  },
  'emergency-subcategories': {
    name: 'emergency-subcategories',
    path: '/configuration/emergencySubCategories',
    editPrefix: 'update/',
    title: 'Emergency subcategories',
    singular: 'emergency subcategory',
    access: 'super',
    key: 'id',
    slugFrom: 'name',
    parent: { resource: 'emergency-categories', field: 'category_id' },
    removal: 'delete',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      { name: 'category_id', label: 'Category', kind: 'reference', reference: 'emergency-categories', inList: true },
      descriptionField,
      activeField,
      sortField,
    ],
  },
  'emergency-subcategory-options': {
    name: 'emergency-subcategory-options',
    path: '/configuration/emergencySubCategoryOptions',
    editPrefix: 'update/',
    title: 'Emergency subcategory options',
    singular: 'emergency option',
    access: 'super',
    key: 'id',
    parent: { resource: 'emergency-subcategories', field: 'subcategory_id' },
    removal: 'delete',
    search: ['name', 'description', 'phone'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      { name: 'subcategory_id', label: 'Subcategory', kind: 'reference', reference: 'emergency-subcategories', inList: true },
      descriptionField,
      { name: 'phone', label: 'Phone', kind: 'tel', hint: 'Optional: the number to call.', inList: true },
      { name: 'url', label: 'Link', kind: 'url', hint: 'Optional: a page with more, starting with https://' },
      activeField,
      sortField,
    ],
  },
  'dispute-types': {
    name: 'dispute-types',
    path: '/configuration/disputes/types',
    editPrefix: 'update/',
    title: 'Dispute types',
    singular: 'dispute type',
    access: 'super',
    key: 'slug',
    slugFrom: 'name',
    removal: 'delete',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      descriptionField,
      { name: 'requirements', label: 'What you need', kind: 'textarea', hint: 'What residents should have at hand before lodging one.' },
      activeField,
      sortField,
    ],
  },
  'dispute-criteria': {
    name: 'dispute-criteria',
    path: '/configuration/disputes/criteria',
    editPrefix: 'update/',
    title: 'Dispute criteria',
    singular: 'dispute criterion',
    access: 'super',
    key: 'id',
    parent: { resource: 'dispute-types', field: 'dispute_type_id' },
    removal: 'delete',
    search: ['question', 'help'],
    defaultOrdering: 'sort_order',
    fields: [
      { name: 'question', label: 'Question', kind: 'text', inList: true, sortable: true },
      { name: 'dispute_type_id', label: 'Dispute type', kind: 'reference', reference: 'dispute-types', inList: true },
      { name: 'help', label: 'Help', kind: 'textarea', hint: 'Shown under the question.' },
      { name: 'required', label: 'Required', kind: 'boolean', hint: 'Residents must answer it to lodge a dispute.', inList: true },
      activeField,
      sortField,
    ],
  },
  'council-members': {
    name: 'council-members',
    path: '/configuration/councilMembers',
    editPrefix: 'update/',
    title: 'Council members',
    singular: 'council member',
    access: 'super',
    key: 'slug',
    slugFrom: 'name',
    removal: 'delete',
    search: ['name', 'ward', 'role', 'email'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      { name: 'ward', label: 'Ward', kind: 'text', inList: true, sortable: true },
      { name: 'role', label: 'Role', kind: 'text', inList: true },
      { name: 'email', label: 'Email', kind: 'email', hint: 'Optional.' },
      { name: 'phone', label: 'Phone', kind: 'tel', hint: 'Optional.' },
      { name: 'bio', label: 'Biography', kind: 'textarea' },
      activeField,
      sortField,
    ],
  },
  'municipal-request-types': {
    name: 'municipal-request-types',
    path: '/configuration/MunicipalRequest',
    editPrefix: '',
    title: 'Municipal request types',
    singular: 'municipal request type',
    access: 'super',
    key: 'id',
    removal: 'delete',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      descriptionField,
      { name: 'department_id', label: 'Department', kind: 'reference', reference: 'departments', hint: 'Who handles these requests.', inList: true },
      activeField,
      sortField,
    ],
  },
  towns: {
    name: 'towns',
    path: '/configuration/towns',
    editPrefix: '',
    title: 'Towns',
    singular: 'town',
    access: 'admin',
    key: 'id',
    removal: 'delete',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [nameField],
  },
  suburbs: {
    name: 'suburbs',
    path: '/configuration/suburbs',
    editPrefix: '',
    title: 'Suburbs',
    singular: 'suburb',
    access: 'admin',
    key: 'id',
    parent: { resource: 'towns', field: 'town_id' },
    removal: 'delete',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [{ name: 'town_id', label: 'Town', kind: 'reference', reference: 'towns', inList: true }, nameField],
  },
} as const satisfies Record<string, ConfigResource>;

export type ConfigResourceName = keyof typeof CONFIG_RESOURCES;

/** The item and input schema of each resource, for the API's validation and the forms. */
export const CONFIG_SCHEMAS = {
  'chat-groups': { item: chatGroupConfigSchema, input: chatGroupInputSchema },
  departments: { item: departmentConfigSchema, input: departmentInputSchema },
  'complaint-types': { item: complaintTypeConfigSchema, input: complaintTypeInputSchema },
  'dispute-bcc-recipients': { item: bccRecipientConfigSchema, input: bccRecipientInputSchema },
  'water-meter-types': { item: meterTypeConfigSchema, input: meterTypeInputSchema },
  'electrical-meter-types': { item: meterTypeConfigSchema, input: meterTypeInputSchema },
  'emergency-contacts': { item: emergencyContactConfigSchema, input: emergencyContactInputSchema },
  'emergency-categories': { item: emergencyCategoryConfigSchema, input: emergencyCategoryInputSchema },
  'emergency-subcategories': { item: emergencySubcategoryConfigSchema, input: emergencySubcategoryInputSchema },
  'emergency-subcategory-options': { item: emergencyOptionConfigSchema, input: emergencyOptionInputSchema },
  'dispute-types': { item: disputeTypeConfigSchema, input: disputeTypeInputSchema },
  'dispute-criteria': { item: disputeCriterionConfigSchema, input: disputeCriterionInputSchema },
  'council-members': { item: councilMemberConfigSchema, input: councilMemberInputSchema },
  'municipal-request-types': { item: municipalRequestTypeConfigSchema, input: municipalRequestTypeInputSchema },
  towns: { item: townConfigSchema, input: townInputSchema },
  suburbs: { item: suburbConfigSchema, input: suburbInputSchema },
} as const satisfies Record<ConfigResourceName, { item: z.ZodObject; input: z.ZodObject }>;

/** Any resource's item, as the generic screens handle it: an id and named values. */
export type ConfigItem = { id: number } & Record<string, unknown>;

/** The response schemas of one resource, typed for the generic screens (each item has an id). */
export function configItemSchema(name: ConfigResourceName): z.ZodType<ConfigItem> {
  return CONFIG_SCHEMAS[name].item as unknown as z.ZodType<ConfigItem>;
}
export function configPageSchema(name: ConfigResourceName): z.ZodType<Page<ConfigItem>> {
  return pageSchema(CONFIG_SCHEMAS[name].item) as unknown as z.ZodType<Page<ConfigItem>>;
}
