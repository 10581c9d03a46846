import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt } from './installPrompt';

function offerEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('the install offer', () => {
  it('is unavailable until the browser offers it, and installing without one says so', async () => {
    const prompt = createInstallPrompt(new EventTarget() as unknown as Window);
    expect(prompt.getState()).toBe('unavailable');
    expect(await prompt.install()).toBe('unavailable');
  });

  it('keeps the browser offer, shows it once, and says when the app is installed', async () => {
    const page = new EventTarget() as unknown as Window;
    const prompt = createInstallPrompt(page);
    const changed = vi.fn();
    prompt.subscribe(changed);
    const offer = offerEvent('accepted');
    page.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(prompt.getState()).toBe('available');
    expect(await prompt.install()).toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(prompt.getState()).toBe('installed');
    expect(await prompt.install()).toBe('unavailable');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a dismissed prompt leaves the app uninstalled', async () => {
    const page = new EventTarget() as unknown as Window;
    const prompt = createInstallPrompt(page);
    page.dispatchEvent(offerEvent('dismissed'));
    expect(await prompt.install()).toBe('dismissed');
    expect(prompt.getState()).toBe('unavailable');
  });
});
