import { describe, expect, it } from 'vitest';
import { CURRENCIES, PAID_PLAN_IDS, pricesResponseSchema } from '../../shared/billing';
import { PRICED_CURRENCIES, priceOf, pricesIn } from './priceList';

describe('the price list', () => {
  it('prices every paid plan in each of the 21 currencies, in whole minor units', () => {
    expect(PRICED_CURRENCIES).toEqual(CURRENCIES);
    for (const currency of CURRENCIES) {
      for (const plan of PAID_PLAN_IDS) {
        const price = priceOf(plan, currency);
        expect(Number.isInteger(price) && price > 0, `${plan} in ${currency}`).toBe(true);
      }
    }
  });

  it('writes yen without minor units and the others with two', () => {
    expect(priceOf('Project', 'JPY')).toBe(2980);
    expect(priceOf('Project', 'USD')).toBe(1999);
    expect(priceOf('PayPerDay', 'BRL')).toBe(2490);
  });

  it('makes each plan cost more than the one before it, a day less than a month, a month less than a year', () => {
    for (const currency of CURRENCIES) {
      const prices = PAID_PLAN_IDS.map((plan) => priceOf(plan, currency));
      expect([...prices].sort((a, b) => a - b), currency).toEqual(prices);
    }
  });

  it('answers the shape GET /prices sends, the currency in lower case', () => {
    const prices = pricesIn('GBP');
    expect(pricesResponseSchema.parse({ success: true, data: prices }).data).toHaveLength(6);
    expect(prices[2]).toEqual({ productName: 'Pro', price: 7900, priceCurrency: 'gbp' });
  });
});
