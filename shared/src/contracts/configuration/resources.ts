import type { z } from 'zod';
import { pageSchema, type Page } from '../pagination';
import type { ConfigField, ConfigItem, ConfigResource } from './resource';
import * as schemas from './schemas';

const activeField: ConfigField = { name: 'is_active', label: 'Active', kind: 'boolean', hint: 'Inactive ones are hidden from residents.', inList: true };
const sortField: ConfigField = { name: 'sort_order', label: 'Sort order', kind: 'number', hint: 'Lower numbers come first.', sortable: true };
const nameField: ConfigField = { name: 'name', label: 'Name', kind: 'text', inList: true, sortable: true };
const descriptionField: ConfigField = { name: 'description', label: 'Description', kind: 'textarea' };

type Unnamed = Omit<ConfigResource, 'name'>;
type Defaulted = 'access' | 'key' | 'removal' | 'editPrefix';

/**
 * A description with the usual choices filled in: super users, addressed by id, deleted (unless in
 * use), edited at `{path}/update/{id}`.
 */
function describe(resource: Omit<Unnamed, Defaulted> & Partial<Unnamed>): Unnamed {
  return { access: 'super', key: 'id', removal: 'delete', editPrefix: 'update/', ...resource };
}

/** Each description named by its key, which is also its API segment. */
function named<T extends Record<string, Unnamed>>(resources: T): { [K in keyof T]: ConfigResource } {
  return Object.fromEntries(Object.entries(resources).map(([name, resource]) => [name, { ...resource, name }])) as { [K in keyof T]: ConfigResource };
}

/** Every configuration resource, in the order of the configuration home page. */
export const CONFIG_RESOURCES = named({
  'chat-groups': describe({
    path: '/configuration/chat',
    editPrefix: '',
    title: 'Chat groups',
    singular: 'chat group',
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
  }),
  departments: describe({
    path: '/configuration/departments',
    title: 'Departments',
    singular: 'department',
    key: 'slug',
    slugFrom: 'name',
    search: ['name', 'description', 'email'],
    defaultOrdering: 'name',
    fields: [
      nameField,
      descriptionField,
      { name: 'email', label: 'Email', kind: 'email', inList: true },
      { name: 'phone', label: 'Phone', kind: 'tel', inList: true },
      activeField,
    ],
  }),
  'complaint-types': describe({
    path: '/configuration/complaints/types',
    title: 'Complaint types',
    singular: 'complaint type',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [nameField, descriptionField, activeField, sortField],
  }),
  'dispute-bcc-recipients': describe({
    path: '/configuration/disputes/bcc',
    title: 'Dispute copy recipients',
    singular: 'recipient',
    search: ['email', 'name'],
    defaultOrdering: 'email',
    fields: [
      { name: 'email', label: 'Email', kind: 'email', hint: 'Mailed a copy of every new dispute.', inList: true, sortable: true },
      { name: 'name', label: 'Name', kind: 'text', inList: true, sortable: true },
      activeField,
    ],
  }),
  'water-meter-types': describe({
    path: '/configuration/WaterMeterTypes',
    title: 'Water meter types',
    singular: 'water meter type',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [nameField, activeField],
  }),
  'electrical-meter-types': describe({
    path: '/configuration/ElectricalMeterTypes',
    title: 'Electrical meter types',
    singular: 'electrical meter type',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [nameField, activeField],
  }),
  'emergency-contacts': describe({
    path: '/configuration/emergencyContacts',
    title: 'Emergency contacts',
    singular: 'emergency contact',
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
  }),
  'emergency-categories': describe({
    path: '/configuration/emergencyCategories',
    title: 'Emergency categories',
    singular: 'emergency category',
    key: 'slug',
    slugFrom: 'name',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [nameField, descriptionField, activeField, sortField],
  }),
  'emergency-subcategories': describe({
    path: '/configuration/emergencySubCategories',
    title: 'Emergency subcategories',
    singular: 'emergency subcategory',
    slugFrom: 'name',
    parent: { resource: 'emergency-categories', field: 'category_id' },
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      { name: 'category_id', label: 'Category', kind: 'reference', reference: 'emergency-categories', inList: true },
      descriptionField,
      activeField,
      sortField,
    ],
  }),
  'emergency-subcategory-options': describe({
    path: '/configuration/emergencySubCategoryOptions',
    title: 'Emergency subcategory options',
    singular: 'emergency option',
    parent: { resource: 'emergency-subcategories', field: 'subcategory_id' },
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
  }),
  'dispute-types': describe({
    path: '/configuration/disputes/types',
    title: 'Dispute types',
    singular: 'dispute type',
    key: 'slug',
    slugFrom: 'name',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      descriptionField,
      { name: 'requirements', label: 'What you need', kind: 'textarea', hint: 'What residents should have at hand before lodging one.' },
      activeField,
      sortField,
    ],
  }),
  'dispute-criteria': describe({
    path: '/configuration/disputes/criteria',
    title: 'Dispute criteria',
    singular: 'dispute criterion',
    parent: { resource: 'dispute-types', field: 'dispute_type_id' },
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
  }),
  'council-members': describe({
    path: '/configuration/councilMembers',
    title: 'Council members',
    singular: 'council member',
    key: 'slug',
    slugFrom: 'name',
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
  }),
  'municipal-request-types': describe({
    path: '/configuration/MunicipalRequest',
    editPrefix: '',
    title: 'Municipal request types',
    singular: 'municipal request type',
    search: ['name', 'description'],
    defaultOrdering: 'sort_order',
    fields: [
      nameField,
      descriptionField,
      { name: 'department_id', label: 'Department', kind: 'reference', reference: 'departments', hint: 'Who handles these requests.', inList: true },
      activeField,
      sortField,
    ],
  }),
  towns: describe({
    path: '/configuration/towns',
    editPrefix: '',
    title: 'Towns',
    singular: 'town',
    access: 'admin',
    search: ['name'],
    defaultOrdering: 'name',
    fields: [nameField],
  }),
  suburbs: describe({
    path: '/configuration/suburbs',
    editPrefix: '',
    title: 'Suburbs',
    singular: 'suburb',
    access: 'admin',
    parent: { resource: 'towns', field: 'town_id' },
    search: ['name'],
    defaultOrdering: 'name',
    fields: [{ name: 'town_id', label: 'Town', kind: 'reference', reference: 'towns', inList: true }, nameField],
  }),
});

