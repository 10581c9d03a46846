/**
 * The contract between the CAD readers (DXF through dxf-parser, DWG through libredwg-web) and
 * the upload conversion: a CAD file becomes one SVG document drawn at a known pixel scale.
 */
import type { DrawingScale, UnitsSuggestion } from '../../shared/api';

export interface CadSvg {
  /** A self-contained SVG (no external references), white background, black 1 px strokes. */
  readonly svg: string;
  /** Size of the SVG in pixels (its width and height attributes). */
  readonly width: number;
  readonly height: number;
  /**
   * Drawing units per pixel when the file's units are known ($INSUNITS 1 in, 2 ft, 4 mm, 5 cm,
   * 6 m, ...), so the client can open it at true scale; null for a unitless drawing.
   */
  readonly drawingScale: DrawingScale | null;
  /** The units the file declares, as written in its header ("mm", "inches", "unitless"). */
  readonly declaredUnits: string;
  /** The units its dimensions agree on when they are not the declared ones (dimensionUnits.ts), else null. */
  readonly unitsSuggestion: UnitsSuggestion | null;
}

/**
 * How drawing coordinates map to SVG pixels, the same for every reader: a vertex (x, y) lands on
 * the pixel centre (margin + 0.5 + (x − minX)·k, margin + 0.5 + (maxY − y)·k), with k chosen
 * so the longer side of the extents spans CAD_RENDER_LONGEST_SIDE px. A 1 px stroke through a
 * pixel centre covers exactly one pixel column, so the magic wand traces a drawn outline back
 * to the drawing's own coordinates.
 */
export interface CadPixelMapping {
  readonly minX: number;
  readonly maxY: number;
  /** Pixels per drawing unit. */
  readonly k: number;
  readonly margin: number;
}

/** A drawing x in the SVG's pixels: margin + 0.5 + (x − minX)·k (see CadPixelMapping). */
export const cadPixelX = (mapping: CadPixelMapping, x: number): number => mapping.margin + 0.5 + (x - mapping.minX) * mapping.k;

/** A drawing y in the SVG's pixels, y turned down: margin + 0.5 + (maxY − y)·k (see CadPixelMapping). */
export const cadPixelY = (mapping: CadPixelMapping, y: number): number => mapping.margin + 0.5 + (mapping.maxY - y) * mapping.k;
