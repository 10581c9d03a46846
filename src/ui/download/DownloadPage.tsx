/**
 * /download (spec accounts §2 "Download"): a tile for each of Windows, Mac, Android and iOS, and
 * the Install button of the web app. A desktop is told it can log in from any platform; a mobile
 * device that its account is made in a desktop browser first. Since our web app works on phones,
 * a phone may still continue in the browser: /login?web=1 lets it log in (see ui/home/MobileToDownload.tsx).
 */
import { Link } from 'react-router';
import { isMobileBrowser } from '../../app/device';
import { DOWNLOAD_PLATFORMS } from '../../shared/content';
import { InstallButton } from './InstallButton';

export const DESKTOP_DOWNLOAD_TEXT = 'Planimetry works on Windows, Mac, Android and iOS: install it where you like, and log in from any platform with the same account.';
export const MOBILE_DOWNLOAD_TEXT = 'Create your account in a desktop browser first, then install Planimetry here and log in with it.';

export function DownloadPage() {
  const mobile = isMobileBrowser();
  return (
    <section className="download" aria-labelledby="download-title">
      <h1 id="download-title">Download Planimetry</h1>
      <p className="download-lead">{mobile ? MOBILE_DOWNLOAD_TEXT : DESKTOP_DOWNLOAD_TEXT}</p>
      <InstallButton />
      <ul className="download-tiles" aria-label="Platforms">
        {DOWNLOAD_PLATFORMS.map((platform) => (
          <li key={platform.id} className="download-tile">
            <h2>{platform.name}</h2>
            <p>{platform.install}</p>
            {platform.storeUrl ? (
              <a href={platform.storeUrl} rel="noopener noreferrer" target="_blank">
                Get it for {platform.name}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {mobile ? (
        <p>
          Have an account already? <Link to="/login?web=1">Continue in the browser</Link>
        </p>
      ) : null}
    </section>
  );
}
