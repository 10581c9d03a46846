import { useId, type ChangeEvent } from 'react';
import { mapFile, NOTHING_ON_THE_MAP, type MapFileFormat } from '../../app/print/mapFiles';
import { saveFile } from '../../app/print/saveFile';
import { parseGeoJsonPolygons } from '../../engine/geo/geojson';
import type { Notice } from '../../shared/notices';
import { NOTIFICATION_MS } from '../../shared/constants';
import { useServices } from '../AppServices';

/** A GeoJSON file larger than this is refused before it is read (a state outline is well under 1 MB). */
export const GEOJSON_MAX_BYTES = 20 * 1024 * 1024;

const problem = (message: string): Notice => ({ kind: 'danger', message, durationMs: NOTIFICATION_MS.default });

/**
 * "Import GeoJSON" puts each Polygon of a file (and each part of a MultiPolygon) on the map as a
 * closed layer; "Export GeoJSON" and "Export KML" save the map drawing's layers with their
 * geodesic area and perimeter. A bad file is refused with the reason and changes nothing.
 */
export function GeoJsonControls() {
  const { editor, notify } = useServices();
  const inputId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > GEOJSON_MAX_BYTES) return notify(problem('The GeoJSON file is too large (20 MB at most).'));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return notify(problem('The file could not be read.'));
    }
    const parsed = parseGeoJsonPolygons(text);
    if (!parsed.ok) return notify(problem(parsed.message));
    editor.send({ type: 'map.importPolygons', polygons: parsed.polygons });
    const count = parsed.polygons.length;
    notify({ kind: 'success', message: `Imported ${count} ${count === 1 ? 'polygon' : 'polygons'}`, durationMs: NOTIFICATION_MS.saved * 3 });
  };

  const onExport = (format: MapFileFormat) => {
    const { document, file } = editor.getSnapshot().context;
    if (!document.map) return;
    const saved = mapFile(document, file?.name ?? null, format);
    if (!saved) return notify(problem(NOTHING_ON_THE_MAP));
    saveFile(saved.blob, saved.name);
  };

  return (
    <div className="geojson-controls">
      {/* The input stays in the tab order (visually hidden); its label is what the eye sees as a button. */}
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        aria-label="Import GeoJSON"
        accept=".geojson,.json,application/geo+json,application/json"
        onChange={(event) => void onFile(event)}
      />
      <label htmlFor={inputId} className="button-like">
        Import GeoJSON
      </label>
      <button type="button" onClick={() => onExport('geojson')}>
        Export GeoJSON
      </button>
      <button type="button" onClick={() => onExport('kml')}>
        Export KML
      </button>
    </div>
  );
}
