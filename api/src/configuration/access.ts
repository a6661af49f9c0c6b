import type { FastifyRequest, onRequestHookHandler } from 'fastify';

import type { ConfigAccess } from '@portal/shared/contracts';

import { isStaff } from '../db/users';
import { permissionDenied } from '../lib/errors';
import { currentUser } from '../plugins/app/auth';

/** `super`: super users and admins; `admin`: admins only. Anonymous 401, anyone else 403. */
export function requireAccess(access: ConfigAccess): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    const allowed = access === 'admin' ? user.isAdmin : isStaff(user);
    if (!allowed) throw permissionDenied();
  };
}
