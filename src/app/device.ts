/**
 * Whether the visitor is on a phone or tablet (spec accounts §2: mobile visitors on /login go to
 * /download, Home shows no video and its Try it leads to /download). A mobile browser's user
 * agent says so; otherwise a touch screen whose shorter side is small counts as mobile too (an
 * iPad asking for the desktop site, a phone with an unusual browser).
 */

/** What the browser tells about itself; `navigator` and `screen` in the page. */
export interface DeviceTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** The screen's size in CSS pixels. */
  screenWidth: number;
  screenHeight: number;
}

/** Below this shorter side (CSS px) a touch screen is a phone or small tablet. */
export const MOBILE_SHORT_SIDE_PX = 768;

const MOBILE_USER_AGENT = /\b(Android|iPhone|iPad|iPod|Mobile|Mobi|Windows Phone|IEMobile|Opera Mini|BlackBerry)\b/i;

export function isMobileDevice({ userAgent, maxTouchPoints, screenWidth, screenHeight }: DeviceTraits): boolean {
  if (MOBILE_USER_AGENT.test(userAgent)) return true;
  return maxTouchPoints > 0 && Math.min(screenWidth, screenHeight) < MOBILE_SHORT_SIDE_PX;
}

/** The page's own traits, or null outside a browser. */
export function browserDeviceTraits(): DeviceTraits | null {
  if (typeof navigator === 'undefined' || typeof screen === 'undefined') return null;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, screenWidth: screen.width, screenHeight: screen.height };
}

/** Whether this page runs on a mobile device (false outside a browser). */
export function isMobileBrowser(): boolean {
  const traits = browserDeviceTraits();
  return traits !== null && isMobileDevice(traits);
}
