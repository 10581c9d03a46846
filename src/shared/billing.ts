/**
 * Plans, prices, subscriptions and access (spec accounts-and-business §3, §4, §7, §8, §9;
 * drawing-core plan names), shared by the client and the server: the plan table, the 21
 * currencies, the payloads of every billing call, the spec's messages, and the one access rule
 * that both the server's 402s and the client's redirects follow.
 */
import { z } from 'zod';
import { hasControlCharacters } from './textFields';

/** Plan identifiers (spec §3), as `subscription.stripe_plan` carries them. */
export const PLAN_IDS = ['PayPerDay', 'Project', 'Pro', 'ProTeam5', 'ProTeam20', 'ProTeamUnlim', 'Educator'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans a person can buy (the educator plan is free and granted, not sold). */
export const PAID_PLAN_IDS = ['PayPerDay', 'Project', 'Pro', 'ProTeam5', 'ProTeam20', 'ProTeamUnlim'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Individual plans (shown with "Team Plans" as the other view's link) and team plans. */
export const PERSONAL_PLAN_IDS = ['PayPerDay', 'Project', 'Pro'] as const satisfies readonly PaidPlanId[];
export const TEAM_PLAN_IDS = ['ProTeam5', 'ProTeam20', 'ProTeamUnlim'] as const satisfies readonly PaidPlanId[];

/** Display names (spec §3). */
export const PLAN_NAMES: Readonly<Record<PlanId, string>> = {
  PayPerDay: 'PAYG',
  Project: 'Project',
  Pro: 'Pro',
  ProTeam5: 'Pro 5',
  ProTeam20: 'Pro 20',
  ProTeamUnlim: 'Pro Ultd',
  Educator: 'Educator',
};

/**
 * How each paid plan is charged (spec §9): pay as you go per 24-hour session, billed monthly;
 * project monthly; pro and the team plans annually.
 */
export const PLAN_BILLING: Readonly<Record<PaidPlanId, 'day' | 'month' | 'year'>> = {
  PayPerDay: 'day',
  Project: 'month',
  Pro: 'year',
  ProTeam5: 'year',
  ProTeam20: 'year',
  ProTeamUnlim: 'year',
};

/**
 * How many devices may be logged in to one account at once. Team plans: 5, 20 or unlimited
 * (spec §6). The spec gives no number for one person; ours is 2, a computer and a phone, so one
 * person's two devices keep working (and the lock between them stays useful) while an account
 * shared by a whole office needs a team plan. null: no limit.
 */
export const DEVICE_LIMITS: Readonly<Record<PlanId | 'trial', number | null>> = {
  trial: 2,
  PayPerDay: 2,
  Project: 2,
  Pro: 2,
  ProTeam5: 5,
  ProTeam20: 20,
  ProTeamUnlim: null,
  Educator: 2,
};

/** Team plans share one account between several people: a lock held elsewhere is "a team member". */
export function isTeamPlan(plan: PlanId | null | undefined): boolean {
  return plan !== null && plan !== undefined && (TEAM_PLAN_IDS as readonly string[]).includes(plan);
}

/** Plan definitions (spec §3: id, name, perks) in the order the plans page shows them. */
export interface PlanDefinition {
  id: PaidPlanId;
  name: string;
  perks: readonly string[];
}

const PRO_PERKS = ['Maps, images, PDF, DXF, DWG and SVG', 'Save, open and share documents', 'Print and export', 'Billed annually, best value'];

export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  { id: 'PayPerDay', name: 'Pay as you go', perks: ['Every feature for 24 hours at a time', 'Pay only for the days you use', 'Billed monthly'] },
  { id: 'Project', name: 'Project', perks: ['Every feature', 'Monthly subscription', 'Cancel anytime'] },
  { id: 'Pro', name: 'Pro', perks: PRO_PERKS },
  { id: 'ProTeam5', name: 'Pro 5', perks: ['Up to 5 devices on one account', ...PRO_PERKS] },
  { id: 'ProTeam20', name: 'Pro 20', perks: ['Up to 20 devices on one account', ...PRO_PERKS] },
  { id: 'ProTeamUnlim', name: 'Pro Ultd', perks: ['Unlimited devices on one account', ...PRO_PERKS] },
];

/** The 21 currencies (spec §9), ISO 4217 codes. */
export const CURRENCIES = [
  'AUD', 'BRL', 'CAD', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'ILS', 'INR', 'JPY',
  'MXN', 'MYR', 'NOK', 'NZD', 'SEK', 'SGD', 'THB', 'TRY', 'USD', 'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Location defaults (spec §3 "Location info", §9). */
export const DEFAULT_CURRENCY: Currency = 'GBP';
export const DEFAULT_COUNTRY = 'US';
/** `GET /prices` without `?currency=` answers in US dollars (spec §7 "default usd"). */
export const PRICES_DEFAULT_CURRENCY: Currency = 'USD';

/** Trial length when `TRIAL_DAYS` is not set. */
export const DEFAULT_TRIAL_DAYS = 7;
/** A pay-per-day session lasts 24 hours (spec §4, §9). */
export const PAY_PER_DAY_SESSION_MS = 24 * 60 * 60_000;
/** The trial and pay-per-day countdowns refresh every 60 s (spec §9). */
export const COUNTDOWN_REFRESH_MS = 60_000;
/** The subscription error banner and the update-card page's red text last 3 s (spec §9). */
export const SUBSCRIPTION_ERROR_MS = 3000;
/** The 1-10 likelihood-to-recommend scale (spec §9). */
export const LIKELY_SCALE = { min: 1, max: 10 } as const;

/** Subscription statuses the spec names; any other status (ours: 'Failed') sends the user to /update-card. */
export const SUBSCRIPTION_STATUS = {
  opened: 'Opened',
  outdated: 'Outdated',
  failed: 'Failed',
  /** Ours: bought, but the bank check (SCA) is not done yet; the account is treated as having no plan. */
  incomplete: 'Incomplete',
} as const;

/** Messages of the billing screens: the spec's words where it quotes them, ours otherwise. */
export const BILLING_MESSAGES = {
  processing: 'Processing…',
  updateCardIntro: 'we had difficulty processing your card last time',
  updateCard: 'Update Card',
  areYouSure: 'Are you sure?',
  deleteMyData: 'Delete my data after my account expires',
  unsubscribeSuccessful: 'Unsubscribe Successful',
  sending: 'sending...',
  thankYou: 'Thank You!',
  activePlan: 'Active Plan',
  postcodeRequired: 'Postal code is required.',
  holderRequired: 'Name on card is required.',
  testMode: 'Test mode: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline, 4000 0025 0000 3155 for a bank check.',
  paymentRequired: 'Your trial or plan has ended. Please choose a plan to go on.',
  cardNeedsUpdate: 'We had difficulty processing your card. Please update it to go on.',
  dayEnded: 'Your 24-hour session has ended. Activate a new one to go on.',
  noSubscription: 'You have no subscription.',
  alreadySubscribed: 'You already have this plan.',
  trialAlreadyExtended: 'Your trial has already been extended.',
  notPayPerDay: 'Your plan is not pay as you go.',
} as const;

/** A price (spec §3): the plan, the amount in minor units, and the currency in lower case as card providers write it. */
export const priceSchema = z.object({
  productName: z.enum(PAID_PLAN_IDS),
  price: z.number().int().nonnegative(),
  priceCurrency: z.string(),
});
export type Price = z.infer<typeof priceSchema>;
export const pricesResponseSchema = z.object({ success: z.literal(true), data: z.array(priceSchema) });

/** A currency code in a query or body: any case, one of the 21. */
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: 'Currency is not valid.' }));

