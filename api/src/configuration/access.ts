import type { onRequestHookHandler } from 'fastify';

import type { ConfigAccess } from '@portal/shared/contracts';

import { requireAccess as routeAccess } from '../plugins/app/auth';

/** `super`: super users and admins; `admin`: admins only (the portal's access kinds). Anonymous 401, anyone else 403. */
export function requireAccess(access: ConfigAccess): onRequestHookHandler {
  return routeAccess(access);
}
