import { pageQuerySchema } from '../pagination';
import { z } from '../zod-config';

/**
 * People's accounts as super users manage them (`/configuration/accounts`). The screen needs only
 * a login (docs/product-rules.md#routes), but the API answers super users and admins only.
 */
export const ACCOUNT_ROLES = ['resident', 'super', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const accountSchema = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_superuser: z.boolean(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  last_login: z.nullable(z.string()),
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** `?search=` name or email, `?role=` resident (neither flag), super or admin, `?is_active=`. */
export const accountQuerySchema = z.extend(pageQuerySchema, {
  role: z.optional(z.enum(ACCOUNT_ROLES)),
  is_active: z.optional(z.enum(['true', 'false'])),
});

/** What may change: the two roles and whether the account may log in. */
export const accountUpdateSchema = z
  .strictObject({
    is_superuser: z.optional(z.boolean()),
    is_admin: z.optional(z.boolean()),
    is_active: z.optional(z.boolean()),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, { message: 'contract.account.update.empty' }))
  .register(z.globalRegistry, { description: 'At least one field.' });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const OWN_ACCOUNT_LOCKED = 'You cannot remove your own roles or deactivate your own account. Ask another super user.';
export const ADMIN_GRANT_NEEDS_ADMIN = 'Only an admin can grant or remove the admin role.';
/** An admin's account (roles, activity) is changed by admins only, never by a super user. */
export const ADMIN_ACCOUNT_NEEDS_ADMIN = "Only an admin can change an admin's account.";
export const LAST_ADMIN = 'This is the last active admin: make someone else an admin first.';
