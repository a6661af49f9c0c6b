import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema, petitionSchema, signatureResultSchema, signPetitionInputSchema } from '@portal/shared/contracts';

import { loadPetition, loadPetitions, signatureCount, signPetition } from '../../db/petitions';
import { english, msg } from '../../i18n';
import { HttpError, notFound } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';
import { assertProfileComplete } from '../../services/cases';

const petitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['petitions'],
        summary: 'Petitions: open (closing soonest), then closed (most recent first)',
        security: SECURITY.token,
        response: { 200: z.array(petitionSchema), ...errorResponses() },
      },
    },
    async (request) => loadPetitions(app.db, undefined, currentUser(request).id, new Date(), request.reading()),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags: ['petitions'],
        summary: 'One petition; the count is paper signatures plus those given here',
        security: SECURITY.token,
        params: idParamsSchema,
        response: { 200: petitionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const petition = await loadPetition(app.db, request.params.id, currentUser(request).id, new Date(), request.reading());
      if (!petition) throw notFound();
      return petition;
    },
  );

  app.post(
    '/:id/sign/',
    {
      schema: {
        tags: ['petitions'],
        summary: 'Sign an open petition once (needs a complete profile)',
        description:
          'One signature per person and petition, kept by a unique constraint: of concurrent attempts ' +
          `one is stored and the others answer 409 with \`code\` \`petition.alreadySigned\` (\`${english(msg('petition.alreadySigned'))}\`). ` +
          `An incomplete profile answers 403 \`${english(msg('case.profileIncomplete'))}\`.`,
        security: SECURITY.tokenAndXsrf,
        params: idParamsSchema,
        body: signPetitionInputSchema,
        response: { 201: signatureResultSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const petition = await loadPetition(app.db, request.params.id, user.id, new Date(), request.reading());
      if (!petition) throw notFound();
      assertProfileComplete(user);
      if (petition.status !== 'open') throw new HttpError(409, msg('petition.closed'));

      if (!(await signPetition(app.db, petition.id, user.id))) throw new HttpError(409, msg('petition.alreadySigned'));
      return reply.code(201).send({ signature_count: await signatureCount(app.db, petition.id), has_signed: true });
    },
  );
};

export default petitionsRoutes;
