import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { detailSchema } from '@portal/shared/contracts';

import { findDonationBySession } from '../../../db/donations';
import { recordPaymentEvent } from '../../../db/payment-events';
import { msg } from '../../../i18n';
import { HttpError, notFound } from '../../../lib/errors';
import { errorResponses } from '../../../lib/responses';
import { settleContext, settleFromProvider } from '../../../payments/settle';
import { WebhookPayloadError, WebhookSignatureError, type PaymentEvent } from '../../../payments/types';

const INVALID_SIGNATURE = msg('payment.invalidSignature');
const INVALID_EVENT = msg('payment.invalidEvent');

const providerParams = z.object({ provider: z.string().min(1).max(50) });

const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes sent, so the body must reach the handler unparsed. This
  // parser replaces the JSON one for this plugin's routes only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/:provider/',
    {
      // Not from a browser: the provider's signature authenticates it, and it cannot hold our
      // XSRF cookie. The only other route with this flag is the sandbox's hosted checkout.
      config: { xsrf: false },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's webhook: a signed report that a checkout session was paid, declined or cancelled",
        description:
          'The raw JSON body, signed (for the sandbox: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of ' +
          '"<t>.<body>">`, within 5 minutes). A missing, wrong or stale signature answers `400 {detail: "Invalid ' +
          'signature."}` and changes nothing; a provider that is not the configured one is 404. Each event id counts ' +
          'once: a redelivery answers 200 and changes nothing. An unknown session, or an amount or currency that ' +
          'is not the donation’s, answers 200 and is not applied. No XSRF header: the signature is the proof.',
        params: providerParams,
        body: z.string().describe('The event exactly as the provider signed it.'),
        response: { 200: detailSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const provider = app.payments;
      if (request.params.provider !== provider.name) throw notFound();
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(request.body, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          app.metrics.webhooksRefused.inc({ provider: provider.name, reason: 'signature' });
          request.log.warn({ reason: error.message, provider: provider.name }, 'webhook refused: bad signature');
          throw new HttpError(400, INVALID_SIGNATURE);
        }
        if (error instanceof WebhookPayloadError) {
          app.metrics.webhooksRefused.inc({ provider: provider.name, reason: 'payload' });
          request.log.warn({ reason: error.message, provider: provider.name }, 'webhook refused: not an event');
          throw new HttpError(400, INVALID_EVENT);
        }
        throw error;
      }

      // Recording the event and applying it commit together: an event is either done or not seen.
      const detail = await app.db.transaction(async (tx) => {
        const fresh = await recordPaymentEvent(tx, {
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          sessionId: event.sessionId,
        });
        if (!fresh) return msg('payment.alreadyReceived');
        const found = await findDonationBySession(tx, event.sessionId);
        if (!found || found.donation.provider !== provider.name) {
          request.log.info({ event: event.id, type: event.type }, 'webhook for an unknown session: ignored');
          return msg('payment.unknownSession');
        }
        const result = await settleFromProvider(settleContext(app, request, tx), found.donation, {
          status: event.type,
          amountCents: event.amountCents,
          currency: event.currency,
          paymentLabel: event.paymentLabel,
        });
        return result === 'settled'
          ? msg('payment.applied')
          : result === 'mismatch'
            ? msg('payment.mismatch')
            : msg('payment.alreadySettled');
      });
      return { detail: request.say(detail) };
    },
  );
};

export default webhooksRoutes;
