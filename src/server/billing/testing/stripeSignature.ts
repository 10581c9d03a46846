/**
 * Stripe's webhook signature, written from its documented scheme: the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by the
 * endpoint's secret>`. Our fake signs its events with it; a test proves it against the SDK.
 */
import { createHmac } from 'node:crypto';

export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
