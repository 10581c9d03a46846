import { describe, expect, it } from 'vitest';
import { loadPlansPageStart } from './plansPageStart';

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
