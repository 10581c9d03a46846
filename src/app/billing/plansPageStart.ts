/**
 * What the plans page starts with (spec accounts §3 "Location info", §9): the visitor's currency
 * and country from the location call, the countries the checkout offers; GBP, US and the one
 * country when the server cannot be reached, so the page still shows.
 */
import type { BillingApi } from '../../net/billingApi';
import { CURRENCIES, DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Currency } from '../../shared/billing';

export interface PlansPageStart {
  currency: Currency;
  country: string;
  countries: readonly string[];
}

export async function loadPlansPageStart(api: Pick<BillingApi, 'location' | 'paymentCountries'>): Promise<PlansPageStart> {
  const [location, countries] = await Promise.all([api.location().catch(() => null), api.paymentCountries().catch(() => [] as string[])]);
  const country = location?.country ?? DEFAULT_COUNTRY;
  return { currency: location?.currency ?? DEFAULT_CURRENCY, country, countries: countries.length > 0 ? countries : [country] };
}

/** Where the plans page keeps the currency a person chose, so it stays when they come back. */
export const CHOSEN_CURRENCY_KEY = 'planimetry.currency';

/**
 * The currency the plans page shows (issue 36 item 9: after paying it switched to £): the plan's
 * own currency while one is held, else the one the person last chose here, else the location's
 * (the server's answer: the address's country, or the browser's languages).
 */
export function startingCurrency(facts: { owned: Currency | null; remembered: string | null; located: Currency }): Currency {
  if (facts.owned) return facts.owned;
  const remembered = CURRENCIES.find((currency) => currency === facts.remembered);
  return remembered ?? facts.located;
}
