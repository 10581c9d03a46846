/**
 * A small vector plan as an architect's PDF export draws it, written with pdfkit: an 8 × 6 m flat
 * at 1:50 on an A4 landscape page, its walls stroked, dimensioned in millimetres along the bottom
 * (a chain of two and the overall length) and up the right side (turned texts), with extension
 * lines and ticks, a room name, and no "Scale" anywhere. One dimension text was overwritten by
 * hand ("3000" over a 2800 mm line), so six of its seven dimensions agree on 1:50. The unit test
 * reads it with pdf.js in Node, the browser test imports it.
 */
import PDFDocument from 'pdfkit';

/** The plan's scale: one millimetre of paper is this many in the world. */
export const PLAN_RATIO = 50;
const POINTS_PER_MM = 72 / 25.4;
/** A world length in millimetres as points of paper at 1:50. */
const paper = (mm: number): number => (mm / PLAN_RATIO) * POINTS_PER_MM;

const ORIGIN_X = 100;
/** pdfkit's y runs down: the plan's bottom wall lies on this line of the page. */
const ORIGIN_Y = 420;
const TEXT_SIZE = 8;
/** How far a dimension line lies outside the wall, and its text's baseline above the line, in points. */
const OFFSET = 30;
const TEXT_GAP = 2;
const TICK = 3;

/** The world point (mm, y up from the plan's bottom-left corner) on the page. */
const at = (x: number, y: number): [number, number] => [ORIGIN_X + paper(x), ORIGIN_Y - paper(y)];

/** The bottom wall's outer face, 8000 mm, from corner to corner, in page points from the top left. */
export const PLAN_BOTTOM_WALL: readonly [readonly [number, number], readonly [number, number]] = [at(0, 0), at(8000, 0)];

type Doc = InstanceType<typeof PDFDocument>;

/** A horizontal dimension below the plan from world x0 to x1, `row` rows out, stating `text`. */
function horizontal(doc: Doc, x0: number, x1: number, row: number, text: string): void {
  const [left, y] = at(x0, 0);
  const [right] = at(x1, 0);
  const line = y + OFFSET * row;
  doc.moveTo(left, y + 4).lineTo(left, line + 4).moveTo(right, y + 4).lineTo(right, line + 4).stroke();
  doc.moveTo(left, line).lineTo(right, line).stroke();
  for (const x of [left, right]) doc.moveTo(x - TICK, line + TICK).lineTo(x + TICK, line - TICK).stroke();
  const width = doc.widthOfString(text);
  doc.text(text, (left + right) / 2 - width / 2, line - TEXT_GAP - TEXT_SIZE, { lineBreak: false });
}

/** A vertical dimension right of the plan from world y0 to y1, its text turned to read upwards. */
function vertical(doc: Doc, y0: number, y1: number, text: string): void {
  const [x, bottom] = at(8000, y0);
  const [, top] = at(8000, y1);
  const line = x + OFFSET;
  doc.moveTo(x + 4, bottom).lineTo(line + 4, bottom).moveTo(x + 4, top).lineTo(line + 4, top).stroke();
  doc.moveTo(line, bottom).lineTo(line, top).stroke();
  for (const y of [bottom, top]) doc.moveTo(line - TICK, y + TICK).lineTo(line + TICK, y - TICK).stroke();
  const width = doc.widthOfString(text);
  const middle = (bottom + top) / 2;
  doc.save();
  doc.rotate(-90, { origin: [line, middle] });
  // Turned, the text's "above" is the page's left: its baseline sits just left of the line.
  doc.text(text, line - width / 2, middle - TEXT_GAP - TEXT_SIZE, { lineBreak: false });
  doc.restore();
}

/**
 * The plan as the bytes of a one-page PDF; `titleBlock` is written under it when given (a wrong
 * "Scale 1:100", for the offer of both).
 */
export function dimensionedPlanPdf(titleBlock?: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  doc.lineWidth(0.5).fontSize(TEXT_SIZE).fillColor('black');
  // The outer walls, 200 mm thick, and the wall between the two rooms at x = 3600.
  const [x0, y0] = at(0, 6000);
  doc.rect(x0, y0, paper(8000), paper(6000)).stroke();
  const [x1, y1] = at(200, 5800);
  doc.rect(x1, y1, paper(7600), paper(5600)).stroke();
  doc.moveTo(...at(3600, 200)).lineTo(...at(3600, 5800)).stroke();
  doc.text('Living room', ...at(1200, 3000), { lineBreak: false });
  horizontal(doc, 0, 3600, 1, '3600');
  horizontal(doc, 3600, 8000, 1, '4400');
  horizontal(doc, 0, 8000, 2, '8000');
  vertical(doc, 0, 2400, '2400');
  vertical(doc, 2400, 6000, '3600');
  // The overall height drawn once more, further out, and the hand-edited dimension.
  doc.save();
  doc.translate(OFFSET, 0);
  vertical(doc, 0, 6000, '6000');
  doc.restore();
  horizontal(doc, 3600, 6400, 3, '3000');
  if (titleBlock) doc.text(titleBlock, ORIGIN_X, ORIGIN_Y + 5 * OFFSET, { lineBreak: false });
  doc.end();
  return done;
}
