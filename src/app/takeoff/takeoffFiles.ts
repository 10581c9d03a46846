/**
 * The takeoff's files (issue 38 item 3), made in the browser from the drawing as it is: the CSV,
 * and the XLSX workbook (exceljs, loaded on the first XLSX asked for). A document of one
 * sheet is a takeoff of one sheet named after the drawing.
 */
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import { takeoffSheets } from '../../engine/document/sheets';
import { takeoffCsv, takeoffFileName } from '../../engine/print/takeoffCsv';
import { takeoffTable, type TakeoffTable } from '../../engine/takeoff/takeoffTable';
import { DEFAULT_EXPORT_FILE_NAME } from '../../shared/print';
import { saveFile } from '../print/saveFile';
import { takeoffXlsx } from './takeoffXlsx';

/** The drawing's takeoff: every sheet, or the one sheet named after the drawing. */
export const drawingTakeoff = (document: DrawingDocument, fileName: string | null | undefined): TakeoffTable =>
  takeoffTable(takeoffSheets(document, fileName || DEFAULT_EXPORT_FILE_NAME));

/** Makes the takeoff's file of `kind` and hands it to the browser's downloads. */
export async function saveTakeoff(kind: 'csv' | 'xlsx', table: TakeoffTable, fileName: string | null | undefined): Promise<void> {
  const name = takeoffFileName(fileName, kind);
  if (kind === 'csv') {
    saveFile(new Blob([takeoffCsv(table)], { type: 'text/csv' }), name);
    return;
  }
  const bytes = await takeoffXlsx(table);
  saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
}
