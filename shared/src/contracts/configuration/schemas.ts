import {
  CHAT_CHANNELS,
  chatGroupSchema,
  councilMemberSchema,
  emergencyCategorySchema,
  emergencyContactSchema,
  emergencyOptionSchema,
  emergencySubcategorySchema,
} from '../directory';
import { z } from '../zod-config';
import {
  active,
  base,
  chosen,
  description,
  emailAddress,
  emptyAsNull,
  image,
  listed,
  name,
  optionalChoice,
  sortOrder,
  tel,
  translationsInputSchema,
  translationsSchema,
  WEB_ADDRESS_MESSAGE,
  webAddress,
} from './inputs';

// The item (answer) and input (body) schema of each configuration resource.

// --- Plain resources -------------------------------------------------------------------------

export const chatGroupConfigSchema = z.extend(chatGroupSchema, { ...base, ...listed, translations: translationsSchema });
export const chatGroupInputSchema = z.strictObject({
  channel: z.enum(CHAT_CHANNELS, { error: 'contract.chatGroup.channel.required' }),
  name,
  description,
  url: z.url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE }).check(z.maxLength(500, 'contract.common.maxLength.500')),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const complaintTypeConfigSchema = z.object({
  ...base,
  name: z.string(),
  description: z.string(),
  ...listed,
  translations: translationsSchema,
});
export const complaintTypeInputSchema = z.strictObject({
  name,
  description,
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

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
  translations: translationsSchema,
});
export const departmentInputSchema = z.strictObject({
  name,
  description,
  email: z.union([z.literal(''), emailAddress]),
  phone: z.string().check(z.trim(), z.maxLength(40, 'contract.common.maxLength.40')),
  is_active: active,
  translations: translationsInputSchema,
});

export const bccRecipientConfigSchema = z.object({ ...base, email: z.string(), name: z.string(), is_active: z.boolean() });
export const bccRecipientInputSchema = z.strictObject({
  email: z.pipe(
    emailAddress,
    z.transform((value) => value.toLowerCase()),
  ),
  name: z.string().check(z.trim(), z.maxLength(200, 'contract.common.maxLength.200')),
  is_active: active,
});

export const townConfigSchema = z.object({ ...base, name: z.string() });
export const townInputSchema = z.strictObject({ name });

// --- Information pages: emergencies and the council -------------------------------------------

export const emergencyContactConfigSchema = z.extend(emergencyContactSchema, { ...base, ...listed, translations: translationsSchema });
export const emergencyContactInputSchema = z.strictObject({
  name,
  phone: z.string().check(z.trim(), z.minLength(1, 'contract.phone.required'), z.maxLength(40, 'contract.common.maxLength.40')),
  description,
  is_primary: z.boolean(),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const emergencyCategoryConfigSchema = z.extend(emergencyCategorySchema, { ...base, ...listed, translations: translationsSchema });
export const emergencyCategoryInputSchema = z.strictObject({
  name,
  description,
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

/** The slug is made from the name when created, unique within its category; it never changes. */
export const emergencySubcategoryConfigSchema = z.extend(emergencySubcategorySchema, {
  ...base,
  category_id: z.number().check(z.int()),
  ...listed,
  translations: translationsSchema,
});
export const emergencySubcategoryInputSchema = z.strictObject({
  name,
  category_id: chosen('contract.category.required'),
  description,
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const emergencyOptionConfigSchema = z.extend(emergencyOptionSchema, {
  ...base,
  subcategory_id: z.number().check(z.int()),
  ...listed,
  translations: translationsSchema,
});
export const emergencyOptionInputSchema = z.strictObject({
  name,
  subcategory_id: chosen('contract.subcategory.required'),
  description,
  phone: emptyAsNull(tel),
  url: emptyAsNull(webAddress),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const councilMemberConfigSchema = z.extend(councilMemberSchema, { ...base, ...listed, translations: translationsSchema });
export const councilMemberInputSchema = z.strictObject({
  name,
  ward: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.councilMember.ward.required'), z.maxLength(200, 'contract.common.maxLength.200')),
  role: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.councilMember.role.required'), z.maxLength(200, 'contract.common.maxLength.200')),
  email: emptyAsNull(emailAddress),
  phone: emptyAsNull(tel),
  portrait_url: image,
  bio: z.string().check(z.trim(), z.maxLength(5000, 'contract.common.maxLength.5,000')),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

// --- Disputes ----------------------------------------------------------------------------------

export const disputeTypeConfigSchema = z.object({
  ...base,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  requirements: z.string(),
  ...listed,
  translations: translationsSchema,
});
export const disputeTypeInputSchema = z.strictObject({
  name,
  description,
  requirements: description,
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

export const disputeCriterionConfigSchema = z.object({
  ...base,
  dispute_type_id: z.number().check(z.int()),
  question: z.string(),
  help: z.string(),
  required: z.boolean(),
  ...listed,
  translations: translationsSchema,
});
export const disputeCriterionInputSchema = z.strictObject({
  question: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.disputeCriterion.question.required'), z.maxLength(500, 'contract.common.maxLength.500')),
  dispute_type_id: chosen('contract.disputeCriterion.disputeType.required'),
  help: z.string().check(z.trim(), z.maxLength(1000, 'contract.common.maxLength.1,000')),
  required: z.boolean(),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

// --- Municipal requests ----------------------------------------------------------------------

export const municipalRequestTypeConfigSchema = z.object({
  ...base,
  name: z.string(),
  description: z.string(),
  department_id: z.nullable(z.number().check(z.int())),
  ...listed,
  translations: translationsSchema,
});
export const municipalRequestTypeInputSchema = z.strictObject({
  name,
  description,
  /** null: no department handles it yet. */
  department_id: optionalChoice('contract.requestType.department.invalid'),
  is_active: active,
  sort_order: sortOrder,
  translations: translationsInputSchema,
});

// --- Nested resources ------------------------------------------------------------------------

export const suburbConfigSchema = z.object({ ...base, town_id: z.number().check(z.int()), name: z.string() });
export const suburbInputSchema = z.strictObject({
  town_id: chosen('contract.town.required'),
  name,
});
