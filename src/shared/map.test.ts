import { describe, expect, it } from 'vitest';
import { isValidLatitude, isValidLongitude, mapStateSchema } from './map';

describe('map bounds (spec drawing-core §5)', () => {
  it('accept latitudes in -90..90 and longitudes in -180..180, bounds included', () => {
    for (const lat of [-90, -0, 0, 45.5, 90]) expect(isValidLatitude(lat), String(lat)).toBe(true);
    for (const lng of [-180, 0, 179.999999, 180]) expect(isValidLongitude(lng), String(lng)).toBe(true);
  });

  it('refuse anything beyond them, and numbers that are not finite', () => {
    for (const lat of [-90.000001, 90.000001, 180, Number.NaN, Number.POSITIVE_INFINITY]) expect(isValidLatitude(lat), String(lat)).toBe(false);
    for (const lng of [-180.000001, 180.000001, 360, Number.NaN, Number.NEGATIVE_INFINITY]) expect(isValidLongitude(lng), String(lng)).toBe(false);
  });

  it('hold in the saved map state too', () => {
    const state = { visible: true, zoom: 6, center: { lat: 38.754083, lng: -101.337891 }, type: 'map', maxZoom: 20, frame: { origin: { lat: 38.754083, lng: -101.337891 }, zoom: 6 } };
    expect(mapStateSchema.safeParse(state).success).toBe(true);
    expect(mapStateSchema.safeParse({ ...state, center: { lat: 91, lng: 0 } }).success).toBe(false);
    expect(mapStateSchema.safeParse({ ...state, center: { lat: 0, lng: -181 } }).success).toBe(false);
    expect(mapStateSchema.safeParse({ ...state, zoom: -1 }).success).toBe(false);
  });
});
