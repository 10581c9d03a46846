/**
 * The measurement report as a PDF (issue 20, `POST /api/report`): the drawing on page 1, then
 * the scale (with its uncertainty) and a table of every layer's measurements, each perimeter
 * and area with its "±" when the scale has one; a header with the title and date and a
 * page number on every page. Text is set in an embedded subset of DejaVu Sans (the repository's fonts/,
 * with its licence), so "²", "μ", "×", "°" and "~" are real text that a reader can search and copy.
 */
import type { MeasurementReport, ReportLayer, ReportSheetMeasures, ReportTakeoff, ReportTotal } from '../../engine/print/measurementReport';
import { withUncertainty } from '../../engine/print/resultUncertainty';
import { PRINT_MAX_PIXEL_RATIO } from '../../shared/print';
import { printFontFiles } from './printFontFiles';

/**
 * The repository's DejaVu Sans (fonts/, the files prints are drawn with): pdfkit embeds only the
 * glyphs a report uses, so the whole font costs the PDF nothing.
 */
function reportFonts(): { regular: string; bold: string } {
  const [regular, bold] = printFontFiles();
  if (!regular || !bold) throw new Error('The report fonts (fonts/ at the repository root) are missing');
  return { regular, bold };
}

const MARGIN = 50;
const HEADER_HEIGHT = 36;
const FOOTER_HEIGHT = 24;
const TEXT_SIZE = 10;
const ROW_HEIGHT = 16;
const RULE_COLOUR = '#b0b0b0';
const MUTED_COLOUR = '#555555';

/**
 * The largest side, in pixels, of the drawing a report takes: A4 at 300 dpi. pdfkit inflates a
 * PNG with alpha (resvg's always has it) to split the alpha off, in this process: an 8192 px
 * square cost 0.8 GB and 5 s where this size costs under 100 MB. Render the report's picture to
 * fit (pixel ratio ≤ REPORT_IMAGE_MAX_SIDE / the stage's longer side).
 */
export const REPORT_IMAGE_MAX_SIDE = 3508;

/**
 * The pixel ratio to render the report's picture at: sharp (up to PRINT_MAX_PIXEL_RATIO) but no
 * side over REPORT_IMAGE_MAX_SIDE, rounded up or down as a renderer may.
 */
