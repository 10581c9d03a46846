/**
 * Print and export as the drawing screen uses them: the print view's statechart and the
 * workflows of Print [P] and the Export dialog, wired to the editor, the settings, the modals,
 * the notices and the API. Built with the editor part (editorServices.ts).
 */
import { createActor } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { ApiClient } from '../../net/apiClient';
import { createPrintApi } from '../../net/printApi';
import type { CoreServices } from '../appServices';
import { drawingFile } from './drawingFiles';
import { imageDataUrl, mapSnapshot } from './pageImages';
import { createPrintWorkflows, type PrintWorkflows } from './printWorkflows';
import { printViewMachine, type PrintViewActor } from './printViewMachine';
import { saveFile } from './saveFile';

export interface PrintServices extends PrintWorkflows {
  /** The print view: open while it shows a picture (see printViewMachine.ts). */
  view: PrintViewActor;
}

export function createPrintServices({ core, api, editor }: { core: CoreServices; api: ApiClient; editor: EditorActor }): PrintServices {
  const view = createActor(printViewMachine).start();
  const workflows = createPrintWorkflows({
    editor,
    settings: () => core.settings.getSnapshot().context.settings,
    modals: core.modals,
    notify: core.notify,
    api: createPrintApi(api),
    printView: view,
    page: { mapSnapshot: () => mapSnapshot(), imageDataUrl, pixelRatio: () => globalThis.devicePixelRatio ?? 1 },
    save: (file) => saveFile(file.blob, file.name),
    localFile: drawingFile,
  });
  return { view, ...workflows };
}
