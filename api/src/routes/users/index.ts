import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { profileSchema, profileUpdateSchema } from '@portal/shared/contracts';

import { updateProfile } from '../../db/users';
import { msg } from '../../i18n';
import { badRequest } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { toProfile } from '../../serializers';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The caller's profile",
        security: SECURITY.token,
        response: { 200: profileSchema, ...errorResponses() },
      },
    },
    async (request) => toProfile(currentUser(request)),
  );

  app.patch(
    '/profile/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "Change fields of the caller's profile",
        description:
          '`language` is one of the languages the portal speaks (LANGUAGES), else `400 errors.language`: the portal and ' +
          "the account's mails speak it.",
        security: SECURITY.tokenAndXsrf,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const changes = request.body;
      if (Object.keys(changes).length === 0) return toProfile(user);
      if (changes.language !== undefined && app.spoken(changes.language) === null) {
        throw badRequest({ language: [msg('profile.languageUnknown')] });
      }
      const updated = await updateProfile(app.db, user.id, changes);
      if (!updated) throw new Error(`user ${user.id} vanished during a profile update`);
      return toProfile(updated);
    },
  );
};

export default usersRoutes;
