import { wordsLanguage } from './content-language';
import { emailSchema } from './email';
import { z } from './zod-config';

/** The municipality itself: shown in the header and footer, and on the about and policies pages. */
export const organizationSchema = z.object({
  name: z.string(),
  logo_url: z.nullable(z.string()),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.nullable(z.string()),
  office_hours: z.string(),
  about_us: z.string(),
  policies: z.string(),
  ...wordsLanguage,
});
export type Organization = z.infer<typeof organizationSchema>;

/** Every message is a message id of the kit's catalogs (see zod-config.ts). */
export const contactMessageInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'contract.contact.name.required'), z.maxLength(200)),
  email: emailSchema(),
  subject: z
    .string()
    .check(z.trim(), z.minLength(1, 'contract.contact.subject.required'), z.maxLength(200, 'contract.common.maxLength.200')),
  message: z
    .string()
    .check(z.trim(), z.minLength(10, 'contract.contact.message.tooShort'), z.maxLength(5000, 'contract.common.maxLength.5,000')),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** The confirmation a person keeps: a reference like MSG-2026-000123. */
export const contactMessageReceiptSchema = z.object({ reference: z.string(), created_at: z.string() });
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
