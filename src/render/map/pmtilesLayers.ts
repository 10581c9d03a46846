/**
 * Layers for a self-hosted `.pmtiles` basemap in the Protomaps basemap schema (v4: source
 * layers earth, water, landcover, landuse, roads, boundaries). Fills and lines only: labels come
 * from our own place layer, so no glyphs are needed.
 */
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import { BASEMAP_COLORS, borderColors } from './basemapColors';

/** The road kinds of the schema, narrowest first so wider roads draw on top, with widths at zoom 6 and 16. */
const ROADS = [
  { kind: 'minor_road', color: BASEMAP_COLORS.road, widths: [0, 3] },
  { kind: 'major_road', color: BASEMAP_COLORS.road, widths: [0.5, 5] },
  { kind: 'highway', color: BASEMAP_COLORS.highway, widths: [1, 6] },
] as const;

const byZoom = (low: number, high: number): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  6,
  low,
  16,
  high,
];

/** Country and region boundaries, as on the GeoJSON basemap: countries solid, regions dashed. */
function boundaryLayers(source: string, type: 'map' | 'hybrid'): LayerSpecification[] {
  const colors = borderColors(type);
  return [
    {
      id: 'pm-boundaries-region',
      type: 'line',
      source,
      'source-layer': 'boundaries',
      filter: ['==', ['get', 'kind'], 'region'],
      paint: { 'line-color': colors.state, 'line-width': 0.8, 'line-dasharray': [3, 2] },
    },
    {
      id: 'pm-boundaries-country',
      type: 'line',
      source,
      'source-layer': 'boundaries',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'line-color': colors.country, 'line-width': 1.2 },
    },
  ];
}

/**
 * The basemap layers drawn from the vector source `source`: the whole map for the Map type, or
 * only the boundaries to lay over satellite imagery for Hybrid. Why: a self-hoster's pmtiles file
 * gives street detail with no outside service.
 */
export function pmtilesLayers(source: string, type: 'map' | 'hybrid'): LayerSpecification[] {
  if (type === 'hybrid') return boundaryLayers(source, type);
  return [
    {
      id: 'pm-earth',
      type: 'fill',
      source,
      'source-layer': 'earth',
      paint: { 'fill-color': BASEMAP_COLORS.land },
    },
    {
      id: 'pm-landcover',
      type: 'fill',
      source,
      'source-layer': 'landcover',
      paint: { 'fill-color': BASEMAP_COLORS.green, 'fill-opacity': ['interpolate', ['linear'], ['zoom'], 5, 0.5, 8, 0] },
    },
    {
      id: 'pm-landuse',
      type: 'fill',
      source,
      'source-layer': 'landuse',
      filter: ['in', ['get', 'kind'], ['literal', ['park', 'forest', 'wood', 'nature_reserve', 'grass', 'golf_course']]],
      paint: { 'fill-color': BASEMAP_COLORS.green, 'fill-opacity': 0.6 },
    },
    {
      id: 'pm-water',
      type: 'fill',
      source,
      'source-layer': 'water',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': BASEMAP_COLORS.sea },
    },
    {
      id: 'pm-waterways',
      type: 'line',
      source,
      'source-layer': 'water',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': BASEMAP_COLORS.sea, 'line-width': byZoom(0.5, 3) },
    },
    ...ROADS.map(
      ({ kind, color, widths }): LayerSpecification => ({
        id: `pm-roads-${kind}`,
        type: 'line',
        source,
        'source-layer': 'roads',
        filter: ['==', ['get', 'kind'], kind],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': color, 'line-width': byZoom(widths[0], widths[1]) },
      }),
    ),
    ...boundaryLayers(source, type),
  ];
}