/** Minor units per major unit: JPY has none (ISO 4217 exponent 0), the others two. */
export function minorUnitDigits(currency: Currency): 0 | 2 {
  return currency === 'JPY' ? 0 : 2;
}

/** A price in minor units as a person reads it, e.g. 1900 GBP → "£19.00", 1900 JPY → "¥1,900". */
export function formatPrice(minor: number, currency: Currency, locale = 'en'): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    minor / 10 ** digits,
  );
}

/** Location info (spec §3): from Accept-Language and, where configured, an IP lookup. */
export const locationSchema = z.object({ currency: z.enum(CURRENCIES), country: z.string().length(2) });
export type LocationInfo = z.infer<typeof locationSchema>;

/** The pay-per-day part of a subscription (spec §3). */
export const payPerDaySchema = z.object({
  /** One 24-hour session's price in minor units of the subscription's currency. */
  price: z.number().int().nonnegative(),
  /** Whether a 24-hour session is running now. */
  activeDay: z.boolean(),
  /** When the current (or last) session ends; null before the first. */
  dayEnds: z.string().nullable(),
});

/** Ours: the card that pays, as the provider's payment method describes it: its brand ('visa') and last four digits. */
export const paymentCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** The subscription as `/api/user` answers it (spec §3). */
export const subscriptionSchema = z.object({
  status: z.string(),
  stripe_plan: z.enum(PLAN_IDS),
  ends_at: z.string(),
  /** The person unsubscribed: the plan runs to `ends_at` and is not renewed. */
  unsubscribe: z.boolean(),
  isOutdated: z.boolean(),
  /**
   * Ours: the person asked, when unsubscribing, for their documents to be deleted once the plan
   * ends; Settings → Account can withdraw it until then (POST /api/keep-data).
   */
  forget_data: z.boolean(),
  payPerDay: payPerDaySchema.nullable(),
  /** Ours: the currency the plan is paid in. */
  currency: z.enum(CURRENCIES),
  /** Ours: the card that pays, when the provider described it. */
  card: paymentCardSchema.nullable().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Which payment provider the server uses, and what the browser needs to talk to it. */
export const paymentProviderSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), publishableKey: z.string() }),
  /** Our local test provider: no keys set, works offline, accepts the standard test card numbers. */
  z.object({ mode: z.literal('test') }),
]);
export type PaymentProviderInfo = z.infer<typeof paymentProviderSchema>;