export type ConfigResourceName = keyof typeof CONFIG_RESOURCES;

/** The item and input schema of each resource, for the API's validation and the forms. */
export const CONFIG_SCHEMAS = {
  'chat-groups': { item: schemas.chatGroupConfigSchema, input: schemas.chatGroupInputSchema },
  departments: { item: schemas.departmentConfigSchema, input: schemas.departmentInputSchema },
  'complaint-types': { item: schemas.complaintTypeConfigSchema, input: schemas.complaintTypeInputSchema },
  'dispute-bcc-recipients': { item: schemas.bccRecipientConfigSchema, input: schemas.bccRecipientInputSchema },
  'water-meter-types': { item: schemas.meterTypeConfigSchema, input: schemas.meterTypeInputSchema },
  'electrical-meter-types': { item: schemas.meterTypeConfigSchema, input: schemas.meterTypeInputSchema },
  'emergency-contacts': { item: schemas.emergencyContactConfigSchema, input: schemas.emergencyContactInputSchema },
  'emergency-categories': { item: schemas.emergencyCategoryConfigSchema, input: schemas.emergencyCategoryInputSchema },
  'emergency-subcategories': { item: schemas.emergencySubcategoryConfigSchema, input: schemas.emergencySubcategoryInputSchema },
  'emergency-subcategory-options': { item: schemas.emergencyOptionConfigSchema, input: schemas.emergencyOptionInputSchema },
  'dispute-types': { item: schemas.disputeTypeConfigSchema, input: schemas.disputeTypeInputSchema },
  'dispute-criteria': { item: schemas.disputeCriterionConfigSchema, input: schemas.disputeCriterionInputSchema },
  'council-members': { item: schemas.councilMemberConfigSchema, input: schemas.councilMemberInputSchema },
  'municipal-request-types': { item: schemas.municipalRequestTypeConfigSchema, input: schemas.municipalRequestTypeInputSchema },
  towns: { item: schemas.townConfigSchema, input: schemas.townInputSchema },
  suburbs: { item: schemas.suburbConfigSchema, input: schemas.suburbInputSchema },
} as const satisfies Record<ConfigResourceName, { item: z.ZodObject; input: z.ZodObject }>;

/** The response schemas of one resource, typed for the generic screens (each item has an id). */
export function configItemSchema(name: ConfigResourceName): z.ZodType<ConfigItem> {
  return CONFIG_SCHEMAS[name].item as unknown as z.ZodType<ConfigItem>;
}
export function configPageSchema(name: ConfigResourceName): z.ZodType<Page<ConfigItem>> {
  return pageSchema(CONFIG_SCHEMAS[name].item) as unknown as z.ZodType<Page<ConfigItem>>;
}
