import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { admits } from '@portal/shared/access';
import {
  DONATION_CURRENCY,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  donationCheckoutSchema,
  donationDetailSchema,
  donationInputSchema,
  donationSchema,
  pageQuerySchema,
} from '@portal/shared/contracts';

import { findCause } from '../../db/donation-causes';
import {
  findDonationById,
  findDonationByKey,
  findDonationWithDonor,
  findOwnDonation,
  insertDonation,
  ownDonationPage,
  type DonationWithSlug,
} from '../../db/donations';
import { nextReference } from '../../db/references';
import { donations } from '../../db/schema';
import type { User } from '../../db/users';
import { english, msg } from '../../i18n';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { createOnce, idempotencyHeadersSchema } from '../../lib/idempotency';
import { pagedListRoute } from '../../lib/paged-list-route';
import { errorResponses, SECURITY } from '../../lib/responses';
import { ensureCheckout, providerOf, type CheckoutContext } from '../../payments/checkout';
import { settleContext, settleFromProvider } from '../../payments/settle';
import { currentUser } from '../../plugins/app/auth';
import { toDonation, toDonationDetail } from '../../serializers-donations';

const referenceParams = z.object({ reference: z.string().trim().min(1).max(100) });
const alreadyFinal = () => new HttpError(409, msg('donation.alreadyFinal'));

const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  const checkoutContext = (): CheckoutContext => ({ db: app.db, payments: app.payments, returnUrls: app.paymentReturnUrls });

  /** The donation and the URL to pay it at; one whose checkout never started (or cannot) has none. */
  function checkoutAnswer(found: DonationWithSlug) {
    if (!found.donation.checkoutUrl) throw alreadyFinal();
    return { donation: toDonation(found), checkout_url: found.donation.checkoutUrl };
  }

  /** The caller's own donation; anyone else's is as good as missing. */
  async function own(reference: string, user: User): Promise<DonationWithSlug> {
    const found = await findOwnDonation(app.db, user.id, reference);
    if (!found) throw notFound();
    return found;
  }

  pagedListRoute(app, {
    tags: ['donations'],
    summary: "The caller's own donations, newest first",
    query: pageQuerySchema,
    item: donationSchema,
    page: async (query, request) => ownDonationPage(app.db, query, currentUser(request).id, toDonation),
  });

  app.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['donations'],
        summary: 'Start a donation: answers 201 with the donation (DON-2026-000123) and the checkout URL to pay it at',
        description:
          `Whole cents from ${DONATION_MIN_CENTS} to ${DONATION_MAX_CENTS}, ${DONATION_CURRENCY} only. An unknown or inactive ` +
          `cause answers \`400 errors.cause_slug\` (\`${english(msg('donation.causeUnknown'))}\`), a closed one \`${english(msg('donation.causeClosed'))}\`. ` +
          'The donation is `pending` once the payment provider has a checkout session for it; only the provider ' +
          '(a signed webhook, or its answer about the session) makes it succeeded, failed or cancelled. With an ' +
          '`Idempotency-Key`, a retry answers 200 with the same donation and checkout URL and changes nothing, ' +
          'whatever its body says.',
        security: SECURITY.tokenAndXsrf,
        headers: idempotencyHeadersSchema,
        body: donationInputSchema,
        response: { 201: donationCheckoutSchema, 200: donationCheckoutSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const key = request.headers['idempotency-key'];
      const outcome = await createOnce({
        key,
        find: (found) => findDonationByKey(app.db, user.id, found),
        create: async () => {
          const cause = await findCause(app.db, input.cause_slug);
          if (!cause) throw badRequest({ cause_slug: [msg('donation.causeUnknown')] });
          if (!cause.isOpen) throw badRequest({ cause_slug: [msg('donation.causeClosed')] });
          await app.limitPerAccount(
            request,
            'donations',
            [{ table: donations, userId: donations.userId, createdAt: donations.createdAt }],
            msg('limit.donations'),
          );
          const createdAt = new Date();
          const created = await insertDonation(app.db, {
            reference: await nextReference(app.db, 'donation', createdAt),
            userId: user.id,
            cause: cause.cause.title,
            causeId: cause.cause.id,
            amountCents: input.amount_cents,
            currency: DONATION_CURRENCY,
            anonymous: input.anonymous,
            status: 'created',
            idempotencyKey: key ?? null,
            provider: app.payments.name,
            createdAt,
            updatedAt: createdAt,
          });
          // Parallel retries with one key: the unique (user_id, idempotency_key) lets one row in;
          // the others insert nothing and answer with it.
          return created === undefined ? undefined : ((await findDonationById(app.db, created)) ?? undefined);
        },
        what: 'donation',
      });
      const donation = 'earlier' in outcome ? outcome.earlier : outcome.made;
      const started = await ensureCheckout(checkoutContext(), donation, user.email);
      return reply.code('earlier' in outcome ? 200 : 201).send(checkoutAnswer(started));
    },
  );

  app.get(
    '/:reference/',
    {
      schema: {
        tags: ['donations'],
        summary: 'One donation with its donor and payment, to its donor or staff (anyone else: 404)',
        security: SECURITY.token,
        params: referenceParams,
        response: { 200: donationDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await findDonationWithDonor(app.db, request.params.reference);
      const staff = admits('super', user);
      if (!found || (found.donation.userId !== user.id && !staff)) throw notFound();
      return toDonationDetail(found);
    },
  );

  app.post(
    '/:reference/checkout/',
    {
      schema: {
        tags: ['donations'],
        summary: "Resume paying one of the caller's own donations: the same checkout while it is open",
        description:
          'A `created` donation gets its checkout session now; a `pending` one answers with its session while the ' +
          `provider still has it open. A session that was paid, declined, cancelled or has expired settles the ` +
          `donation from the provider's answer, and like any finished donation answers 409 \`${english(msg('donation.alreadyFinal'))}\`. ` +
          "Another person's donation is 404.",
        security: SECURITY.tokenAndXsrf,
        params: referenceParams,
        response: { 200: donationCheckoutSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await own(request.params.reference, user);
      const { donation } = found;
      if (donation.status === 'created') return checkoutAnswer(await ensureCheckout(checkoutContext(), found, user.email));
      const provider = donation.status === 'pending' ? providerOf(app.payments, found) : null;
      if (!provider || !donation.providerSessionId) throw alreadyFinal();
      const session = await provider.getSession(donation.providerSessionId);
      if (session?.status === 'open') return checkoutAnswer(found);
      await settleFromProvider(settleContext(app, request), donation, session);
      throw alreadyFinal();
    },
  );
};

export default donationsRoutes;
