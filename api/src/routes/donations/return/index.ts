import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { donationReturnSchema } from '@portal/shared/contracts';

import { findDonationBySession, type DonationWithSlug } from '../../../db/donations';
import { notFound } from '../../../lib/errors';
import { errorResponses, SECURITY } from '../../../lib/responses';
import { providerOf } from '../../../payments/checkout';
import { settleContext, settleFromProvider } from '../../../payments/settle';
import type { PaymentProvider, SessionState } from '../../../payments/types';
import { toDonationReturn } from '../../../serializers-donations';

const sessionParams = z.object({ sessionId: z.string().trim().min(1).max(200) });

// The pages the payment provider sends the payer back to (/donations/success and /cancel?session_id=…).
// The URL proves nothing: anyone can type one. So these answer only what the provider itself
// says about the session, and show nothing about the donor.

const donationReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  async function bySession(sessionId: string): Promise<DonationWithSlug> {
    const found = await findDonationBySession(app.db, sessionId);
    if (!found) throw notFound();
    return found;
  }

  /** Asks the provider when the donation is still pending, settles from its answer, and reads it again. */
  async function settled(
    found: DonationWithSlug,
    request: FastifyRequest,
    ask: (provider: PaymentProvider, sessionId: string) => Promise<SessionState | null>,
  ): Promise<DonationWithSlug> {
    const provider = found.donation.status === 'pending' ? providerOf(app.payments, found) : null;
    const sessionId = found.donation.providerSessionId;
    if (!provider || !sessionId) return found;
    await settleFromProvider(settleContext(app, request), found.donation, await ask(provider, sessionId));
    // Read again whatever the result: a parallel request may have settled it first.
    return bySession(sessionId);
  }

  app.get(
    '/:sessionId/',
    {
      schema: {
        tags: ['donations'],
        summary: 'Where a donation stands, by its checkout session id (no login): for the return pages',
        description:
          'A pending donation is first settled from what the provider says about the session (paid: succeeded, ' +
          'declined: failed, cancelled or expired: cancelled), so the page is right even before the webhook ' +
          'arrives. Never the donor’s name or email. An unknown session id is 404.',
        params: sessionParams,
        response: { 200: donationReturnSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await bySession(request.params.sessionId);
      return toDonationReturn(await settled(found, request, (provider, id) => provider.getSession(id)));
    },
  );

  app.post(
    '/:sessionId/cancel/',
    {
      schema: {
        tags: ['donations'],
        summary: 'The payer came back without paying: end the checkout session (no login)',
        description:
          'A pending donation’s session is ended at the provider, and the donation settled from the state the ' +
          'provider returns: cancelled, unless the payment got there first (then it is succeeded, and stays so). ' +
          'A donation already settled is answered as it is, so repeating this changes nothing.',
        security: SECURITY.xsrf,
        params: sessionParams,
        response: { 200: donationReturnSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const found = await bySession(request.params.sessionId);
      return toDonationReturn(await settled(found, request, (provider, id) => provider.cancelSession(id)));
    },
  );
};

export default donationReturnRoutes;
