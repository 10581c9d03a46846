/**
 * The countries the checkout's country list offers (`GET /api/payment-countries`): the shared
 * country list (src/shared/countries.ts) less those whose cards Stripe's terms exclude.
 */
export { PAYMENT_COUNTRIES } from '../../shared/countries';
