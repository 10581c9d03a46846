/**
 * The browser's client id: settings are stored against it until accounts attach them to users.
 * Kept in localStorage so the same browser finds its settings again.
 */
const STORAGE_KEY = 'planimetry.clientId';

function randomId(): string {
  // crypto.randomUUID exists only in secure contexts; getRandomValues works everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function loadClientId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const existing = storage.getItem(STORAGE_KEY);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const id = randomId();
  storage.setItem(STORAGE_KEY, id);
  return id;
}
