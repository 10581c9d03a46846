/**
 * Spec accounts §2: mobile visitors on /login go to /download. Our web app does work on phones, so
 * /download offers "Continue in the browser", which comes back as /login?web=1 and shows the
 * login form after all: a phone user can always log in.
 */
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isMobileBrowser } from '../../app/device';

export const WEB_LOGIN_PARAM = 'web';

/** Where a Log in link leads: the login form itself, on a phone too (issue 36 item 6). */
export const webLoginPath = () => (isMobileBrowser() ? `/login?${WEB_LOGIN_PARAM}=1` : '/login');

export function MobileToDownload({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  if (isMobileBrowser() && params.get(WEB_LOGIN_PARAM) !== '1') return <Navigate to="/download" replace />;
  return <>{children}</>;
}