/** POST /api/setup-intents (spec §7 "reads client_secret"), with the provider the secret belongs to. */
export const setupIntentResponseSchema = z.object({ success: z.literal(true), client_secret: z.string(), provider: paymentProviderSchema });

/** Required one-line text, trimmed and bounded; control characters are refused like every account field's (textFields.ts). */
const boundedText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be no more than ${max} characters.`)
    .refine((value) => !hasControlCharacters(value), `${field} is not valid.`);

/** Payment payload (spec §3: token, plan, holder, country, postcode), with the currency chosen on the plans page. */
export const paymentRequestSchema = z.object({
  /** The card provider's payment method id from the confirmed setup intent. */
  token: boundedText('Token', 255),
  plan: z.enum(PAID_PLAN_IDS, { error: 'Plan is not valid.' }),
  holder: boundedText('Name on card', 100),
  country: z.string().trim().toUpperCase().pipe(z.string().regex(/^[A-Z]{2}$/, 'Country is not valid.')),
  postcode: boundedText('Postal code', 20),
  currency: currencySchema,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * POST /api/payment-sca. Success carries the new subscription. A bank check (3-D Secure) answers
 * `requiresAction` with the payment's client secret: the browser shows the check and asks again.
 */
export const paymentResponseSchema = z.union([
  z.object({ success: z.literal(true), subscription: subscriptionSchema }),
  z.object({ success: z.literal(false), message: z.string(), requiresAction: z.literal(true), clientSecret: z.string() }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** POST /api/update/card {token} (spec §7). */
export const updateCardRequestSchema = z.object({ token: boundedText('Token', 255) });

/** POST /api/unsubscribe-logger {likelyScale} (spec §7), 1-10. */
export const unsubscribeLoggerRequestSchema = z.object({
  likelyScale: z.number({ error: 'Rating is not valid.' }).int('Rating is not valid.').min(LIKELY_SCALE.min).max(LIKELY_SCALE.max),
});

/** Answers of /api/unsubscribe, /api/report-usage and /api/extend-trial: the account's new billing state. */
export const billingStateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  subscription: subscriptionSchema.nullable(),
  trial_end: z.string().nullable(),
  extend_trial: z.boolean(),
});

/** GET /api/payment-countries: ISO 3166 alpha-2 codes the checkout's country list offers. */
export const paymentCountriesResponseSchema = z.object({ success: z.literal(true), countries: z.array(z.string().length(2)) });

/** The billing facts of an account the access rule reads (a subset of `/api/user`'s user). */
export interface BillingFacts {
  is_session_user: boolean;
  trial_end: string | null;
  subscription: Subscription | null;
}

/**
 * Where the access rule sends a person (spec §4 "Access by subscription"):
 * - `app`: the drawing app; `countdownEnds` is the end of a running trial or pay-per-day session
 *   (the header's HH:mm), null for a plan that runs on its own;
 * - `activate`: a pay-per-day plan whose 24-hour session has ended (the activate modal);
 * - `subscription`: no plan, trial over, or the plan ended (/subscription);
 * - `update-card`: the last payment failed (/update-card).
 */
export type Access =
  | { kind: 'app'; countdownEnds: string | null; reason: 'trial' | 'plan' | 'pay-per-day' | 'session-user' }
  | { kind: 'activate' }
  | { kind: 'subscription' }
  | { kind: 'update-card' };

/** Whether an ISO time lies after `now`. */
function isFuture(iso: string | null | undefined, now: Date): boolean {
  return iso !== null && iso !== undefined && Date.parse(iso) > now.getTime();
}

/** The access rule, one for the server's 402s and the client's redirects. */
export function accessFor(facts: BillingFacts, now: Date): Access {
  if (facts.is_session_user) return { kind: 'app', countdownEnds: null, reason: 'session-user' };
  const subscription = facts.subscription?.status === SUBSCRIPTION_STATUS.incomplete ? null : facts.subscription;
  if (subscription) {
    if (subscription.status === SUBSCRIPTION_STATUS.opened) {
      // "Active when status is Opened and the end date (for pay-as-you-go the day end) lies in the future" (spec §4).
      if (subscription.stripe_plan === 'PayPerDay') {
        const dayEnds = subscription.payPerDay?.dayEnds ?? null;
        return isFuture(dayEnds, now) ? { kind: 'app', countdownEnds: dayEnds, reason: 'pay-per-day' } : { kind: 'activate' };
      }
      return isFuture(subscription.ends_at, now) ? { kind: 'app', countdownEnds: null, reason: 'plan' } : { kind: 'subscription' };
    }
    if (subscription.status === SUBSCRIPTION_STATUS.outdated) return { kind: 'subscription' };
    return { kind: 'update-card' };
  }
  return isFuture(facts.trial_end, now) ? { kind: 'app', countdownEnds: facts.trial_end, reason: 'trial' } : { kind: 'subscription' };
}

/** Whether the account is on a trial (no subscription, not a student): imports are limited to png, jpg and gif. */
export function isOnTrial(facts: BillingFacts): boolean {
  return !facts.is_session_user && (facts.subscription === null || facts.subscription.status === SUBSCRIPTION_STATUS.incomplete);
}

/**
 * The header countdown (spec §4's HH:mm): whole hours and minutes left, hours not wrapped at 24,
 * written with their units (issue 36: "167:59" read as a clock), "167 h 59 min"; "0 h 00 min" once over.
 */
export function countdownText(endsAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * The local test provider's browser calls (no Stripe keys: the whole flow works offline). They
 * stand in for what Stripe.js does in the browser: `confirm-setup` is `confirmCardSetup` (the card
 * becomes a payment method, or is declined, or needs the bank check), `authenticate` is the bank's
 * 3-D Secure page, answered by the person with Complete or Fail.
 */
export const TEST_PAYMENTS_PATHS = {
  confirmSetup: '/api/test-payments/confirm-setup',
  authenticate: '/api/test-payments/authenticate',
} as const;

/** The standard test card numbers the local provider knows (Stripe's). Any other number is declined as invalid. */
export const TEST_CARDS = {
  success: '4242424242424242',
  /** Another card that pays: a Mastercard, to tell a changed card from the first. */
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  /** Needs the bank check when set up; later payments go through. */
  authenticateOnSetup: '4000002500003155',
  /** Needs the bank check for every payment. */
  authenticateAlways: '4000002760003184',
} as const;

export const testConfirmSetupRequestSchema = z.object({
  client_secret: z.string().max(255),
  card: z.object({
    number: z.string().max(30),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2200),
    cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
  }),
  billing_details: z.object({ name: z.string().max(100), postal_code: z.string().max(20), country: z.string().max(2) }),
});

/** What `confirm-setup` and `authenticate` answer, shaped like Stripe.js's setupIntent / error results. */
export const testConfirmResponseSchema = z.union([
  z.object({ status: z.literal('succeeded'), payment_method: z.string() }),
  z.object({ status: z.literal('requires_action'), client_secret: z.string() }),
  z.object({ status: z.literal('failed'), message: z.string() }),
]);

export const testAuthenticateRequestSchema = z.object({ client_secret: z.string().max(255), outcome: z.enum(['complete', 'fail']) });
