/**
 * Our price list: every paid plan's price in each of the 21 currencies (spec §9 names the
 * currencies but not the amounts). The amounts are ours. US dollars are the anchor: pay as you
 * go 4.99 a day, Project 19.99 a month, Pro 99 a year, Pro 5 399, Pro 20 1199 and Pro Ultd 2499
 * a year. Every other currency carries a round local price near the dollar one (a little under
 * where the local market expects "x.99" or "x9" prices), not a daily exchange rate, so a price a
 * person saw yesterday is the price they pay today. Amounts are written in major units here and
 * answered in minor units (JPY has none, the others two: `minorUnitDigits`).
 */
import { CURRENCIES, minorUnitDigits, PAID_PLAN_IDS, type Currency, type PaidPlanId, type Price } from '../../shared/billing';

/** Major units per plan, in `PAID_PLAN_IDS` order: PayPerDay (a day), Project (a month), Pro, Pro 5, Pro 20, Pro Ultd (a year). */
type PlanAmounts = readonly [payPerDay: number, project: number, pro: number, team5: number, team20: number, teamUnlimited: number];

const MAJOR_AMOUNTS: Readonly<Record<Currency, PlanAmounts>> = {
  AUD: [7.99, 29.99, 149, 599, 1799, 3799],
  BRL: [24.9, 99.9, 499, 1999, 5999, 12499],
  CAD: [6.99, 26.99, 135, 549, 1649, 3399],
  CNY: [35, 139, 699, 2799, 8499, 17999],
  DKK: [35, 139, 699, 2799, 8299, 16999],
  EUR: [4.99, 18.99, 95, 379, 1099, 2299],
  GBP: [3.99, 15.99, 79, 319, 949, 1999],
  HKD: [39, 155, 779, 3099, 9299, 19499],
  ILS: [18.9, 74.9, 369, 1479, 4399, 9299],
  INR: [399, 1599, 7999, 32999, 99999, 209999],
  JPY: [750, 2980, 14800, 59800, 178000, 374000],
  MXN: [89, 349, 1799, 7199, 21499, 44999],
  MYR: [22.9, 89.9, 449, 1799, 5399, 11299],
  NOK: [52, 209, 1049, 4199, 12499, 26499],
  NZD: [8.49, 32.99, 165, 659, 1999, 4199],
  SEK: [52, 209, 1049, 4199, 12499, 26499],
  SGD: [6.49, 26.99, 129, 529, 1599, 3299],
  THB: [169, 699, 3499, 13999, 41999, 87999],
  TRY: [169, 699, 3499, 13999, 41999, 87999],
  USD: [4.99, 19.99, 99, 399, 1199, 2499],
  ZAR: [89, 349, 1799, 7199, 21499, 44999],
};

/** The price of one plan in one currency, in minor units: a day for pay as you go, else the billing period. */
export function priceOf(plan: PaidPlanId, currency: Currency): number {
  const major = MAJOR_AMOUNTS[currency][PAID_PLAN_IDS.indexOf(plan)];
  if (major === undefined) throw new Error(`No price for ${plan} in ${currency}`);
  // Rounded: 19.99 * 100 is 1998.9999999999998 in floating point.
  return Math.round(major * 10 ** minorUnitDigits(currency));
}

/** Every paid plan's price in `currency`, as `GET /prices` answers them (the currency in lower case, as card providers write it). */
export function pricesIn(currency: Currency): Price[] {
  return PAID_PLAN_IDS.map((plan) => ({ productName: plan, price: priceOf(plan, currency), priceCurrency: currency.toLowerCase() }));
}

/** The currencies the price list covers: all 21. */
export const PRICED_CURRENCIES: readonly Currency[] = CURRENCIES.filter((currency) => currency in MAJOR_AMOUNTS);
