import { useSelector } from '@xstate/react';
import { AREA_UNITS, type AreaUnit } from '../../shared/units';
import { areaUnitLabel } from '../../shared/format';
import { useServices } from '../AppServices';
import { BasemapNote } from './BasemapNote';
import { GeoJsonControls } from './GeoJsonControls';
import { LatLngEntry } from './LatLngEntry';
import { MapTypeChoice } from './MapTypeChoice';
import { PlaceSearch } from './PlaceSearch';

/** The area units offered on the map: field and land sizes, not sheet sizes. */
const MAP_AREA_UNITS: readonly AreaUnit[] = AREA_UNITS.filter((unit) => ['m²', 'km²', 'ha', 'ft²', 'yd²', 'mi²', 'a'].includes(unit));

/**
 * The map's controls while the map is on (spec drawing-core §2 "Map controls"): place search,
 * latitude and longitude, the map type and what the map holds, the unit areas read in, and
 * GeoJSON in and out.
 */
export function MapPanel() {
  const { editor } = useServices();
  const areaUnit = useSelector(editor, (snapshot) => snapshot.context.document.map?.areaUnit ?? null);
  if (areaUnit === null) return null;
  return (
    <section className="map-panel" aria-label="Map">
      <h2 className="results-title">Map</h2>
      <PlaceSearch />
      <LatLngEntry />
      <MapTypeChoice />
      <BasemapNote />
      <label className="map-area-unit">
        <span>Area unit</span>
        <select aria-label="Area unit" value={areaUnit} onChange={(event) => editor.send({ type: 'map.areaUnit', unit: event.target.value as AreaUnit })}>
          {MAP_AREA_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {areaUnitLabel(unit)}
            </option>
          ))}
        </select>
      </label>
      <GeoJsonControls />
    </section>
  );
}
