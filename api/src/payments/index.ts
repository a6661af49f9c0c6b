import type { PaymentsConfig } from '../config';
import type { Db } from '../db/client';
import { SandboxProvider } from './sandbox/provider';
import type { PaymentProvider } from './types';

export type { CheckoutInput, PaymentEvent, PaymentProvider, SessionState } from './types';

/** The provider PAYMENT_PROVIDER names; the only one so far is the sandbox. */
export function createPaymentProvider(config: PaymentsConfig, db: Db, publicUrl: string): PaymentProvider {
  switch (config.provider) {
    case 'sandbox':
      return new SandboxProvider(db, publicUrl, config.webhookSecret);
  }
}
