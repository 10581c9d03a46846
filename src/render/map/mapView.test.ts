import { describe, expect, it } from 'vitest';
import { PMTILES_PATH } from '../../shared/map';
import { testMapConfig } from './testing/mapConfig';
import { SATELLITE_UNAVAILABLE_REASON, mapTypeAvailability, usesMapbox } from './mapView';

const config = testMapConfig;

const available = { available: true, reason: null };
const unavailable = { available: false, reason: SATELLITE_UNAVAILABLE_REASON };

describe('mapTypeAvailability', () => {
  it('offers only the Map type offline, and says why imagery is missing', () => {
    expect(mapTypeAvailability(config())).toEqual({ map: available, hybrid: unavailable, satellite: unavailable });
    expect(SATELLITE_UNAVAILABLE_REASON).toBe('Satellite and Hybrid need aerial photos, which this server does not have yet.');
  });

  it('does not count a pmtiles basemap as imagery', () => {
    expect(mapTypeAvailability(config({ pmtiles: PMTILES_PATH }))).toEqual({
      map: available,
      hybrid: unavailable,
      satellite: unavailable,
    });
  });

  it('offers all three types with a satellite tile template', () => {
    const types = mapTypeAvailability(config({ satelliteTiles: '/tiles/{z}/{x}/{y}.jpg' }));
    expect(types).toEqual({ map: available, hybrid: available, satellite: available });
  });

  it('offers all three types with Mapbox', () => {
    const types = mapTypeAvailability(config({ engine: 'mapbox', mapboxToken: 'pk.test' }));
    expect(types).toEqual({ map: available, hybrid: available, satellite: available });
  });
});

describe('usesMapbox', () => {
  it('needs both the engine and a token', () => {
    expect(usesMapbox(config({ engine: 'mapbox', mapboxToken: 'pk.test' }))).toBe(true);
    expect(usesMapbox(config({ engine: 'mapbox', mapboxToken: null }))).toBe(false);
    expect(usesMapbox(config({ engine: 'maplibre', mapboxToken: 'pk.test' }))).toBe(false);
  });
});
