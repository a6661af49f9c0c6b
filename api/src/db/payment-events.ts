import type { Db } from './client';
import { paymentEvents } from './schema';

type PaymentEventInsert = Pick<typeof paymentEvents.$inferInsert, 'provider' | 'eventId' | 'type' | 'sessionId'>;

/** Records a provider's event once: false when the provider's event id was recorded already. */
export async function recordPaymentEvent(db: Db, event: PaymentEventInsert): Promise<boolean> {
  const [fresh] = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return fresh !== undefined;
}
