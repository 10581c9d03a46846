import PDFDocument from 'pdfkit';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { pdfRenderScale } from '../import/pdfRenderScale';
import { strokedSegments } from '../import/pdfSegments';
import { pdfSnapSegments } from './pdfSnapSegments';
import { buildSnapIndex } from './snapIndex';
import { snapTarget } from './snapTarget';

/**
 * A US Letter page (612 × 792 pt, rendered at 2 px a point) with one room, 300 × 200 pt, its top
 * left corner 100 pt from the left and 150 pt down, and a wall at x = 250 pt across it and beyond;
 * `rotate` is the page's /Rotate. pdfkit's y runs down from the top, as the image's does.
 */
function roomPdf(rotate = 0): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  if (rotate) (doc.page.dictionary as unknown as { data: Record<string, unknown> }).data.Rotate = rotate;
  doc.lineWidth(1).rect(100, 150, 300, 200).stroke();
  doc.moveTo(250, 120).lineTo(250, 380).stroke();
  doc.end();
  return done;
}

/** The page's segments in image pixels, read as the import reads them: pdf.js's operators and the viewport it renders with. */
async function pageSnapSegments(bytes: Uint8Array, imageScale?: number) {
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const size = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: pdfRenderScale(size.width, size.height) });
    return { segments: pdfSnapSegments(strokedSegments(await page.getOperatorList(), OPS), viewport, imageScale), width: viewport.width, height: viewport.height };
  } finally {
    await document.destroy();
  }
}

const at = (x: number, y: number): Point => ({ x, y });
const CORNERS = [at(100, 150), at(400, 150), at(400, 350), at(100, 350)];
const CROSSINGS = [at(250, 150), at(250, 350)];

/** What a pointer 3 px right of and 2 px below `pixel` snaps to, within 8 px. */
function snappedNear(segments: Float64Array, pixel: Point) {
  const found = snapTarget(buildSnapIndex(segments), at(pixel.x + 3, pixel.y + 2), 8);
  return found && { kind: found.kind, point: found.point };
}

describe('a PDF page as snapping segments in the rendered image', () => {
  it('puts a room drawn on an upright page at 2 px a point where pdf.js draws it', async () => {
    const { segments, width, height } = await pageSnapSegments(await roomPdf());
    expect([width, height]).toEqual([1224, 1584]);
    expect(segments.length / 4).toBe(5);
    for (const corner of CORNERS) {
      const pixel = at(2 * corner.x, 2 * corner.y);
      expect(snappedNear(segments, pixel)).toEqual({ kind: 'endpoint', point: pixel });
    }
    for (const crossing of CROSSINGS) {
      const pixel = at(2 * crossing.x, 2 * crossing.y);
      expect(snappedNear(segments, pixel)).toEqual({ kind: 'intersection', point: pixel });
    }
  });

  it('follows the page turned by /Rotate 90, and an image enlarged after rendering', async () => {
    // Turned a quarter clockwise: the page's top left is the image's top right.
    const turned = await pageSnapSegments(await roomPdf(90), 1.5);
    expect([turned.width, turned.height]).toEqual([1584, 1224]);
    for (const corner of CORNERS) {
      const pixel = at(1.5 * (1584 - 2 * corner.y), 1.5 * 2 * corner.x);
      expect(snappedNear(turned.segments, pixel)).toEqual({ kind: 'endpoint', point: pixel });
    }
  });
});
