import { basemapContents, lacksImagery, MAP_IMAGERY_HELP_PATH } from './basemapNote';
import { useMapConfig } from './useMapConfig';
import { appAddress } from '../../net/appAddress';

/**
 * Says in the map panel what the map under the drawing holds and, without imagery, where to read
 * how the server's operator adds it: the help page's "Map imagery" section, opened in a new tab so
 * the drawing stays as it is.
 */
export function BasemapNote() {
  const config = useMapConfig();
  const contents = config ? basemapContents(config) : null;
  if (!config || contents === null) return null;
  return (
    <p className="map-basemap-note">
      {contents}
      {lacksImagery(config) && (
        <>
          {' '}
          <a href={appAddress(MAP_IMAGERY_HELP_PATH)} target="_blank" rel="noopener">
            How to add map imagery
          </a>
        </>
      )}
    </p>
  );
}
