/**
 * The pages the web client's router knows, shared so the server can answer a path that is none of
 * them with HTTP 404 (the client still shows its not-found page). `:name` matches one segment.
 * src/ui/clientPages.test.ts checks that App.tsx declares exactly these routes.
 */
export const CLIENT_PAGES = [
  '/',
  '/login',
  '/register',
  '/verify/:token',
  '/confirm-email/:token',
  '/register-complete',
  '/update-card',
  '/educator-update',
  '/subscription',
  '/contact',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-and-conditions',
  '/download',
  '/help',
  '/api',
  '/blog',
  '/blog/:slug',
  '/engine',
  '/engine/tiles',
] as const;

function matchesPage(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter((part) => part !== '');
  return parts.length === segments.length && parts.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/** Whether `pathname` (no query; one trailing slash allowed, as the router allows it) is a client page. */
export function isClientPage(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (pathname.includes('//') || segments.some((segment) => segment === '.' || segment === '..')) return false;
  return CLIENT_PAGES.some((pattern) => matchesPage(pattern, segments));
}
