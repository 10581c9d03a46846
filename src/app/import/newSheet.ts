/**
 * A PDF page added as a sheet (issue 38): placed as an imported image is (its 20 px margin, its
 * size on the canvas), with the scale the page states when it states one, else the grid's.
 */
import type { EditorActor } from '../../engine/editor/editorMachine';
import { newImageScale, placeImage, scaleFromImageUnits } from '../../engine/document/image';
import type { NewSheet } from '../../engine/document/sheets';
import type { ScaleHint } from '../../engine/import/scaleHint';

export function newSheet(editor: EditorActor, url: string, file: string, name: string, pixels: { width: number; height: number }, hint: ScaleHint | null): NewSheet {
  const { viewport, document, system } = editor.getSnapshot().context;
  const image = placeImage(url, file, pixels, viewport.stage);
  return { name, image, scale: newImageScale(document, hint ? scaleFromImageUnits(image, hint) : undefined, system) };
}
