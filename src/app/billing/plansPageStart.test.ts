import { describe, expect, it } from 'vitest';
import { loadPlansPageStart, startingCurrency } from './plansPageStart';

describe('loadPlansPageStart', () => {
  it("starts with the location's currency and country and the payment countries", async () => {
    const start = await loadPlansPageStart({
      location: async () => ({ currency: 'EUR', country: 'DE' }),
      paymentCountries: async () => ['DE', 'FR', 'GB'],
    });
    expect(start).toEqual({ currency: 'EUR', country: 'DE', countries: ['DE', 'FR', 'GB'] });
  });

  it('falls back to GBP and the US offline', async () => {
    const offline = () => Promise.reject(new Error('Failed to fetch'));
    expect(await loadPlansPageStart({ location: offline, paymentCountries: offline })).toEqual({ currency: 'GBP', country: 'US', countries: ['US'] });
  });
});

describe('startingCurrency', () => {
  it("keeps the held plan's currency, else the one chosen before, else the location's", () => {
    expect(startingCurrency({ owned: 'USD', remembered: 'EUR', located: 'GBP' })).toBe('USD');
    expect(startingCurrency({ owned: null, remembered: 'EUR', located: 'GBP' })).toBe('EUR');
    expect(startingCurrency({ owned: null, remembered: null, located: 'GBP' })).toBe('GBP');
    // Whatever else the storage holds is not a currency.
    expect(startingCurrency({ owned: null, remembered: 'XXX', located: 'JPY' })).toBe('JPY');
  });
});
