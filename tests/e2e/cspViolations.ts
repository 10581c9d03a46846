/**
 * Records every Content-Security-Policy violation the page's document reports, so a spec can show
 * that the app works under its policy and is not merely surviving refusals. A worker runs under a
 * policy of its own and reports to its own scope, out of a spec's sight: a spec shows a worker's
 * policy works by what the worker does (the kernels answer, the PDF page is drawn, the map tiles).
 */
import type { Page } from '@playwright/test';

/**
 * Starts recording the `securitypolicyviolation` events of `page`'s document, from its next
 * navigation on; answers the list, one "directive blocked-uri" line each. Playwright's init script
 * and binding are not subject to the page's CSP, so they see every one.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
