/** The browser's localStorage, or null where there is none (Node) or the browser refuses it. */
export function browserLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
