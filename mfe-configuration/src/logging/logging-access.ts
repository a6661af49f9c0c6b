import type { RouteAccess } from '@portal/shared';

/** Who opens the logging screen (its route) and sees its card on the configuration home: admins. */
export const LOGGING_ACCESS: RouteAccess = 'admin';
