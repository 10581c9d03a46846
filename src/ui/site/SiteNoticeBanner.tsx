import { useCoreServices } from '../AppServices';
import { useSiteNotice } from './useSite';

/**
 * The site notification (GET /api/notification) as a dismissible banner at the top of the public
 * pages and of the drawing screen (spec accounts §2 "A top notice banner").
 */
export function SiteNoticeBanner() {
  const { notice } = useCoreServices().site;
  const message = useSiteNotice();
  if (message === null) return null;
  return (
    <div className="site-notice" role="status" aria-label="Site notification">
      <p>{message}</p>
      <button type="button" className="site-notice-dismiss" aria-label="Dismiss notification" onClick={() => notice.dismiss()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
