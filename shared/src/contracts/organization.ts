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
});
export type Organization = z.infer<typeof organizationSchema>;

export const contactMessageInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(200)),
  email: emailSchema(),
  subject: z.string().check(z.trim(), z.minLength(1, 'Enter a subject.'), z.maxLength(200, 'Use at most 200 characters.')),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Tell us a little more, in at least 10 characters.'),
      z.maxLength(5000, 'Use at most 5,000 characters.'),
    ),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** The confirmation a person keeps: a reference like MSG-2026-000123. */
export const contactMessageReceiptSchema = z.object({ reference: z.string(), created_at: z.string() });
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