export function reportPixelRatio(stage: { width: number; height: number }): number {
  const longer = Math.max(stage.width, stage.height);
  return Math.min(PRINT_MAX_PIXEL_RATIO, (REPORT_IMAGE_MAX_SIDE - 1) / longer);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's header (IHDR, right after the signature) declares; null when it is no PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

type Doc = PDFKit.PDFDocument;

/** A column of a table: its heading, its left edge from the margin and its width, in points. */
interface Column {
  readonly heading: string;
  readonly x: number;
  readonly width: number;
}

/** Lays out text top to bottom, starting a new page when the next block does not fit. */
class Flow {
  y: number;

  constructor(private readonly doc: Doc) {
    this.y = this.top;
  }

  get top(): number {
    return MARGIN + HEADER_HEIGHT;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** Room for `height` points below, or a new page. */
  need(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.top;
  }

  heading(text: string, size = 13): void {
    this.need(size * 2 + ROW_HEIGHT * 2);
    this.y += size * 0.6;
    this.doc.font('bold').fontSize(size).fillColor('black').text(text, MARGIN, this.y, { lineBreak: false });
    this.y += size * 1.6;
  }

  paragraph(text: string): void {
    const options = { width: this.width };
    this.doc.font('regular').fontSize(TEXT_SIZE).fillColor('black');
    const height = this.doc.heightOfString(text, options);
    this.need(height);
    this.doc.text(text, MARGIN, this.y, options);
    this.y += height + 4;
  }

  /** A table: a bold heading row under a rule, then the rows; the heading repeats on a new page. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const headingRow = (): void => {
      this.doc.font('bold').fontSize(TEXT_SIZE).fillColor('black');
      columns.forEach((column) => this.cell(column, column.heading));
      this.y += ROW_HEIGHT;
      this.rule(columns);
    };
    this.need(ROW_HEIGHT * 2);
    headingRow();
    for (const row of rows) {
      if (this.y + ROW_HEIGHT > this.bottom) {
        this.need(ROW_HEIGHT * 2);
        headingRow();
      }
      this.doc.font('regular').fontSize(TEXT_SIZE).fillColor('black');
      columns.forEach((column, index) => this.cell(column, row[index] ?? ''));
      this.y += ROW_HEIGHT;
    }
    this.y += ROW_HEIGHT / 2;
  }

  private cell(column: Column, text: string): void {
    this.doc.text(text, MARGIN + column.x, this.y + 3, { width: column.width - 6, lineBreak: false, ellipsis: true });
  }

  private rule(columns: readonly Column[]): void {
    const last = columns[columns.length - 1]!;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + last.x + last.width, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke();
  }
}

/** Columns of equal width across `width` points. */
const columnsOf = (headings: readonly string[], width: number): Column[] =>
  headings.map((heading, index) => ({ heading, x: (index * width) / headings.length, width: width / headings.length }));

/** Columns across `width` points in proportion to their weights. */
function weightedColumns(columns: readonly { heading: string; weight: number }[], width: number): Column[] {
  const total = columns.reduce((sum, each) => sum + each.weight, 0);
  let x = 0;
  return columns.map(({ heading, weight }) => {
    const column = { heading, x, width: (weight * width) / total };
    x += column.width;
    return column;
  });
}

/** Page 1: the drawing, as large as the page allows, centred. */
function drawingPage(doc: Doc, png: Uint8Array, flow: Flow): void {
  const height = doc.page.height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT;
  doc.image(Buffer.from(png), MARGIN, flow.top, { fit: [flow.width, height], align: 'center', valign: 'center' });
}

function layerSection(flow: Flow, layer: ReportLayer): void {
  if (layer.count > 0) {
    flow.heading(layer.name, 12);
    flow.paragraph(`Count: ${layer.count}`);
    return;
  }
  flow.heading(`${layer.name}${layer.closed ? '' : ' (open)'}`, 12);
  if (layer.edgesNotListed > 0) {
    flow.paragraph(`${layer.edgesNotListed} edges: too many to list their lengths and angles here.`);
  }
  if (layer.edges.length > 0) {
    flow.table(columnsOf(['Edge', 'Length'], flow.width / 2), layer.edges.map((edge) => [String(edge.edge), edge.length]));
  }
  if (layer.angles.length > 0) {
    flow.table(columnsOf(['Vertex', 'Angle'], flow.width / 2), layer.angles.map((angle) => [String(angle.vertex), angle.angle]));
  }
}

/**
 * The pages after the drawing: the scale, a summary of every layer, then each layer's edges and
 * angles; for a plan set (issue 38) that for each sheet on a page of its own, then the takeoff.
 */
function measurementPages(doc: Doc, report: MeasurementReport, flow: Flow): void {
  const newPage = () => {
    doc.addPage();
    flow.y = flow.top;
  };
  if (!report.sheets) {
    newPage();
    sheetMeasures(flow, report);
    if (report.takeoff) takeoffSection(flow, report.takeoff);
    for (const layer of report.layers) layerSection(flow, layer);
    return;
  }
  for (const sheet of report.sheets) {
    newPage();
    flow.heading(`Sheet: ${sheet.name}`, 16);
    sheetMeasures(flow, sheet);
    for (const layer of sheet.layers) layerSection(flow, layer);
  }
  if (report.takeoff) {
    newPage();
    takeoffSection(flow, report.takeoff);
  }
}

/** A sheet's scale, how it was measured, and a summary of its layers with their total. */
function sheetMeasures(flow: Flow, sheet: ReportSheetMeasures): void {
  flow.heading('Scale');
  flow.paragraph(sheet.scale.description);
  flow.paragraph(sheet.scale.uncertainty);
  flow.paragraph(`Measured: ${sheet.method}.`);
  flow.heading('Layers');
  if (sheet.layers.length === 0) {
    flow.paragraph('Nothing is drawn.');
    return;
  }
  // The perimeter with cutouts and the count get columns of their own only when some layer needs them.
  const withCutouts = sheet.layers.some((layer) => layer.perimeterWithCutouts !== null);
  const withCounts = sheet.layers.some((layer) => layer.count > 0);
  // A measure with its ± needs about twice the room of a count, and a layer's name as much (a long
  // name is cut short here with an ellipsis; its section's heading below shows it whole).
  const columns = [
    { heading: 'Layer', weight: 2 },
    { heading: 'Perimeter', weight: 2 },
    ...(withCutouts ? [{ heading: 'Perimeter with cutouts', weight: 2 }] : []),
    { heading: 'Area', weight: 2 },
    ...(withCounts ? [{ heading: 'Count', weight: 1 }] : []),
  ];
  const cells = ({ perimeter, perimeterWithCutouts, area, count, uncertainty }: ReportTotal, name: string): string[] => [
    name,
    withUncertainty(perimeter, uncertainty.perimeter),
    ...(withCutouts ? [perimeterWithCutouts === null ? '—' : withUncertainty(perimeterWithCutouts, uncertainty.perimeterWithCutouts)] : []),
    area === null ? (count > 0 ? '—' : '— (open)') : withUncertainty(area, uncertainty.area),
    ...(withCounts ? [count > 0 ? String(count) : ''] : []),
  ];
  // The total row (issue 38) sums every drawn layer, those not listed too.
  const rows = sheet.layers.map((layer) => cells(layer, layer.name));
  if (sheet.total) rows.push(cells(sheet.total, 'Total'));
  flow.table(weightedColumns(columns, flow.width), rows);
  if (sheet.layersNotListed > 0) flow.paragraph(`${sheet.layersNotListed} more layers are not listed; the total counts them.`);
}

/** The takeoff (issue 38): each item's total, waste, unit price and cost, then the totals. */
function takeoffSection(flow: Flow, takeoff: ReportTakeoff): void {
  flow.heading('Takeoff');
  const columns = [
    { heading: 'Item', weight: 3 },
    { heading: 'Quantity', weight: 3 },
    { heading: 'Waste', weight: 1 },
    { heading: 'Unit price', weight: 2 },
    { heading: 'Cost', weight: 2 },
  ];
  flow.table(
    weightedColumns(columns, flow.width),
    takeoff.rows.map((row) => [row.name, row.quantity, row.waste, row.unitPrice, row.cost]),
  );
  for (const total of takeoff.totals) flow.paragraph(total);
}

/** The title and date on top of every page, "Page i of n" at the bottom. */
function headerAndFooter(doc: Doc, report: MeasurementReport): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const width = doc.page.width - 2 * MARGIN;
    // Text in the margins would otherwise start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('bold').fontSize(14).fillColor('black').text(report.title, MARGIN, MARGIN, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.font('regular').fontSize(TEXT_SIZE).fillColor(MUTED_COLOUR).text(report.date, MARGIN, MARGIN + 3, { width, align: 'right', lineBreak: false });
    doc.moveTo(MARGIN, MARGIN + 22).lineTo(MARGIN + width, MARGIN + 22).lineWidth(0.5).strokeColor(RULE_COLOUR).stroke();
    const footer = `Page ${index - start + 1} of ${count}`;
    doc.font('regular').fontSize(9).fillColor(MUTED_COLOUR).text(footer, MARGIN, doc.page.height - MARGIN - 10, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

type PdfKit = typeof import('pdfkit');
let pdfKit: Promise<PdfKit> | undefined;

/**
 * Loads pdfkit once. It is loaded only when a report is made: it takes seconds to load on a busy
 * machine, and every other conversion child (and the server, for `reportPixelRatio`) did so for
 * nothing. A report's child loads it before it says it is ready (renderPrintJob.ts).
 */
export const loadPdfKit = (): Promise<PdfKit> =>
  (pdfKit ??= import('pdfkit').then((module: { default: PdfKit }) => module.default));

/**
 * The report PDF (A4): `png` is the drawing as /api/print renders it, at most
 * REPORT_IMAGE_MAX_SIDE px on a side; `report` the content from `measurementReport`. Rejects a
 * picture that is no PNG, is larger, or cannot be read.
 */
export async function buildReportPdf(png: Uint8Array, report: MeasurementReport): Promise<Uint8Array> {
  const size = pngSize(png);
  if (!size) throw new Error('The report\'s drawing is not a PNG');
  if (size.width > REPORT_IMAGE_MAX_SIDE || size.height > REPORT_IMAGE_MAX_SIDE) {
    throw new Error(`The report's drawing is larger than ${REPORT_IMAGE_MAX_SIDE} px on a side`);
  }
  const PDFDocument = await loadPdfKit();
  const fonts = reportFonts();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      font: fonts.regular,
      lang: 'en',
      displayTitle: true,
      info: { Title: report.title, Subject: `Measurements, ${report.date}`, Creator: 'Planimetry', Producer: 'Planimetry' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    try {
      doc.registerFont('regular', fonts.regular);
      doc.registerFont('bold', fonts.bold);
      const flow = new Flow(doc);
      drawingPage(doc, png, flow);
      measurementPages(doc, report, flow);
      headerAndFooter(doc, report);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
