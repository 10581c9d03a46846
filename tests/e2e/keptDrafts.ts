/** The drawings the device keeps because they were not saved (issue 21), as the specs look at them. */
import { type Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the device keeps `drafts` drawings (1: what a crash a moment later would leave).
 * It only looks: a database not made yet is not made here, and each look closes its connection.
 */
export async function keptOnDevice(page: Page, drafts = 1) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('planimetry-drafts');
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(0);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('drafts')) {
                  db.close();
                  return resolve(0);
                }
                const count = db.transaction('drafts').objectStore('drafts').count();
                count.onsuccess = () => {
                  db.close();
                  resolve(count.result);
                };
              };
            }),
        ),
      { timeout: 15_000 },
    )
    .toBe(drafts);
}
