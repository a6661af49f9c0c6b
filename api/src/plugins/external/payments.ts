import fp from 'fastify-plugin';

import { DONATION_CANCEL_PATH, DONATION_SUCCESS_PATH } from '@portal/shared/contracts';

import type { Config } from '../../config';
import { createPaymentProvider, type PaymentProvider } from '../../payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider donations are paid through (PAYMENT_PROVIDER). */
    payments: PaymentProvider;
    /** The portal's pages the provider sends the payer back to, `{CHECKOUT_SESSION_ID}` still in them. */
    paymentReturnUrls: { success: string; cancel: string };
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const provider = createPaymentProvider(config.payments, app.db, config.publicUrl);
    app.decorate('payments', provider);
    app.decorate('paymentReturnUrls', {
      success: `${config.publicUrl}${DONATION_SUCCESS_PATH}`,
      cancel: `${config.publicUrl}${DONATION_CANCEL_PATH}`,
    });
    app.log.info({ payments: provider.name }, 'payments ready');
  },
  { name: 'payments', dependencies: ['db'] },
);
