import { MAP_IMAGERY_ANCHOR, OFFLINE_BASEMAP_CONTENTS } from '../map/basemapNote';

/**
 * The help page's "Map imagery" section, which the map panel links to: what the built-in map
 * holds, and how whoever runs the server adds imagery. It repeats the README's "Map imagery"
 * section in short, so the app explains itself offline, where no repository page can be reached.
 */
export function MapImageryHelp() {
  return (
    <section aria-labelledby={MAP_IMAGERY_ANCHOR}>
      <h2 id={MAP_IMAGERY_ANCHOR}>Map imagery</h2>
      <p>
        Planimetry&apos;s own map works with no internet connection. It shows {OFFLINE_BASEMAP_CONTENTS}. It has no
        streets, buildings or aerial photos, so Satellite and Hybrid are off until imagery is added. You can still
        draw anywhere on it, import GeoJSON, and measure on the ellipsoid.
      </p>
      <p>Whoever runs this Planimetry server can add imagery by setting one of these before starting it:</p>
      <ul>
        <li>
          <code>MAP_SATELLITE_TILES</code>: the address of aerial photo tiles (<code>https://…/{'{z}/{x}/{y}'}.jpg</code>)
          from an imagery service you may use. Satellite and Hybrid turn on.
        </li>
        <li>
          <code>MAP_PMTILES</code>: a <code>.pmtiles</code> street map file on the server (a Protomaps basemap). The Map
          type shows land, water, roads and borders.
        </li>
        <li>
          <code>MAPBOX_TOKEN</code>: a Mapbox access token. Mapbox&apos;s street and satellite maps and its address
          search are used.
        </li>
      </ul>
      <p>
        The README&apos;s section &ldquo;Map imagery&rdquo;, beside the server&apos;s code, has the details.
      </p>
    </section>
  );
}
