import { describe, expect, it } from 'vitest';
import { draftOfferMessage } from './draftOffer';

const NOON_UTC = Date.UTC(2026, 10, 26, 12, 5);

describe('the offer of a kept drawing', () => {
  it('names the saved document the changes belong to, and when they were kept', () => {
    expect(draftOfferMessage({ file: { id: 'd1', name: 'Plot 1' }, savedAt: NOON_UTC }, 'en-GB', 'UTC')).toBe(
      'Your changes to “Plot 1” from 26 Nov 2026, 12:05 were not saved before the page closed. Restore them?',
    );
  });

  it('speaks of a drawing when it was never saved', () => {
    expect(draftOfferMessage({ file: null, savedAt: NOON_UTC }, 'en-US', 'UTC')).toBe('A drawing from Nov 26, 2026, 12:05 PM was not saved before the page closed. Restore it?');
  });
});
