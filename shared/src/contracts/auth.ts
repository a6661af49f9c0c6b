import { EMAIL_PATTERN } from './email';
import { profileUpdateSchema } from './profile';
import { z } from './zod-config';

/** ASVS 2.1: at least 8 characters, at least 64 allowed; common passwords are refused by the API. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Every message of a schema is a message id of the kit's catalogs (see zod-config.ts).
export const EMAIL_REQUIRED = 'contract.email.required';
export const EMAIL_FORMAT = 'contract.common.emailFormat';

/** The person's own email (emailSchema's rule), with a message for a missing one and one for a mistyped one. */
const email = z
  .email({ pattern: EMAIL_PATTERN, error: (issue) => (issue.input === undefined || issue.input === '' ? EMAIL_REQUIRED : EMAIL_FORMAT) })
  .check(z.maxLength(254, 'contract.common.maxLength.254'));

export const passwordSchema = z
  .string('contract.password.required')
  .check(
    z.minLength(1, 'contract.password.required'),
    z.minLength(PASSWORD_MIN, 'contract.password.tooShort'),
    z.maxLength(PASSWORD_MAX, 'contract.common.maxLength.128'),
  );

export const loginSchema = z.strictObject({
  email,
  password: z
    .string('contract.login.password.required')
    .check(z.minLength(1, 'contract.login.password.required'), z.maxLength(PASSWORD_MAX, 'contract.common.maxLength.128')),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const tokenSchema = z.object({ token: z.string() });
export type TokenResult = z.infer<typeof tokenSchema>;

export const registerSchema = z.strictObject({
  email,
  password: passwordSchema,
  first_name: z
    .string('contract.profile.firstName.required')
    .check(z.trim(), z.minLength(1, 'contract.profile.firstName.required'), z.maxLength(100, 'contract.common.maxLength.100')),
  last_name: z
    .string('contract.profile.lastName.required')
    .check(z.trim(), z.minLength(1, 'contract.profile.lastName.required'), z.maxLength(100, 'contract.common.maxLength.100')),
  ...z.omit(profileUpdateSchema, { first_name: true, last_name: true }).shape,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The same answer whether or not the email has an account; what happens next is in the mail. */
export const REGISTRATION_SENT =
  'Check your email. We have sent a message to that address: open the link in it within 24 hours to confirm the address and finish creating your account. If the address already has an account, the message says how to log in instead.';
export const CONFIRM_LINK_INVALID = 'This confirmation link has expired or has already been used.';
/** The answer of `GET /api/auth/register/confirm/{uid}/{token}/` for a link that still works. */
export const CONFIRM_LINK_VALID = 'valid';

/**
 * The link alone does not create the account: the password chosen when registering must come
 * with it, so that whoever registered the same email later (replacing the details) cannot have
 * the mailbox's owner confirm an account whose password they know.
 */
export const confirmRegistrationSchema = z.strictObject({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.string().check(z.minLength(1), z.maxLength(128)),
  password: z
    .string('contract.confirmRegistration.password.required')
    .check(z.minLength(1, 'contract.confirmRegistration.password.required'), z.maxLength(PASSWORD_MAX, 'contract.common.maxLength.128')),
});
export const CONFIRM_PASSWORD_WRONG =
  'This is not the password chosen for this registration. If you registered more than once, use the password of the last time, or register again.';
export type ConfirmRegistrationInput = z.infer<typeof confirmRegistrationSchema>;

/** The same answer whether or not the account exists. */
export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, we have sent it a link to reset the password. The link works once, within an hour.';
export const RESET_LINK_INVALID = 'This password reset link has expired or has already been used.';
export const LOGIN_THROTTLED = 'Too many login attempts. Try again later, or reset your password to log in now.';
/** Any other route's answer (429, with Retry-After) when one client address sends too many requests. */
export const TOO_MANY_REQUESTS = 'Too many requests from your network. Wait a few minutes and try again.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in.';
/** The answer of `GET /api/auth/reset-password/{uid}/{token}/` for a link that still works. */
export const RESET_LINK_VALID = 'valid';

// Password rules the API checks beyond the schema (ASVS 2.1.7 and common sense).
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';
export const PASSWORD_IS_EMAIL = 'Your password cannot be your email address.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.string().check(z.minLength(1), z.maxLength(128)),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.strictObject({
  current_password: z
    .string('contract.changePassword.currentPassword.required')
    .check(z.minLength(1, 'contract.changePassword.currentPassword.required'), z.maxLength(PASSWORD_MAX, 'contract.common.maxLength.128')),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const detailSchema = z.object({ detail: z.string() });
