/**
 * A PDF page added as a sheet (issue 38): placed as an imported image is (its 20 px margin, its
 * size on the canvas), with the scale `hint` gives, else the grid's until the page is drawn.
 */
import type { EditorActor } from '../../engine/editor/editorMachine';
import { newImageScale, placeImage, scaleFromImageUnits } from '../../engine/document/image';
import type { NewSheet } from '../../engine/document/sheets';
import type { ScaleHint } from '../../engine/import/scaleHint';

export function newSheet(editor: EditorActor, page: { url: string; width: number; height: number }, file: string, name: string, hint: ScaleHint | null = null): NewSheet {
  const { viewport, document, system } = editor.getSnapshot().context;
  const image = placeImage(page.url, file, page, viewport.stage);
  return { name, image, scale: newImageScale(document, hint ? scaleFromImageUnits(image, hint) : undefined, system) };
}
