/**
 * The straight stroked segments of a PDF page, from pdf.js's operator list, in the page's default
 * user space (points, y up): the space pdf.js gives its text items' transforms in, so a text and
 * the line beside it can be compared. Curves are skipped (a dimension line is straight); fills
 * and clipping paths are not lines a person sees drawn.
 */

/** A straight line on the page, in points. */
export interface PageSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** The operator list as pdf.js gives it (`page.getOperatorList()`). */
export interface OperatorList {
  readonly fnArray: ArrayLike<number>;
  readonly argsArray: readonly unknown[];
}

/**
 * The codes of pdf.js's `OPS` this reader follows, passed in by the caller so the engine loads no
 * pdf.js of its own.
 */
export interface PathOperatorCodes {
  readonly save: number;
  readonly restore: number;
  readonly transform: number;
  readonly constructPath: number;
  readonly paintFormXObjectBegin: number;
  readonly paintFormXObjectEnd: number;
  readonly stroke: number;
  readonly closeStroke: number;
  readonly fillStroke: number;
  readonly eoFillStroke: number;
  readonly closeFillStroke: number;
  readonly closeEOFillStroke: number;
}

/** pdf.js (v5) packs a path as one array of drawing codes, each followed by its points. */
const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;

/** A page with more segments than this is read up to it: enough for any plan's dimensions, bounded for a hostile file. */
export const MAX_PAGE_SEGMENTS = 200_000;

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `inner` then `outer`, as PDF's `cm` concatenates a matrix onto the current one. */
function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [p, q, r, s, t, u] = inner;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

function asMatrix(value: unknown): Matrix | null {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return null;
  const numbers = Array.from(value as ArrayLike<unknown>);
  return numbers.length === 6 && numbers.every((item) => typeof item === 'number' && Number.isFinite(item)) ? (numbers as unknown as Matrix) : null;
}

/** The straight segments of one packed path, mapped by `ctm`. */
function pathSegments(data: ArrayLike<number>, ctm: Matrix, out: PageSegment[]): void {
  const [a, b, c, d, e, f] = ctm;
  const map = (x: number, y: number): [number, number] => [a * x + c * y + e, b * x + d * y + f];
  let start: [number, number] | null = null;
  let current: [number, number] | null = null;
  const line = (to: [number, number]) => {
    if (current && (current[0] !== to[0] || current[1] !== to[1]) && out.length < MAX_PAGE_SEGMENTS) {
      out.push({ x1: current[0], y1: current[1], x2: to[0], y2: to[1] });
    }
    current = to;
  };
  for (let index = 0; index < data.length; ) {
    const code = data[index]!;
    if (code === DRAW.moveTo) {
      current = start = map(data[index + 1]!, data[index + 2]!);
      index += 3;
    } else if (code === DRAW.lineTo) {
      line(map(data[index + 1]!, data[index + 2]!));
      index += 3;
    } else if (code === DRAW.curveTo) {
      current = map(data[index + 5]!, data[index + 6]!);
      index += 7;
    } else if (code === DRAW.quadraticCurveTo) {
      current = map(data[index + 3]!, data[index + 4]!);
      index += 5;
    } else if (code === DRAW.closePath) {
      if (start) line(start);
      index += 1;
    } else {
      return; // An encoding this reader does not know: nothing more of this path is trusted.
    }
  }
}

/**
 * Every straight segment the page strokes, in its default user space. Follows the graphics state's
 * matrix through save, restore, `cm` and form XObjects; best effort on odd input (an argument of
 * an unexpected shape is skipped).
 */
export function strokedSegments(operators: OperatorList, codes: PathOperatorCodes): PageSegment[] {
  const stroking = new Set([codes.stroke, codes.closeStroke, codes.fillStroke, codes.eoFillStroke, codes.closeFillStroke, codes.closeEOFillStroke]);
  const segments: PageSegment[] = [];
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  for (let index = 0; index < operators.fnArray.length && segments.length < MAX_PAGE_SEGMENTS; index += 1) {
    const code = operators.fnArray[index];
    const args = operators.argsArray[index];
    if (code === codes.save) stack.push(ctm);
    else if (code === codes.restore) ctm = stack.pop() ?? ctm;
    else if (code === codes.transform) {
      const matrix = asMatrix(args);
      if (matrix) ctm = multiply(ctm, matrix);
    } else if (code === codes.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = Array.isArray(args) ? asMatrix(args[0]) : null;
      if (matrix) ctm = multiply(ctm, matrix);
    } else if (code === codes.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (code === codes.constructPath && Array.isArray(args) && stroking.has(args[0] as number)) {
      const [data] = Array.isArray(args[1]) ? (args[1] as unknown[]) : [];
      if (data && (Array.isArray(data) || ArrayBuffer.isView(data))) pathSegments(data as ArrayLike<number>, ctm, segments);
    }
  }
  return segments;
}
