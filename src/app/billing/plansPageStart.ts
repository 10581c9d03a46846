/**
 * What the plans page starts with (spec accounts §3 "Location info", §9): the visitor's currency
 * and country from the location call, the countries the checkout offers; GBP, US and the one
 * country when the server cannot be reached, so the page still shows.
 */
import type { BillingApi } from '../../net/billingApi';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Currency } from '../../shared/billing';

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
