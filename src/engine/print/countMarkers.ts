/**
 * Where and how count markers are drawn (issue 22 "Count"), shared by the screen
 * (render/countMarkers.ts) and the print (svgLayers.ts) so both look alike: each marker's symbol
 * centred on its point, its number 1..N just above and to the right.
 */
import type { Point } from '../../shared/geometry';
import type { CountSymbol } from '../../shared/schemas';
import { countMarkers, countSymbolOf } from '../document/counts';
import type { ShownLayer } from '../document/shownLayers';
import { toScreen, type Viewport } from '../viewport/viewport';

/** Screen px, whatever the zoom: a marker is a symbol of this half-size, its number in this font size. */
export const COUNT_MARKER = { radius: 7, stroke: 2, fontSize: 12, gap: 3 } as const;

/** One marker as drawn: its centre on screen, its number and the layer it belongs to. */
export interface PlacedMarker {
  readonly shown: ShownLayer;
  readonly symbol: CountSymbol;
  readonly number: number;
  readonly at: Point;
  /** Where its number's text starts (left end, vertical middle). */
  readonly label: Point;
}

/** Every shown layer's markers, numbered 1..N in the order placed. */
export function placedMarkers(layers: readonly ShownLayer[], viewport: Viewport): PlacedMarker[] {
  const { radius, gap, fontSize } = COUNT_MARKER;
  return layers.flatMap((shown) => {
    const symbol = countSymbolOf(shown.layer.sketch);
    return countMarkers(shown.layer.sketch).map((point, i) => {
      const at = toScreen(viewport, point);
      return { shown, symbol, number: i + 1, at, label: { x: at.x + radius + gap, y: at.y - radius - fontSize / 2 + gap } };
    });
  });
}

/** A symbol's strokes around its centre: a circle, a closed polygon, or separate line segments. */
export type SymbolShape =
  | { readonly kind: 'circle'; readonly radius: number }
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'segments'; readonly segments: readonly (readonly [Point, Point])[] };

export function symbolShape(symbol: CountSymbol, radius: number = COUNT_MARKER.radius): SymbolShape {
  const r = radius;
  switch (symbol) {
    case 'circle':
      return { kind: 'circle', radius: r };
    case 'square':
      return { kind: 'polygon', points: [{ x: -r, y: -r }, { x: r, y: -r }, { x: r, y: r }, { x: -r, y: r }] };
    case 'triangle':
      // Equilateral, its centroid on the point.
      return { kind: 'polygon', points: [{ x: 0, y: -r }, { x: r * Math.cos(Math.PI / 6), y: r / 2 }, { x: -r * Math.cos(Math.PI / 6), y: r / 2 }] };
    case 'cross':
      return { kind: 'segments', segments: [[{ x: -r, y: -r }, { x: r, y: r }], [{ x: -r, y: r }, { x: r, y: -r }]] };
  }
}
