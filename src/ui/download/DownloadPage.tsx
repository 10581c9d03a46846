/**
 * /download (spec accounts §2 "Download"): a tile for each of Windows, Mac, Android and iOS, and
 * the Install button of the web app. A desktop is told it can log in from any platform; a mobile
 * device first that it can go on right here: "Continue in the browser" (sign-up) and Log in come
 * before the Install button and the tiles, since the web app works on phones (issue 36 item 6;
 * /login?web=1 shows the login form on a phone, see ui/home/MobileToDownload.tsx).
 */
import { Link } from 'react-router';
import { isMobileBrowser } from '../../app/device';
import { webLoginPath } from '../home/MobileToDownload';
import { InstallButton } from './InstallButton';
import { PlatformTiles } from './PlatformTiles';

export const DESKTOP_DOWNLOAD_TEXT = 'Planimetry works on Windows, Mac, Android and iOS: install it where you like, and log in from any platform with the same account.';
export const MOBILE_DOWNLOAD_TEXT = 'Planimetry works in this browser: sign up or log in here, or install it and log in with the same account.';

export function DownloadPage() {
  const mobile = isMobileBrowser();
  return (
    <section className="download" aria-labelledby="download-title">
      <h1 id="download-title">Download Planimetry</h1>
      <p className="download-lead">{mobile ? MOBILE_DOWNLOAD_TEXT : DESKTOP_DOWNLOAD_TEXT}</p>
      {mobile ? (
        <p className="download-web">
          <Link className="button-like" to="/register">
            Continue in the browser
          </Link>{' '}
          Have an account already? <Link to={webLoginPath()}>Log in</Link>
        </p>
      ) : null}
      <InstallButton />
      <PlatformTiles />
    </section>
  );
}
