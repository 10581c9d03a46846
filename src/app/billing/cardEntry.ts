/**
 * The card entry behind one small interface, so the checkout and card-update workflows do not
 * care which provider tokenises the card: Stripe's Card Element (stripeCardEntry.ts, loaded only
 * when the server says 'stripe') or our local test provider's own fields (testCardEntry.ts).
 */

/** What the card provider answers to a confirmation or a bank check, shaped like Stripe.js's results. */
export type CardOutcome =
  | { status: 'succeeded'; paymentMethod: string }
  /** The bank wants to check it is really the card holder (3-D Secure) before it goes on. */
  | { status: 'requires_action'; clientSecret: string }
  | { status: 'failed'; message: string };

/** The person's answer in the test provider's bank-check dialog; Stripe's own dialog ignores it. */
export type BankAnswer = 'complete' | 'fail';

/** The billing details that go with the card. */
export interface CardBilling {
  name: string;
  postalCode: string;
  country: string;
}

/** What the card field reports as the person types: whether it is complete, and the provider's error. */
export interface CardFieldState {
  complete: boolean;
  error: string | null;
}

export interface CardEntry {
  readonly mode: 'stripe' | 'test';
  /**
   * Whether the bank check is answered in our page's own dialog (the test provider) rather than a
   * dialog the provider shows itself (Stripe's 3-D Secure frame).
   */
  readonly asksInPage: boolean;
  /** Turns the entered card into a payment method with the setup intent's client secret. */
  confirmSetup(clientSecret: string, billing: CardBilling): Promise<CardOutcome>;
  /** Runs the bank check of a setup or payment that asked for one. */
  bankCheck(clientSecret: string, answer: BankAnswer): Promise<CardOutcome>;
  /** Lets go of what the entry holds (Stripe's element). */
  destroy(): void;
}

/** The message of an error thrown by a call (a network failure, the server's refusal). */
export const messageOf = (error: unknown): string => (error instanceof Error && error.message) || 'Something went wrong. Please try again.';
