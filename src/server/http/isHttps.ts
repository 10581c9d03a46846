/**
 * Whether the public address (PUBLIC_URL) is https: the session cookies are then `Secure`, and
 * answers carry HSTS and upgrade insecure requests.
 */
export function isHttps(publicUrl: string | undefined): boolean {
  if (publicUrl === undefined) return false;
  try {
    return new URL(publicUrl).protocol === 'https:';
  } catch {
    return false;
  }
}
