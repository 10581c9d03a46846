/**
 * The frame of the public pages (spec accounts §2 "Layout"): the site notice banner, the header
 * and the cookie notice bar above the header (in the flow, so it covers nothing), the header
 * with its menu, and the footer with the legal and social links and the copyright from 2010 to
 * this year. The menu fits who is there: Sign up and Log in for a signed-out
 * visitor, on a phone too (issue 36 item 6, README "Phones"), Log out when signed in, and only Help
 * for an educator account. The footer links the blog and the API page beside the legal pages. Scroll
 * goes back to the top when the path changes.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { COPYRIGHT_FIRST_YEAR } from '../../shared/content';
import { useCoreServices } from '../AppServices';
import { PublicInfoModal } from '../modals/PublicInfoModal';
import { webLoginPath } from '../home/MobileToDownload';
import { CookieBar } from '../site/CookieBar';
import { SiteNoticeBanner } from '../site/SiteNoticeBanner';
import { SocialLinks } from '../site/SocialLinks';
import { useSiteConfig } from '../site/useSite';
import { useAuthStatus, useAuthUser } from './useAuth';

const MENU = [
  ['/', 'Home'],
  ['/contact', 'Contact'],
  ['/download', 'Download'],
  ['/help', 'Help'],
  ['/subscription', 'Pricing'],
] as const;

const EDUCATOR_MENU = MENU.filter(([to]) => to === '/help');

function HeaderMenu() {
  const { auth } = useCoreServices();
  const status = useAuthStatus();
  const user = useAuthUser();
  const signedIn = status === 'loaded';
  const educator = signedIn && user?.subscription?.stripe_plan === 'Educator';
  return (
    <nav aria-label="Main">
      {(educator ? EDUCATOR_MENU : MENU).map(([to, label]) => (
        <NavLink key={to} to={to} end>
          {label}
        </NavLink>
      ))}
      {signedIn
        ? !educator && (
            <button type="button" className="link-button" onClick={() => auth.send({ type: 'logout' })}>
              Log out
            </button>
          )
        : (
            <>
              <NavLink to="/register">Sign up</NavLink>
              <NavLink to={webLoginPath()}>Log in</NavLink>
            </>
          )}
    </nav>
  );
}

/** "© 2010–<this year> Planimetry". */
export const copyrightLine = (now: Date = new Date()) => `© ${COPYRIGHT_FIRST_YEAR}–${now.getFullYear()} Planimetry`;

function Footer() {
  const site = useSiteConfig();
  const social = site !== null && site !== 'failed' && (site.contact.facebook !== null || site.contact.twitter !== null);
  return (
    <footer className="public-footer">
      <nav aria-label="More">
        <Link to="/blog">Blog</Link>
        <Link to="/api">API</Link>
      </nav>
      <nav aria-label="Legal">
        <Link to="/cookie-policy">Cookie policy</Link>
        <Link to="/privacy-policy">Privacy policy</Link>
        <Link to="/terms-and-conditions">Terms and conditions</Link>
      </nav>
      {social && (
        <nav aria-label="Social" className="footer-social">
          <SocialLinks site={site} />
        </nav>
      )}
      <p>{copyrightLine()}</p>
    </footer>
  );
}

/** `children` for a page outside the router's layout routes (the home on `/`); the nested route's page otherwise. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="public-page">
      <SiteNoticeBanner />
      <CookieBar />
      <header className="public-header">
        <Link to="/" className="brand">
          Planimetry
        </Link>
        <HeaderMenu />
      </header>
      <main className="public-main">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <PublicInfoModal />
    </div>
  );
}
