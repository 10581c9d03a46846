/**
 * Stripe's card entry: Stripe.js loads (from js.stripe.com, which the page's policy then allows)
 * only when the server says its provider is Stripe, and its Card Element is mounted where the
 * overlay puts it. The card is tokenised in the browser (confirmCardSetup, which runs the setup's
 * own 3-D Secure in Stripe's frame); a payment's later bank check is handleNextAction.
 */
import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import type { CardEntry, CardFieldState, CardOutcome } from './cardEntry';

export interface StripeCardEntry extends CardEntry {
  readonly mode: 'stripe';
  /** Mounts the Card Element in `node`; `onChange` hears its state. Answers the unmount. */
  mount(node: HTMLElement, onChange: (state: CardFieldState) => void): () => void;
}

const failed = (error: StripeError): CardOutcome => ({ status: 'failed', message: error.message ?? 'Your card could not be used.' });

/** Loads Stripe.js with the publishable key and makes the entry. */
export async function createStripeCardEntry(publishableKey: string): Promise<StripeCardEntry> {
  // The pure entry point injects Stripe's script at loadStripe, not at import.
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('The card form could not be loaded. Please try again.');
  return stripeCardEntryOf(stripe);
}

/** The card entry over a loaded Stripe.js: a Card Element (our form asks the postal code itself). */
export function stripeCardEntryOf(stripe: Pick<Stripe, 'elements' | 'confirmCardSetup' | 'handleNextAction'>): StripeCardEntry {
  const card: StripeCardElement = stripe.elements().create('card', { hidePostalCode: true });
  return {
    mode: 'stripe',
    asksInPage: false,
    mount(node, onChange) {
      card.on('change', (event) => onChange({ complete: event.complete, error: event.error?.message ?? null }));
      card.mount(node);
      return () => {
        card.off('change');
        card.unmount();
      };
    },
    async confirmSetup(clientSecret, billing) {
      // A card update asks no name or address: only what was entered goes with the card.
      const address = { ...(billing.postalCode ? { postal_code: billing.postalCode } : {}), ...(billing.country ? { country: billing.country } : {}) };
      const result = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card, billing_details: { ...(billing.name ? { name: billing.name } : {}), address } },
      });
      if (result.error) return failed(result.error);
      const method = result.setupIntent.payment_method;
      return { status: 'succeeded', paymentMethod: typeof method === 'string' ? method : (method?.id ?? '') };
    },
    async bankCheck(clientSecret) {
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) return failed(result.error);
      const intent = result.paymentIntent ?? result.setupIntent;
      const method = intent.payment_method;
      if (intent.status === 'requires_payment_method') return { status: 'failed', message: 'The bank check was not completed.' };
      return { status: 'succeeded', paymentMethod: typeof method === 'string' ? method : (method?.id ?? '') };
    },
    destroy() {
      card.destroy();
    },
  };
}
