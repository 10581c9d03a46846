/**
 * Results of the drawing, on the map or off it: one place decides whether a layer is measured in
 * canvas pixels through the scale, or along geodesics on the WGS84 ellipsoid (issue 7).
 */
import type { Layer, Sketch } from '../../shared/schemas';
import { areaUnitOf, convertArea, type AreaUnit, type LengthUnit } from '../../shared/units';
import type { DrawingDocument } from '../document/drawingDocument';
import { mapLineLabels, mapSketchResults } from '../geo/measureOnMap';
import { layerResults, lineLabels, type LineLabel, type SketchResults } from '../measure/measureSketch';
import { planeLineLabels, planeMap, planeResults } from '../measure/planeScale';
import { vertexAngles, type VertexAngle } from '../measure/vertexAngles';
import type { MapMode } from '../../shared/map';

/** A sketch on the map measured on the ellipsoid, lengths in `lengthUnit` and the area in the map's area unit. */
export function mapResults(sketch: Sketch, map: MapMode, lengthUnit: LengthUnit): SketchResults {
  const results = mapSketchResults(sketch, map.frame, lengthUnit);
  const area = results.area === null ? null : convertArea(results.area, results.areaUnit, map.areaUnit);
  return { ...results, area, areaUnit: map.areaUnit };
}

/**
 * A layer's results in the document's terms: geodesic on the map, on a photo's plane when the
 * scale has one (issue 23), through the uniform scale elsewhere.
 */
export const documentLayerResults = (document: DrawingDocument, layer: Layer): SketchResults =>
  document.map
    ? mapResults(layer.sketch, document.map, document.scale.measure)
    : (planeResults(layer.sketch, document.scale) ?? layerResults(layer, document.scale));

/** The length labels of a sketch in the document's terms. */
export const documentLineLabels = (document: DrawingDocument, sketch: Sketch): LineLabel[] =>
  document.map
    ? mapLineLabels(sketch, document.map.frame, document.scale.measure)
    : (planeLineLabels(sketch, document.scale) ?? lineLabels(sketch, document.scale));

/** The angles at a sketch's vertices in the document's terms: on a photo's plane when the scale has one. */
export function documentVertexAngles(document: DrawingDocument, sketch: Sketch): VertexAngle[] {
  const plane = document.map ? undefined : document.scale.plane;
  return vertexAngles(sketch, (plane && planeMap(plane)) ?? undefined);
}

/** The units results are shown in: the scale's, and on the map the chosen area unit. */
export const resultUnits = (document: DrawingDocument): { lengthUnit: LengthUnit; areaUnit: AreaUnit } => ({
  lengthUnit: document.scale.measure,
  areaUnit: document.map?.areaUnit ?? areaUnitOf(document.scale.measure),
});
