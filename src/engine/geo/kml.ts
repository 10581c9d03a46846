/**
 * KML (OGC 2.2) export of a map drawing, for Google Earth and the GIS tools that read KML but not
 * GeoJSON. It is written from the GeoJSON features, so both exports carry the same geometry and
 * the same geodesic measures: a layer's cutouts are its Polygon's inner boundaries. There is no
 * KML import.
 */
import type { FeatureCollection, GeoJsonLayerFeature, GeoJsonPosition } from './geojson';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** KML writes a position as "longitude,latitude", positions separated by spaces. */
const coordinates = (positions: readonly GeoJsonPosition[]): string => positions.map(([lng, lat]) => `${lng},${lat}`).join(' ');

function geometry(feature: GeoJsonLayerFeature): string {
  if (feature.geometry.type === 'LineString') {
    return `<LineString><tessellate>1</tessellate><coordinates>${coordinates(feature.geometry.coordinates)}</coordinates></LineString>`;
  }
  const [outer = [], ...holes] = feature.geometry.coordinates;
  const ring = (positions: readonly GeoJsonPosition[]): string => `<LinearRing><coordinates>${coordinates(positions)}</coordinates></LinearRing>`;
  const inner = holes.map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`).join('');
  return `<Polygon><tessellate>1</tessellate><outerBoundaryIs>${ring(outer)}</outerBoundaryIs>${inner}</Polygon>`;
}

function placemark(feature: GeoJsonLayerFeature): string {
  const { name, color, area_m2, perimeter_m, perimeter_with_cutouts_m } = feature.properties;
  const data = [
    `<Data name="color"><value>${escapeXml(color)}</value></Data>`,
    area_m2 === null ? '' : `<Data name="area_m2"><value>${area_m2}</value></Data>`,
    `<Data name="perimeter_m"><value>${perimeter_m}</value></Data>`,
    perimeter_with_cutouts_m === undefined ? '' : `<Data name="perimeter_with_cutouts_m"><value>${perimeter_with_cutouts_m}</value></Data>`,
  ].join('');
  return `<Placemark><name>${escapeXml(name)}</name><ExtendedData>${data}</ExtendedData>${geometry(feature)}</Placemark>`;
}

/** The layers (as `layersToGeoJson` gives them) as one KML document named `name`. */
export function featuresToKml(collection: FeatureCollection, name: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
    `<name>${escapeXml(name)}</name>`,
    ...collection.features.map(placemark),
    '</Document></kml>',
    '',
  ].join('\n');
}
