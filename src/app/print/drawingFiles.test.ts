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
    expect(await file.blob.text()).toBe('layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name\r\n1,20,21,,,,,,Layer 1\r\n');
  });

  it('the CSV and the DXF carry a renamed layer\'s name', async () => {
    const driver = rectangleEditor();
    driver.send({ type: 'layer.renameStart', index: 0 });
    driver.send({ type: 'layer.rename', name: 'Shed floor' });
    expect(await drawingFile('csv', driver.actor.getSnapshot()).blob.text()).toMatch(/\r\n1,20,21,,,,,,Shed floor\r\n$/);
    const dxf = await drawingFile('dxf', driver.actor.getSnapshot()).blob.text();
    expect(dxf).toContain('\r\n8\r\nShed floor\r\n');
    expect(dxf).not.toContain('LAYER_1');
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
