/**
 * The body of a print or an export (spec drawing-core §7: "the drawing state, stage sizes,
 * settings and label"), built from what the screen shows: the saved-document state of the editor,
 * the drawing area's size, the settings that change the picture, and the background only this tab
 * can give: the map's snapshot, or an image the tab opened itself (a blob: URL). An image already
 * on the server is read there by its path, so it is not sent.
 */
import type { EditorSnapshot } from '../../engine/editor/editorMachine';
import { activeInstrument } from '../../engine/editor/selectors';
import { isSessionOnlyUrl, toDocumentState } from '../../engine/document/savedDocument';
import { PRINT_MAX_PIXEL_RATIO, PRINT_MAX_STAGE_SIDE, type PrintRequestInput, type PrintSettings } from '../../shared/print';
import type { Settings } from '../../shared/settings';

export interface PrintSource {
  editor: EditorSnapshot;
  settings: Settings;
  /** The screen's device pixel ratio: the picture is drawn as sharp as the screen shows it. */
  pixelRatio: number;
  /** The map as it shows now, as a PNG data URL; null when there is no map canvas to read. */
  mapSnapshot: () => string | null;
  /** A blob: image as a PNG or JPEG data URL. */
  imageDataUrl: (url: string) => Promise<string>;
}

const printSettings = ({ displayLineLength, displayAngles, gridTransparency, lineWeight, imperial, inchFraction, showUncertainty }: Settings): PrintSettings => ({
  displayLineLength,
  displayAngles,
  gridTransparency,
  lineWeight,
  imperial,
  inchFraction,
  showUncertainty,
});

const stageSide = (side: number): number => Math.min(PRINT_MAX_STAGE_SIDE, Math.max(1, Math.round(side)));

/** The pixel ratio the server accepts: the screen's, from 1 (a sharp page on a low-density screen) up to the largest. */
export const printPixelRatio = (devicePixelRatio: number): number =>
  Math.min(PRINT_MAX_PIXEL_RATIO, Math.max(1, Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1));

/** The body of POST /api/print, /api/exportWeb and /api/report for the drawing on screen. */
export async function buildPrintRequest(source: PrintSource): Promise<PrintRequestInput> {
  const { document, viewport, file } = source.editor.context;
  const state = toDocumentState({ document, viewport, instrument: activeInstrument(source.editor) });
  let background: string | undefined;
  if (document.map) background = source.mapSnapshot() ?? undefined;
  else if (document.image && isSessionOnlyUrl(document.image.url)) background = await source.imageDataUrl(document.image.url);
  return {
    state,
    stage: { width: stageSide(viewport.stage.width), height: stageSide(viewport.stage.height) },
    pixelRatio: printPixelRatio(source.pixelRatio),
    settings: printSettings(source.settings),
    ...(background ? { background } : {}),
    ...(file ? { fileName: file.name } : {}),
  };
}
