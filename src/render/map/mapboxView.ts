/**
 * The mapbox-gl engine with Mapbox's own styles, used when the server has a Mapbox token.
 * Imported only through loadMapView's dynamic import, so mapbox-gl lands in its own chunk.
 */
import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import type { MapConfig, MapType } from '../../shared/map';
import { MAP_MIN_ZOOM } from '../../shared/map';
import { engineMapView, lngLatOf } from './engineView';
import type { MapView, MapViewOptions } from './mapView';

/** Mapbox's styles for our three map types. */
export const MAPBOX_STYLES: Record<MapType, string> = {
  map: 'mapbox://styles/mapbox/streets-v12',
  hybrid: 'mapbox://styles/mapbox/satellite-streets-v12',
  satellite: 'mapbox://styles/mapbox/satellite-v9',
};

/** Shows Mapbox's map in `container`, as a MapView. */
export async function createMapboxView(
  container: HTMLElement,
  config: MapConfig,
  initial: MapViewOptions,
): Promise<MapView> {
  // mapbox-gl reads its API's address from a global, and hands it to its workers when a map is made.
  if (config.mapboxApiUrl !== null) mapboxgl.baseApiUrl = config.mapboxApiUrl;
  const map = new mapboxgl.Map({
    container,
    accessToken: config.mapboxToken ?? undefined,
    style: MAPBOX_STYLES[initial.type],
    center: lngLatOf(initial.camera),
    zoom: initial.camera.zoom,
    minZoom: MAP_MIN_ZOOM,
    maxZoom: config.maxZoom,
    // Drawings are measured in Web Mercator pixels: never let a style switch to the globe.
    projection: 'mercator',
    // Our Pixi canvas above the map takes every pointer and drives the map through jumpTo.
    interactive: false,
    fadeDuration: 0,
    trackResize: false,
    attributionControl: false,
    // A saved document's preview draws this canvas under the drawing (app/documents/capturePreview.ts).
    preserveDrawingBuffer: true,
  });
  map.addControl(new mapboxgl.AttributionControl({ compact: true }));

  return engineMapView(
    {
      jumpTo: (camera) => map.jumpTo({ center: lngLatOf(camera), zoom: camera.zoom }),
      setType: (type) => map.setStyle(MAPBOX_STYLES[type]),
      resize: () => map.resize(),
      repaint: () => map.triggerRepaint(),
      remove: () => map.remove(),
      on: (event, listener) => map.on(event, listener),
    },
    initial.camera,
  );
}
