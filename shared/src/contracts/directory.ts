import { wordsLanguage } from './content-language';
import { z } from './zod-config';

/** Community chat groups and Telegram groups: one list, told apart by channel. */
export const CHAT_CHANNELS = ['community_chat', 'telegram'] as const;

export const chatGroupSchema = z.object({
  id: z.number().check(z.int()),
  channel: z.enum(CHAT_CHANNELS),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  ...wordsLanguage,
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/**
 * `GET /support/chat-groups/?channel=…`: one channel at a time, and it must be named. The messages
 * are message ids of the kit's catalogs (see zod-config.ts); the second names the channels.
 */
export const chatGroupQuerySchema = z.strictObject({
  channel: z.enum(CHAT_CHANNELS, {
    error: (issue) => (issue.input === undefined ? 'contract.common.fieldRequired' : 'contract.chatGroupQuery.channel.invalid'),
  }),
});
export type ChatGroupQuery = z.infer<typeof chatGroupQuerySchema>;

export const emergencyContactSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  phone: z.string(),
  description: z.string(),
  /** Shown first: 911 and the like. */
  is_primary: z.boolean(),
  ...wordsLanguage,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const emergencyOptionSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  phone: z.nullable(z.string()),
  url: z.nullable(z.string()),
  ...wordsLanguage,
});
export type EmergencyOption = z.infer<typeof emergencyOptionSchema>;

export const emergencySubcategorySchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ...wordsLanguage,
});
export type EmergencySubcategory = z.infer<typeof emergencySubcategorySchema>;

export const emergencyCategorySchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ...wordsLanguage,
});
export type EmergencyCategory = z.infer<typeof emergencyCategorySchema>;

export const emergencyCategoryDetailSchema = z.extend(emergencyCategorySchema, {
  subcategories: z.array(emergencySubcategorySchema),
});
export const emergencySubcategoryDetailSchema = z.extend(emergencySubcategorySchema, {
  category: emergencyCategorySchema,
  options: z.array(emergencyOptionSchema),
});

export const councilMemberSchema = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
  ward: z.string(),
  role: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  portrait_url: z.nullable(z.string()),
  bio: z.string(),
  ...wordsLanguage,
});
export type CouncilMember = z.infer<typeof councilMemberSchema>;
