/**
 * The header and footer of the public pages (spec §2 "Layout"): the menu, and the legal links
 * with the copyright from 2010 to this year. Scroll goes back to the top when the path changes.
 */
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCoreServices } from '../AppServices';
import { PublicInfoModal } from '../modals/PublicInfoModal';
import { useAuthStatus } from './useAuth';

const MENU = [
  ['/', 'Home'],
  ['/contact', 'Contact'],
  ['/download', 'Download'],
  ['/help', 'Help'],
  ['/subscription', 'Pricing'],
] as const;

export function PublicLayout() {
  const { auth } = useCoreServices();
  const status = useAuthStatus();
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/" className="brand">
          Planimetry
        </Link>
        <nav aria-label="Main">
          {MENU.map(([to, label]) => (
            <NavLink key={to} to={to} end>
              {label}
            </NavLink>
          ))}
          {status === 'loaded' ? (
            <button type="button" className="link-button" onClick={() => auth.send({ type: 'logout' })}>
              Log out
            </button>
          ) : (
            <>
              <NavLink to="/register">Sign up</NavLink>
              <NavLink to="/login">Log in</NavLink>
            </>
          )}
        </nav>
      </header>
      <main className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label="Legal">
          <Link to="/cookie-policy">Cookie policy</Link>
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/terms-and-conditions">Terms and conditions</Link>
        </nav>
        <p>© 2010–{new Date().getFullYear()} Planimetry</p>
      </footer>
      <PublicInfoModal />
    </div>
  );
}
