/**
 * Pins a drawing to the ground (issue 7 "Drawing on the map"): every point of a sketch or note
 * drawn on the map gets its latitude and longitude, so it can be put back in the same place when
 * the map pans or zooms, or when the document opens with another frame. The longitudes are
 * wrapped to -180..180, as the saved records' schema wants.
 *
 * Cutouts (issue 22) get none: the schema keeps them as canvas px only, and nothing reads these
 * fields back (a map drawing reopens from its canvas px over its saved frame), so the frame pins a
 * hole as it pins every other point; the latitudes here are for readers of the saved file.
 */
import type { LatLng, Point } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import type { Note, ShapeEntry, Sketch } from '../../shared/schemas';
import { canvasToLatLng, wrapLongitude } from './mapFrame';

/** The point's latitude and longitude on the map, longitude in -180..180. */
function groundOf(frame: MapFrame, point: Point): LatLng {
  const { lat, lng } = canvasToLatLng(frame, point);
  return { lat, lng: wrapLongitude(lng) };
}

function georeferenceShape(shape: ShapeEntry, frame: MapFrame): ShapeEntry {
  if (shape.type === 'rectangle') {
    // A rectangle is pinned by its diagonal p1–p3, the points it was drawn from.
    const { params } = shape;
    return { type: 'rectangle', params: { ...params, startLatLng: groundOf(frame, params.p1), endLatLng: groundOf(frame, params.p3) } };
  }
  const { params } = shape;
  return {
    type: 'circle_tool',
    params: {
      ...params,
      latLngPoints: params.vertexes.map((vertex) => groundOf(frame, vertex)),
      latLngSupports: params.supportPoints.map((pair) => pair.map((handle) => groundOf(frame, handle))),
    },
  };
}

/**
 * The sketch with the latitude and longitude of each of its points filled in from their canvas
 * positions: lines' latLngPoints, angle lines' and rectangles' startLatLng and endLatLng, circles'
 * latLngPoints (one per vertex) and latLngSupports (one per handle).
 */
export function georeferenceSketch(sketch: Sketch, frame: MapFrame): Sketch {
  return {
    ...sketch,
    lines: sketch.lines.map((line) => ({ ...line, latLngPoints: line.points.map((point) => groundOf(frame, point)) })),
    angleLines: sketch.angleLines.map((angleLine) => ({
      ...angleLine,
      startLatLng: groundOf(frame, angleLine.start),
      endLatLng: groundOf(frame, angleLine.end),
    })),
    shapes: sketch.shapes.map((shape) => georeferenceShape(shape, frame)),
  };
}

/**
 * The note with the latitude and longitude of the point it annotates (`originPoint`, where its
 * arrow points): that point is on the ground, while the box is placed beside it in canvas px.
 */
export function georeferenceNote(note: Note, frame: MapFrame): Note {
  return { ...note, latLngPoint: groundOf(frame, note.originPoint) };
}
