import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { chatGroupQuerySchema, chatGroupSchema, emergencyContactSchema } from '@portal/shared/contracts';

import { activeChatGroups, activeEmergencyContacts } from '../../db/information';
import { errorResponses } from '../../lib/responses';
import { toChatGroup, toEmergencyContact } from '../../serializers';

// Public, like the support pages: someone locked out of their account still needs these.
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chat-groups/',
    {
      schema: {
        tags: ['support'],
        summary: 'Active community chat or Telegram groups (one channel, required), by sort order then name',
        querystring: chatGroupQuerySchema,
        response: { 200: z.array(chatGroupSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const rows = await activeChatGroups(app.db, request.query.channel);
      return rows.map((row) => toChatGroup(row, request.reading()));
    },
  );

  app.get(
    '/emergency-contacts/',
    {
      schema: {
        tags: ['support'],
        summary: 'Active emergency contacts: the primary ones (911) first, then by sort order',
        response: { 200: z.array(emergencyContactSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const rows = await activeEmergencyContacts(app.db);
      return rows.map((row) => toEmergencyContact(row, request.reading()));
    },
  );
};

export default supportRoutes;
