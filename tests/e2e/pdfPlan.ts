/**
 * The same flat as dxfPlan.ts drawn as a vector PDF, as an architect's PDF export would: walls
 * filled black at 1:50 on an A4 landscape page, and the ratio written under the plan ("Scale
 * 1:50"), which the import offers as the page's scale. Written here with pdfkit for the Detect
 * rooms browser test; the rooms' true areas are dxfPlan.ts's.
 */
import PDFDocument from 'pdfkit';
import { PLAN_WALLS } from './dxfPlan';

const MM = 72 / 25.4;
/** 1:50: a metre is 20 mm on paper. */
const METRE = 20 * MM;
const MARGIN = 25 * MM;
/** The flat is 8 m deep; the PDF's y runs down. */
const PLAN_HEIGHT_M = 8;

/** The plan as the bytes of a one-page PDF. */
export function pdfPlanBytes(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const [x0, y0, x1, y1] of PLAN_WALLS) {
    doc.rect(MARGIN + x0 * METRE, MARGIN + (PLAN_HEIGHT_M - y1) * METRE, (x1 - x0) * METRE, (y1 - y0) * METRE);
  }
  doc.fill('black');
  doc.fontSize(10).fillColor('black').text('Scale 1:50', MARGIN, MARGIN + PLAN_HEIGHT_M * METRE + 8 * MM);
  doc.end();
  return done;
}
