import { createHmac } from 'node:crypto';

import { safeEqual } from '../../lib/tokens';
import { WebhookSignatureError } from '../types';

// `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, the scheme
// of Stripe-Signature: the timestamp is signed with the body, so an old delivery cannot be replayed
// once it is out of the tolerance window.

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signatureHeader(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Throws WebhookSignatureError unless the header signs this exact body, recently, with the secret. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('no signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Several v1 values are allowed, as while a secret is being rolled over.
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('timestamp outside the tolerance');
  const expected = hmac(secret, timestamp, rawBody);
  // Compare with every candidate, so the time taken does not tell which one came close.
  const matches = signatures.map((signature) => safeEqual(signature, expected));
  if (!matches.includes(true)) throw new WebhookSignatureError('signature does not match');
}
