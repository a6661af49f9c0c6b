import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { apiErrorSchema } from '@portal/shared/contracts';

import { organizationName } from '../../../db/organization';
import { notFound } from '../../../lib/errors';
import { errorResponses } from '../../../lib/responses';
import { cardForm, checkCard } from '../../../payments/sandbox/card';
import { checkoutPage, endedPage, notFoundPage, pageHeaders } from '../../../payments/sandbox/page';
import { SandboxProvider } from '../../../payments/sandbox/provider';
import { returnUrl } from '../../../payments/types';

const idParams = z.object({ id: z.string().max(200) });
const cardFormSchema = z
  .looseObject({
    name: z.string().optional(),
    card_number: z.string().optional().describe('Digits, spaces allowed'),
    expiry: z.string().optional().describe('MM/YY'),
    cvc: z.string().optional(),
  })
  .optional();
/** The pages are HTML; a failure before they render (a bad token, a server error) is the usual JSON. */
const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() }, 'application/json': { schema: apiErrorSchema } },
});

// The sandbox provider's hosted checkout. It stands in for a third party's page (Stripe's), so it
// is plain server-rendered HTML with no JavaScript, and knows the portal only by the URLs the
// session holds. Nobody logs in: the session id (32 random bytes) is the capability to pay it.

const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // A browser form posts application/x-www-form-urlencoded; only this plugin's routes take it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** These pages exist only while the sandbox is the provider. */
  function sandbox(): SandboxProvider {
    if (!(app.payments instanceof SandboxProvider)) throw notFound();
    return app.payments;
  }

  async function merchantName(): Promise<string> {
    return (await organizationName(app.db)) ?? 'Community services portal';
  }

  function html(reply: FastifyReply, provider: SandboxProvider, status: number, body: string) {
    return reply.code(status).headers(pageHeaders(provider.publicUrl)).send(body);
  }

  app.get(
    '/checkout/:id/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: the hosted checkout page of a session (HTML)',
        description:
          'The card form while the session is open; once paid, declined, cancelled or expired, a page saying so ' +
          'with the way back to the portal. Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined.',
        params: idParams,
        response: {
          200: page('The checkout page, or the page of a session that has ended.'),
          ...errorResponses(400, 404),
          404: page('No such session.'),
        },
      },
    },
    async (request, reply) => {
      const provider = sandbox();
      const session = await provider.findSession(request.params.id);
      if (!session) return html(reply, provider, 404, notFoundPage(provider.publicUrl));
      const merchant = await merchantName();
      return html(reply, provider, 200, session.status === 'open' ? checkoutPage({ session, merchant }) : endedPage(session, merchant));
    },
  );

  app.post(
    '/checkout/:id/',
    {
      // A form on the provider's own page, which in real life is another site that never sees
      // the portal's XSRF cookie; the secret session id in the URL is what lets it pay.
      config: { xsrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox: pay a session with a test card (an HTML form post)',
        description:
          'A valid card settles the session (4000 0000 0000 0002 declined, any other paid), delivers the signed ' +
          'webhook through the API, and answers `303 See Other` to the success URL whatever the outcome: the ' +
          'portal’s return page asks for the real status. Invalid fields re-render the form with 400, the values ' +
          'kept except the CVC. A session no longer open answers 409 with a page saying so.',
        params: idParams,
        body: cardFormSchema,
        response: {
          303: z.null().describe('See Other: to the success URL, with the session id filled in.'),
          ...errorResponses(400, 403, 404, 409),
          400: page('The form again, with each problem next to its field.'),
          404: page('No such session.'),
          409: page('The session is no longer open.'),
        },
      },
    },
    async (request, reply) => {
      const provider = sandbox();
      const session = await provider.findSession(request.params.id);
      if (!session) return html(reply, provider, 404, notFoundPage(provider.publicUrl));
      const merchant = await merchantName();
      if (session.status !== 'open') return html(reply, provider, 409, endedPage(session, merchant));

      const form = cardForm(request.body);
      const check = checkCard(form);
      if (!check.ok) return html(reply, provider, 400, checkoutPage({ session, merchant, form, errors: check.errors }));

      const done = await provider.complete(session.id, check.outcome, check.label);
      if (!done) {
        // Paid, cancelled or expired since it was read: that outcome stands.
        const now = (await provider.findSession(session.id)) ?? session;
        return html(reply, provider, 409, endedPage(now, merchant));
      }

      // Like a real provider, tell the API through its webhook, over the whole HTTP pipeline
      // (signature check included). Should that fail, the return page still asks the provider.
      const event = provider.signedEvent(done, check.outcome);
      try {
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox/',
          // The payer's languages, as the request that paid: a donor who chose none is thanked in them.
          headers: {
            ...event.headers,
            ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
          },
          payload: event.body,
        });
        if (delivered.statusCode !== 200) {
          request.log.error({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook delivery refused');
        }
      } catch (error) {
        request.log.error({ err: error }, 'sandbox webhook delivery failed');
      }
      return reply.redirect(returnUrl(done.successUrl, done.id), 303);
    },
  );
};

export default sandboxRoutes;
