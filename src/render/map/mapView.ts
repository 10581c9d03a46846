/**
 * The map adapter: one small API over maplibre-gl and mapbox-gl. The rest of the app uses only
 * this module; each engine lives in its own module, imported on demand, so neither library is in
 * the first bundle and a page without the map never downloads one.
 */
import { MAP_TYPES, type MapCamera, type MapConfig, type MapType } from '../../shared/map';
import { offlineTypeAvailable } from './offlineStyle';

export type { MapCamera } from '../../shared/map';

export interface MapView {
  /** Moves the map at once, no animation: the canvas drives the map (the map itself takes no input). */
  jumpTo(camera: MapCamera): void;
  setType(type: MapType): void;
  /** Call when the container's size changed. */
  resize(): void;
  /** Resolves once the current view is fully drawn (tiles and labels loaded: the engine's idle event). */
  idle(): Promise<void>;
  destroy(): void;
}

export interface MapViewOptions {
  readonly camera: MapCamera;
  readonly type: MapType;
}

/** Why Satellite and Hybrid are off, for the person at the map (the panel links to how an operator adds imagery). */
export const SATELLITE_UNAVAILABLE_REASON = 'Satellite and Hybrid need aerial photos, which this server does not have yet.';

/** Mapbox is used only when the server named it and handed over a token. */
export const usesMapbox = (config: MapConfig): boolean => config.engine === 'mapbox' && config.mapboxToken !== null;

/**
 * Which map types can be shown with this configuration, and why not: Mapbox has all three; the
 * offline basemap needs a configured satellite tile source for Satellite and Hybrid.
 */
export function mapTypeAvailability(config: MapConfig): Record<MapType, { available: boolean; reason: string | null }> {
  const entries = MAP_TYPES.map((type) => {
    const available = usesMapbox(config) || offlineTypeAvailable(config, type);
    return [type, { available, reason: available ? null : SATELLITE_UNAVAILABLE_REASON }] as const;
  });
  return Object.fromEntries(entries) as Record<MapType, { available: boolean; reason: string | null }>;
}

/**
 * Loads the engine the configuration names (maplibre-gl, or mapbox-gl when it has a token) and
 * shows the map in `container`. Rejects when the engine cannot start (no WebGL, for one).
 */
export async function loadMapView(container: HTMLElement, config: MapConfig, initial: MapViewOptions): Promise<MapView> {
  if (usesMapbox(config)) {
    const { createMapboxView } = await import('./mapboxView');
    return createMapboxView(container, config, initial);
  }
  const { createMaplibreView } = await import('./maplibreView');
  return createMaplibreView(container, config, initial);
}
