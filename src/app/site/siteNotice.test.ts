import { describe, expect, it } from 'vitest';
import { createSiteNotice, DISMISSED_NOTICE_STORAGE_KEY } from './siteNotice';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the site notice banner', () => {
  it("shows the server's message once loaded, asks once, and remembers a dismissal for that text only", async () => {
    const storage = memoryStorage();
    let calls = 0;
    let text: string | null = 'Maintenance tonight at 22:00 UTC';
    const fetchMessage = async () => {
      calls += 1;
      return text;
    };
    const notice = createSiteNotice({ fetchMessage, storage });
    expect(notice.get()).toBeNull();
    const seen: (string | null)[] = [];
    notice.subscribe((message) => seen.push(message));
    notice.load();
    notice.load();
    await flush();
    expect(calls).toBe(1);
    expect(notice.get()).toBe('Maintenance tonight at 22:00 UTC');

    notice.dismiss();
    expect(notice.get()).toBeNull();
    expect(seen).toEqual(['Maintenance tonight at 22:00 UTC', null]);
    expect(storage.items.get(DISMISSED_NOTICE_STORAGE_KEY)).toBe('Maintenance tonight at 22:00 UTC');

    // The next page load: the same text stays dismissed, a new one shows.
    const reloaded = createSiteNotice({ fetchMessage, storage });
    reloaded.load();
    await flush();
    expect(reloaded.get()).toBeNull();
    text = 'New plans are here';
    const later = createSiteNotice({ fetchMessage, storage });
    later.load();
    await flush();
    expect(later.get()).toBe('New plans are here');
  });

  it('shows nothing without a message or when the call fails', async () => {
    const none = createSiteNotice({ fetchMessage: async () => null, storage: null });
    none.load();
    const failing = createSiteNotice({ fetchMessage: () => Promise.reject(new Error('offline')), storage: null });
    failing.load();
    await flush();
    expect(none.get()).toBeNull();
    expect(failing.get()).toBeNull();
    failing.dismiss();
    expect(failing.get()).toBeNull();
  });
});
