/**
 * Showing another sheet (issue 38 item 1): only the sheet on screen has its full image in the
 * kernel worker (its tiles and the wand), so the next sheet's image is loaded into it first and
 * the editor switched once it is there. The screen is held by the loader meanwhile, so nothing
 * can start on the old image in between. A background that cannot be had (an image only a closed
 * tab held) leaves the sheet shown on the grid, and the person told. A page added as a sheet is
 * drawn from its PDF the first time its sheet is shown; after that its image is at hand.
 */
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import { sheetName, sheetsOf } from '../../engine/document/sheets';
import type { Notice } from '../../shared/notices';
import type { ModalActor } from '../modals/modalMachine';
import { appAddress } from '../../net/appAddress';
import { isPdfPageUrl, type PdfSheetPages } from './pdfSheetPages';

export interface SheetSwitcherDeps {
  editor: EditorActor;
  kernels: Pick<KernelClient, 'loadImage'>;
  /** Draws a page added as a sheet the first time it is shown. */
  sheetPages: Pick<PdfSheetPages, 'draw'>;
  modals: ModalActor;
  notify: (notice: Notice) => void;
}

export const LOADING_SHEET = 'Loading sheet';

export const sheetNotLoaded = (name: string): string => `The background of ${name} could not be loaded; the sheet is shown on the grid.`;

export interface SheetSwitcher {
  /** Shows sheet `index`; resolves when it is on screen (or nothing could change). */
  show(index: number): Promise<void>;
  /** The sheet before (-1) or after (1) the one shown, as Page Up and Page Down do. */
  step(step: -1 | 1): Promise<void>;
}

export function createSheetSwitcher({ editor, kernels, sheetPages, modals, notify }: SheetSwitcherDeps): SheetSwitcher {
  /** The sheet being loaded, and the one asked for meanwhile (Page Up pressed twice goes two sheets). */
  let loading: number | null = null;
  let next: number | null = null;

  async function load(index: number): Promise<void> {
    const snapshot = editor.getSnapshot();
    const sheet = sheetsOf(snapshot.context.document).list[index];
    if (!sheet?.content || !snapshot.can({ type: 'sheet.show', index })) return;
    const image = sheet.content.image;
    let loaded = true;
    try {
      if (image) {
        modals.send({ type: 'loader.show', message: LOADING_SHEET });
        try {
          const blob = isPdfPageUrl(image.url) ? await sheetPages.draw(image.url) : await (await fetch(appAddress(image.url))).blob();
          await kernels.loadImage({ blob });
        } catch {
          loaded = false;
          notify({ kind: 'warning', message: sheetNotLoaded(sheetName(sheet, index)), durationMs: 5000 });
        }
      }
      editor.send({ type: 'sheet.show', index, ...(loaded ? {} : { withoutImage: true }) });
    } finally {
      if (image) modals.send({ type: 'loader.hide' });
    }
  }

  async function show(index: number): Promise<void> {
    if (loading !== null) {
      next = index;
      return;
    }
    loading = index;
    try {
      await load(index);
    } finally {
      loading = null;
    }
    const queued = next;
    next = null;
    if (queued !== null) await show(queued);
  }

  return {
    show,
    // From the sheet on its way, if one is: the second Page Up goes on from where the first went.
    step: (step) => show((next ?? loading ?? sheetsOf(editor.getSnapshot().context.document).shown) + step),
  };
}
