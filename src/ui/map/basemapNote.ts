/**
 * What the map under the drawing holds, said plainly in the map panel, and where a person learns
 * how imagery is added. The offline basemap is deliberately small (no streets, no photos), so the
 * panel says so instead of leaving an empty map unexplained.
 */
import { usesMapbox } from '../../render/map/mapView';
import { BASEMAP_MIN_POPULATION, type MapConfig } from '../../shared/map';

/** The help page's "Map imagery" section: what the map holds and how an operator adds imagery. */
export const MAP_IMAGERY_ANCHOR = 'map-imagery';
export const MAP_IMAGERY_HELP_PATH = `/help#${MAP_IMAGERY_ANCHOR}`;

/** "10,000": the population threshold as the page writes numbers. */
const placeThreshold = BASEMAP_MIN_POPULATION.toLocaleString('en-US');

/** What the built-in offline basemap shows, for the panel and the help page alike. */
export const OFFLINE_BASEMAP_CONTENTS = `country and US state borders, and the names of places of ${placeThreshold} people or more`;

/**
 * The sentence the map panel shows about the map it draws, or null with Mapbox (a full street and
 * satellite map needs no explanation).
 */
export function basemapContents(config: MapConfig): string | null {
  if (usesMapbox(config)) return null;
  const imagery = config.satelliteTiles !== null;
  if (config.pmtiles !== null) {
    return imagery
      ? "This map shows land, water, roads and borders from this server's own map file, and aerial photos under Satellite and Hybrid."
      : "This map shows land, water, roads and borders from this server's own map file. It has no aerial photos.";
  }
  return imagery
    ? `This offline map shows ${OFFLINE_BASEMAP_CONTENTS}, and aerial photos under Satellite and Hybrid.`
    : `This offline map shows ${OFFLINE_BASEMAP_CONTENTS}. It has no streets, buildings or aerial photos to trace.`;
}

/** Whether the panel points to how imagery is added: without Mapbox or a satellite tile source there is none. */
export const lacksImagery = (config: MapConfig): boolean => !usesMapbox(config) && config.satelliteTiles === null;
