/**
 * The map drawing as GeoJSON or KML (engine/geo), each layer with its name, geodesic area and perimeter:
 * the map panel's export buttons and the Export dialog save the same file.
 */
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import { layersToGeoJson } from '../../engine/geo/geojson';
import { featuresToKml } from '../../engine/geo/kml';
import type { FileToSave } from './spacedSavesMachine';
import { exportFileName } from '../../engine/print/exportFileName';
import { layerName } from '../../shared/layerName';

export type MapFileFormat = 'geojson' | 'kml';

/** Said when the map has nothing drawn on it. */
export const NOTHING_ON_THE_MAP = 'Nothing to export yet: draw on the map first.';

/** The map drawing's file, or null off the map or with nothing drawn. */
export function mapFile(document: DrawingDocument, drawingName: string | null, format: MapFileFormat): FileToSave | null {
  if (!document.map) return null;
  const layers = document.layers.map((layer, index) => ({ name: layerName(layer, index), color: layer.color, sketch: layer.sketch }));
  const collection = layersToGeoJson(layers, document.map.frame);
  if (collection.features.length === 0) return null;
  const name = exportFileName(drawingName, format);
  if (format === 'kml') {
    return { name, blob: new Blob([featuresToKml(collection, drawingName ?? 'Planimetry map')], { type: 'application/vnd.google-earth.kml+xml' }) };
  }
  return { name, blob: new Blob([JSON.stringify(collection)], { type: 'application/geo+json' }) };
}
