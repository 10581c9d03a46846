import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { DEFAULT_EXPORT_FILE_NAME } from '../../shared/print';
import { drawingFile } from './drawingFiles';

/** A 7 × 3 cm rectangle at the default 15 px a centimetre, drawn as a person would. */
function rectangleEditor() {
  const driver = createEditorDriver({ measure: 'cm' });
  driver.choose('rectangle_tool');
  driver.drag([100, 100], [205, 145]);
  return driver;
}

describe('the files the browser makes', () => {
  it('the CSV has a row for the drawn rectangle under the default name', async () => {
    const file = drawingFile('csv', rectangleEditor().actor.getSnapshot());
    expect(file.name).toBe(`${DEFAULT_EXPORT_FILE_NAME}.csv`);
    expect(file.blob.type).toBe('text/csv');
    expect(await file.blob.text()).toBe('layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2\r\n1,20,21,,,,,\r\n');
  });

  it('the DXF carries the rectangle on LAYER_1 under the drawing’s name', async () => {
    const driver = rectangleEditor();
    driver.send({ type: 'document.saved', file: { id: 'doc-1', name: 'Shed' } });
    const file = drawingFile('dxf', driver.actor.getSnapshot());
    expect(file.name).toBe('Shed.dxf');
    const text = await file.blob.text();
    expect(text).toContain('LWPOLYLINE');
    expect(text).toContain('LAYER_1');
  });
});
