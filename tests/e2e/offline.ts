/**
 * The e2e tests run with no network: every request that leaves this machine is refused and
 * recorded, so a spec can show that a page needs nothing from outside.
 */
import type { Page } from '@playwright/test';

/** Refuses every request of `page`'s context to another host and answers the list of those attempted. */
export async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') {
      return route.continue();
    }
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });
  return outside;
}
