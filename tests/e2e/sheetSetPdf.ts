/**
 * A three-sheet plan set as a vector PDF (issue 38), written with pdfkit: on each A4 landscape
 * page one room drawn as four stroked lines at the page's own scale, with the ratio written under
 * it ("Scale 1:50"), which the import reads as the sheet's scale. Each room's true size is given
 * in metres; its corners on the page, in points from the top left, follow from the scale.
 */
import PDFDocument from 'pdfkit';

const MM = 72 / 25.4;
/** The room's top-left corner on every page, 30 mm from the page's top and left. */
const ORIGIN_MM = 30;

export interface SheetRoom {
  /** 50 for 1:50. */
  readonly ratio: number;
  readonly widthM: number;
  readonly depthM: number;
}

export const SHEET_ROOMS: readonly SheetRoom[] = [
  { ratio: 50, widthM: 6, depthM: 4 },
  { ratio: 100, widthM: 10, depthM: 8 },
  { ratio: 20, widthM: 3, depthM: 2 },
];

/** A4 landscape in points. */
export const PAGE_POINTS = { width: 841.89, height: 595.28 } as const;

/** The room's four corners on its page, points from the top left, clockwise from the top left. */
export function roomCorners({ ratio, widthM, depthM }: SheetRoom): [number, number][] {
  const left = ORIGIN_MM * MM;
  const top = ORIGIN_MM * MM;
  const width = ((widthM * 1000) / ratio) * MM;
  const depth = ((depthM * 1000) / ratio) * MM;
  return [
    [left, top],
    [left + width, top],
    [left + width, top + depth],
    [left, top + depth],
  ];
}

/** The plan set as the bytes of a three-page PDF. */
export function sheetSetPdfBytes(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const room of SHEET_ROOMS) {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    const corners = roomCorners(room);
    doc.moveTo(...corners[0]!);
    for (const corner of [...corners.slice(1), corners[0]!]) doc.lineTo(...corner);
    doc.lineWidth(1).stroke('black');
    const bottom = corners[2]![1];
    doc.fontSize(10).fillColor('black').text(`Scale 1:${room.ratio}`, corners[0]![0], bottom + 10 * MM, { lineBreak: false });
  }
  doc.end();
  return done;
}
