/**
 * Polygons into layers: a wand selection's regions when confirmed, a GeoJSON file's polygons when
 * imported. Each polygon becomes a closed sequence of straight lines. Pure functions.
 */
import { plainPoint, type Point } from '../../shared/geometry';
import type { Layer, Sketch } from '../../shared/schemas';
import { commitSketch, currentLayer, currentSketch, type DrawingDocument } from './drawingDocument';
import { commitLayerSketch, createLayer } from './layer';
import { selectLayer, showAllLayers, withName } from './layers';
import { emptySketch, sketchStatus, twoPointLine } from './sketch';
import { hasCountMarkers } from './counts';

/** A polygon with holes: a wand region with the background inside it, a GeoJSON polygon's inner rings. */
export interface PolygonWithCutouts {
  readonly outline: readonly Point[];
  readonly cutouts?: readonly (readonly Point[])[];
  /** The name its layer takes (a detected room's "Room 3"); without one the layer reads "Layer N". */
  readonly name?: string;
}

/** A polygon given as its points alone, or with its holes. */
export type PolygonInput = readonly Point[] | PolygonWithCutouts;

const withCutouts = (polygon: PolygonInput): PolygonWithCutouts => (Array.isArray(polygon) ? { outline: polygon } : (polygon as PolygonWithCutouts));

/**
 * A closed sequence of straight lines through `points` (canvas px), the last line back to the
 * first, with `cutouts` as its holes (those of fewer than 3 points enclose nothing and are left out).
 */
export function closedPolygonSketch(points: readonly Point[], labelsVisible: boolean, cutouts: readonly (readonly Point[])[] = []): Sketch {
  const vertices = points.map(plainPoint);
  const lines = vertices.map((from, i) => twoPointLine(from, vertices[(i + 1) % vertices.length]!));
  const holes = cutouts.filter((hole) => hole.length >= 3).map((hole) => hole.map(plainPoint));
  return { ...emptySketch(labelsVisible), closed: true, lines, controlPoints: vertices, ...(holes.length > 0 ? { cutouts: holes } : {}) };
}

/** Whether every layer is empty: nothing drawn, no count marker, no note. */
export const allLayersEmpty = (document: DrawingDocument): boolean =>
  document.layers.every((layer) => sketchStatus(layer.sketch) === 'empty' && !hasCountMarkers(layer.sketch) && layer.notes.length === 0);

/**
 * Adds `polygons` (with their cutouts, if any) as closed sketches: the first goes into the current layer when that layer has
 * nothing drawn (a history step there), every other into a new layer after the others, with the
 * current layer's colour and an id above the highest. Polygons of fewer than 3 points enclose
 * nothing and are skipped. `labelled` says whether a polygon's edges show their lengths. A named
 * polygon names its layer, the current one too when it goes there (the name is the layer's, not
 * the history's: an undo of the step leaves it).
 *
 * What was added is on show: the first polygon's layer becomes the current one, and several
 * polygons turn all-layers mode on. Only the current and pinned layers are drawn otherwise, so a
 * wand's further regions or a GeoJSON file's further polygons would stay hidden until someone
 * switched layers.
 */
export function addPolygonLayers(
  document: DrawingDocument,
  polygons: readonly PolygonInput[],
  labelled: (polygon: readonly Point[]) => boolean = () => currentSketch(document).labelsVisible,
): DrawingDocument {
  const usable = polygons.map(withCutouts).filter((polygon) => polygon.outline.length >= 3);
  if (usable.length === 0) return document;
  const { color } = currentLayer(document);
  const here = currentSketch(document);
  const intoCurrent = sketchStatus(here) === 'empty' && !hasCountMarkers(here);
  const [first, ...rest] = intoCurrent ? usable : [null, ...usable];
  const sketchOf = ({ outline, cutouts }: PolygonWithCutouts) => closedPolygonSketch(outline, labelled(outline), cutouts);
  const committed = first ? commitSketch(document, sketchOf(first)) : document;
  const start =
    first?.name === undefined ? committed : { ...committed, layers: committed.layers.map((layer, i) => (i === committed.currentIndex ? withName(layer, first.name) : layer)) };
  let nextId = Math.max(...start.layers.map((layer) => layer.id)) + 1;
  const added: Layer[] = rest.map((polygon) => {
    const layer = createLayer(nextId++, color, labelled(polygon!.outline));
    return commitLayerSketch(withName(layer, polygon!.name), sketchOf(polygon!));
  });
  const shown = selectLayer({ ...start, layers: [...start.layers, ...added] }, intoCurrent ? document.currentIndex : document.layers.length);
  return usable.length > 1 ? showAllLayers(shown, true) : shown;
}
