import { z } from './zod-config';

/**
 * zod's email rule, but each label of the domain starts and ends with a letter or digit, as DNS
 * requires (zod's own takes `name@example-.org`, which no mail server can reach).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A message id of the kit's catalogs, like every message of the contracts (see zod-config.ts). */
export const EMAIL_MESSAGE = 'contract.email.invalid';

/** An email address as every form and answer of the portal takes it, at most 254 characters. */
export const emailSchema = (message: string = EMAIL_MESSAGE) => z.email({ pattern: EMAIL_PATTERN, error: message }).check(z.maxLength(254));
