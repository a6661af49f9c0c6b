import { pageQuerySchema } from '../pagination';
import { z } from '../zod-config';

/**
 * People's accounts as super users manage them (`/configuration/accounts`). The screen needs only
 * a login, as SPEC flags it, but the API answers super users and admins only, whatever the route says.
 */
export const ACCOUNT_ROLES = ['resident', 'super', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_superuser: z.boolean(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** `?search=` name or email, `?role=` resident (neither flag), super or admin, `?is_active=`. */
export const accountQuerySchema = pageQuerySchema.extend({
  role: z.enum(ACCOUNT_ROLES).optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

/** What may change: the two roles and whether the account may log in. */
export const accountUpdateSchema = z
  .strictObject({
    is_superuser: z.boolean().optional(),
    is_admin: z.boolean().optional(),
    is_active: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, { message: 'Change at least one thing.' })
  .describe('At least one field.');
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const OWN_ACCOUNT_LOCKED = 'You cannot remove your own roles or deactivate your own account. Ask another super user.';
export const ADMIN_GRANT_NEEDS_ADMIN = 'Only an admin can grant or remove the admin role.';
/** An admin's account (roles, activity) is changed by admins only, never by a super user. */
export const ADMIN_ACCOUNT_NEEDS_ADMIN = "Only an admin can change an admin's account.";
export const LAST_ADMIN = 'This is the last active admin: make someone else an admin first.';
