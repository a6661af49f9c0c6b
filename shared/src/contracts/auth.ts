import { z } from 'zod';
import { profileUpdateSchema } from './profile';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const loginSchema = z.strictObject({
  email: z.email('Enter an email address, like name@example.org'),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const tokenSchema = z.object({ token: z.string() });
export type TokenResult = z.infer<typeof tokenSchema>;

export const registerSchema = z.strictObject({
  email: z.email('Enter an email address, like name@example.org'),
  password: z
    .string()
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
  first_name: z.string().trim().min(1, 'Enter your first name').max(100),
  last_name: z.string().trim().min(1, 'Enter your last name').max(100),
  ...profileUpdateSchema.omit({ first_name: true, last_name: true }).shape,
});
export type RegisterInput = z.infer<typeof registerSchema>;
