/**
 * Print [P] and the Export dialog's choices (spec drawing-core §4 "Print", "Export", §8 print and
 * export failure, §9 export spacing). A call to the server covers the screen with the loader, sends
 * the drawing on screen (printRequest.ts) and then opens the print view with the picture, or saves
 * the answer's files: the PNGs one after another EXPORT_SPACING_MS apart, the PDF report at once.
 * The files made in the browser (CSV, DXF, GeoJSON, KML) are saved at once. A failure closes the
 * loader and shows the server's message, or PRINT_FAILURE_MESSAGE, as danger for
 * PRINT_FAILURE_NOTICE_MS. One print or export runs at a time.
 */
import { createActor, toPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { allLayersEmpty } from '../../engine/document/savedDocument';
import type { EditorActor, EditorSnapshot } from '../../engine/editor/editorMachine';
import { PrintApiError, type PrintApi } from '../../net/printApi';
import type { Notice } from '../../shared/notices';
import { PRINT_FAILURE_MESSAGE, PRINT_FAILURE_NOTICE_MS, printRequestSchema, type PrintRequestInput } from '../../shared/print';
import type { Settings } from '../../shared/settings';
import type { ModalActor } from '../modals/modalMachine';
import { mapFile, NOTHING_ON_THE_MAP } from './mapFiles';
import { buildPrintRequest, type PrintSource } from './printRequest';
import type { PrintViewActor } from './printViewMachine';
import { base64Bytes } from './saveFile';
import { exportFileName } from '../../engine/print/exportFileName';
import { spacedSavesMachine, type FileToSave } from './spacedSavesMachine';

/** What the Export dialog offers; GeoJSON and KML only on the map. */
export type ExportChoice = 'images' | 'csv' | 'report' | 'dxf' | 'geojson' | 'kml';

/** The files the browser makes itself from the drawing (engine/print). */
export type LocalFileChoice = 'csv' | 'dxf';

/** Long enough to read beside the print view. */
const MAP_WARNING_MS = 6000;

export const PRINT_LOADER_MESSAGE = 'Preparing the print...';
export const EXPORT_LOADER_MESSAGE = 'Preparing the export...';
/** Said when the map's picture cannot be read (a tile server that forbids it): the print goes without it. */
export const MAP_NOT_COPIED = 'The map could not be copied into the print: it is drawn without the map.';
/** Said when there is nothing drawn to export. */
export const NOTHING_TO_EXPORT = 'Nothing to export yet: draw something first.';

export interface PrintWorkflowDeps {
  editor: Pick<EditorActor, 'getSnapshot'>;
  settings: () => Settings;
  modals: Pick<ModalActor, 'send'>;
  notify: (notice: Notice) => void;
  api: PrintApi;
  printView: Pick<PrintViewActor, 'send'>;
  /** What the page gives the request: the map's snapshot, a blob: image's pixels, the screen's pixel ratio. */
  page: Pick<PrintSource, 'mapSnapshot' | 'imageDataUrl'> & { pixelRatio: () => number };
  save: (file: FileToSave) => void;
  /** The CSV of the measurements or the DXF of the drawing, made in the browser. */
  localFile: (choice: LocalFileChoice, editor: EditorSnapshot) => FileToSave;
  /** The clock the PNGs' spacing waits on (tests pass a simulated one). */
  clock?: ActorOptions<AnyActorLogic>['clock'];
}

/** The message a failure shows: the server's, or the spec's when there is none. */
export const failureMessage = (error: unknown): string => (error instanceof PrintApiError && error.message ? error.message : PRINT_FAILURE_MESSAGE);

export function createPrintWorkflows(deps: PrintWorkflowDeps) {
  const { editor, modals, notify } = deps;
  let busy = false;

  const request = async (): Promise<PrintRequestInput> => {
    const snapshot = editor.getSnapshot();
    const body = await buildPrintRequest({
      editor: snapshot,
      settings: deps.settings(),
      pixelRatio: deps.page.pixelRatio(),
      mapSnapshot: deps.page.mapSnapshot,
      imageDataUrl: deps.page.imageDataUrl,
    });
    // Better a print with a word of why the map is missing than a silent blank.
    if (snapshot.context.document.map && !body.background) notify({ kind: 'warning', message: MAP_NOT_COPIED, durationMs: MAP_WARNING_MS });
    return body;
  };

  /** Runs `call` under the loader; a failure closes it and shows why. Answers null on failure. */
  const underLoader = async <T>(message: string, call: () => Promise<T>): Promise<T | null> => {
    modals.send({ type: 'loader.show', message });
    try {
      const answer = await call();
      modals.send({ type: 'loader.hide' });
      return answer;
    } catch (error) {
      modals.send({ type: 'loader.hide' });
      notify({ kind: 'danger', message: failureMessage(error), durationMs: PRINT_FAILURE_NOTICE_MS });
      return null;
    }
  };

  /** Runs one print or export at a time: a second press while one runs does nothing. */
  const once = async (work: () => Promise<void>): Promise<void> => {
    if (busy) return;
    busy = true;
    try {
      await work();
    } finally {
      busy = false;
    }
  };

  const saveSpaced = async (files: readonly FileToSave[]): Promise<void> => {
    const saves = createActor(spacedSavesMachine, { input: { files, save: deps.save }, ...(deps.clock ? { clock: deps.clock } : {}) }).start();
    await toPromise(saves);
  };

  const exportImages = async () => {
    const images = await underLoader(EXPORT_LOADER_MESSAGE, async () => deps.api.exportImages(await request()));
    if (!images) return;
    if (images.length === 0) return notify({ kind: 'warning', message: NOTHING_TO_EXPORT, durationMs: PRINT_FAILURE_NOTICE_MS });
    await saveSpaced(images.map(({ name, base64 }) => ({ name, blob: new Blob([base64Bytes(base64)], { type: 'image/png' }) })));
  };

  const exportReport = async () => {
    const pdf = await underLoader(EXPORT_LOADER_MESSAGE, async () => {
      const body = await request();
      return { blob: await deps.api.report(body), name: exportFileName(body.fileName, 'pdf') };
    });
    if (pdf) deps.save(pdf);
  };

  const exportHere = (choice: Exclude<ExportChoice, 'images' | 'report'>) => {
    const snapshot = editor.getSnapshot();
    const { document, file } = snapshot.context;
    let saved: FileToSave | null;
    try {
      saved = choice === 'geojson' || choice === 'kml' ? mapFile(document, file?.name ?? null, choice) : deps.localFile(choice, snapshot);
    } catch (error) {
      console.error('The export could not be made', error);
      return notify({ kind: 'danger', message: PRINT_FAILURE_MESSAGE, durationMs: PRINT_FAILURE_NOTICE_MS });
    }
    if (saved) deps.save(saved);
    else notify({ kind: 'warning', message: NOTHING_ON_THE_MAP, durationMs: PRINT_FAILURE_NOTICE_MS });
  };

  return {
    /** Print [P]: the server draws the view; the print view opens with it. */
    print: (): Promise<void> =>
      once(async () => {
        const answer = await underLoader(PRINT_LOADER_MESSAGE, async () => {
          const body = printRequestSchema.parse(await request());
          return { image: await deps.api.print(body), request: body };
        });
        if (answer) deps.printView.send({ type: 'print.open', ...answer });
      }),

    /** One of the Export dialog's choices. */
    exportAs: (choice: ExportChoice): Promise<void> =>
      once(async () => {
        if (allLayersEmpty(editor.getSnapshot().context.document)) {
          return notify({ kind: 'warning', message: NOTHING_TO_EXPORT, durationMs: PRINT_FAILURE_NOTICE_MS });
        }
        if (choice === 'images') return exportImages();
        if (choice === 'report') return exportReport();
        exportHere(choice);
      }),
  };
}

export type PrintWorkflows = ReturnType<typeof createPrintWorkflows>;
