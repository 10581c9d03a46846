import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const PIXEL_7 = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('a mobile visitor', () => {
  it('is told by a phone user agent, whatever the screen', () => {
    expect(isMobileDevice({ userAgent: PIXEL_7, maxTouchPoints: 5, screenWidth: 412, screenHeight: 915 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPHONE, maxTouchPoints: 5, screenWidth: 390, screenHeight: 844 })).toBe(true);
    expect(isMobileDevice({ userAgent: PIXEL_7, maxTouchPoints: 0, screenWidth: 1920, screenHeight: 1080 })).toBe(true);
  });

  it('is a small touch screen behind a desktop user agent', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_CHROME, maxTouchPoints: 5, screenWidth: 390, screenHeight: 844 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, screenWidth: 744, screenHeight: 1133 })).toBe(true);
  });

  it('is not a desktop, with or without a large touch screen', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_CHROME, maxTouchPoints: 0, screenWidth: 1280, screenHeight: 800 })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP_CHROME, maxTouchPoints: 10, screenWidth: 1920, screenHeight: 1080 })).toBe(false);
    expect(isMobileDevice({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, screenWidth: 1440, screenHeight: 900 })).toBe(false);
  });
});
