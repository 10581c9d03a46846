/**
 * The files the browser makes from the drawing itself, without the server: the measurements CSV
 * and the drawing's DXF (engine/print), named after the drawing or the default export name.
 */
import type { EditorSnapshot } from '../../engine/editor/editorMachine';
import { drawingDxf, dxfFileName } from '../../engine/print/drawingDxf';
import { csvFileName, measurementsCsv } from '../../engine/print/measurementsCsv';
import type { LocalFileChoice } from './printWorkflows';
import type { FileToSave } from './spacedSavesMachine';

export function drawingFile(choice: LocalFileChoice, editor: EditorSnapshot): FileToSave {
  const { document, file } = editor.context;
  if (choice === 'csv') return { name: csvFileName(file?.name), blob: new Blob([measurementsCsv(document)], { type: 'text/csv' }) };
  return { name: dxfFileName(file?.name), blob: new Blob([drawingDxf(document)], { type: 'image/vnd.dxf' }) };
}
