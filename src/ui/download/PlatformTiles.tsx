/**
 * /download's platform tiles (spec accounts §2 "Download"; coverage AB2.04): a platform whose store
 * page the server names (STORE_URL_WINDOWS, _MAC, _ANDROID, _IOS) links to that store; any other
 * keeps the web app's install steps, which also show while the configuration loads or when it
 * cannot be had.
 */
import { DOWNLOAD_PLATFORMS } from '../../shared/content';
import { useSiteConfig } from '../site/useSite';

export function PlatformTiles() {
  const site = useSiteConfig();
  const stores = site !== null && site !== 'failed' ? site.storeUrls : null;
  return (
    <ul className="download-tiles" aria-label="Platforms">
      {DOWNLOAD_PLATFORMS.map((platform) => {
        const store = stores?.[platform.id] ?? null;
        return (
          <li key={platform.id} className="download-tile">
            <h2>{platform.name}</h2>
            {store ? (
              <a href={store} rel="noopener noreferrer" target="_blank">
                Get it for {platform.name}
              </a>
            ) : (
              <p>{platform.install}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
