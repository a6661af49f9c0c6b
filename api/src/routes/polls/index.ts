import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { pollListQuerySchema, pollSchema, voteInputSchema } from '@portal/shared/contracts';

import { castVote, loadPoll, loadPolls, pollStatusIs } from '../../db/polls';
import { english, msg } from '../../i18n';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { errorResponses, SECURITY } from '../../lib/responses';
import { currentUser } from '../../plugins/app/auth';

const slugParams = z.strictObject({ slug: z.string().max(200) });

// Status is decided here from the poll's dates and this server's clock, never by the client.
const pollsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['polls'],
        summary: 'Polls: open (closing soonest), then upcoming, then closed (newest first); counts only once visible',
        security: SECURITY.token,
        querystring: pollListQuerySchema,
        response: { 200: z.array(pollSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = new Date();
      const { status } = request.query;
      return loadPolls(app.db, status ? pollStatusIs(status, now) : undefined, currentUser(request).id, now, request.reading());
    },
  );

  app.get(
    '/:slug/',
    {
      schema: {
        tags: ['polls'],
        summary: 'One poll, with counts once the caller has voted or the poll is closed',
        security: SECURITY.token,
        params: slugParams,
        response: { 200: pollSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const poll = await loadPoll(app.db, request.params.slug, currentUser(request).id, new Date(), request.reading());
      if (!poll) throw notFound();
      return poll;
    },
  );

  app.post(
    '/:slug/vote/',
    {
      schema: {
        tags: ['polls'],
        summary: 'Vote once in an open poll; answers the poll with its results',
        description:
          'One vote per person and poll, kept by a unique constraint: of concurrent attempts one is ' +
          `stored and the others answer 409 with \`code\` \`poll.alreadyVoted\` (\`${english(msg('poll.alreadyVoted'))}\`).`,
        security: SECURITY.tokenAndXsrf,
        params: slugParams,
        body: voteInputSchema,
        response: { 201: pollSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const poll = await loadPoll(app.db, request.params.slug, userId, new Date(), request.reading());
      if (!poll) throw notFound();
      if (poll.status !== 'open') throw new HttpError(409, msg('poll.notOpen'));
      const optionId = request.body.option_id;
      if (!poll.options.some((option) => option.id === optionId)) throw badRequest({ option_id: [msg('poll.optionNotInPoll')] });

      if (!(await castVote(app.db, poll.id, optionId, userId))) throw new HttpError(409, msg('poll.alreadyVoted'));

      const updated = await loadPoll(app.db, request.params.slug, userId, new Date(), request.reading());
      if (!updated) throw notFound();
      return reply.code(201).send(updated);
    },
  );
};

export default pollsRoutes;
