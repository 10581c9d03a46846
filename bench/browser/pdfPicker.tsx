/**
 * The PDF page picker bench page: a generated 200-sheet construction set opened with pdf.js as the
 * app does (app/import), its picker drawn by the app's own React component. Ours: the picker opens
 * as soon as the page count is known and the thumbnails stream in (pickPdfPage). Baseline, the old
 * way: every page's thumbnail drawn first, then the picker opened with them all. Each is timed
 * from the file's bytes to the dialog with every page in the DOM and a frame painted; ours also
 * times its first thumbnail on screen and its last (streaming should not make the whole set slower).
 * Then "Add pages as sheets" of all 200 pages (issue 38), timed to the sheet list on screen, and
 * a sheet shown the first time and again.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createActor } from 'xstate';
import { modalMachine, type ModalActor, type PdfPageChoice } from '../../src/app/modals/modalMachine';
import { openPdf, renderThumbnail } from '../../src/app/import/pdfPages';
import { pickPdfPage } from '../../src/app/import/pickPdfPage';
import { PdfPagePicker } from '../../src/ui/import/PdfPagePicker';
import '../../src/ui/import/import.css';
import { editorMachine } from '../../src/engine/editor/editorMachine';
import { placeImage } from '../../src/engine/document/image';
import { readPdfPage } from '../../src/app/import/readPdfPage';
import { newSheet } from '../../src/app/import/newSheet';
import { createPdfSheetPages } from '../../src/app/sheets/pdfSheetPages';
import { ServicesProvider, type AppServices } from '../../src/ui/AppServices';
import { SheetList } from '../../src/ui/sheets/SheetList';
import { createSheetSwitcher } from '../../src/app/sheets/sheetSwitcher';
import { sheetsOf } from '../../src/engine/document/sheets';
import { createKernelClient, startKernelWorker, type KernelClient } from '../../src/engine/kernels/kernelClient';
import type { Row } from '../suite/types';

export interface PdfPickerConfig {
  readonly url: string;
  readonly pages: number;
  readonly runs: number;
  readonly ours: string;
}

declare global {
  interface Window {
    runPdfPicker(config: PdfPickerConfig): Promise<{ rows: Omit<Row, 'environment'>[] }>;
  }
}

export const PDF_PICKER_KERNEL = {
  open: 'PDF picker: file → picker open',
  firstThumbnail: 'PDF picker: first thumbnail shown',
  allThumbnails: 'PDF picker: every thumbnail shown',
  sheets: 'Add pages as sheets: file → sheet list usable',
  switchFirst: 'Sheet shown the first time: click → on screen',
  switchAgain: 'Sheet drawn once shown again: click → on screen',
};

const log = (text: string): void => console.log(`  ${text}`);
const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function Picker({ modals }: { modals: ModalActor }) {
  const open = useSelector(modals, (snapshot) => snapshot.value === 'pdfPages');
  const pages = useSelector(modals, (snapshot) => snapshot.context.pdfPages);
  // Stable, as in ModalHost, so a thumbnail that arrives redraws its own entry only.
  const choose = useCallback((page: number) => modals.send({ type: 'pdf.page.choose', page }), [modals]);
  const addSheets = useCallback((chosen: readonly number[]) => modals.send({ type: 'pdf.pages.addAsSheets', pages: chosen }), [modals]);
  if (!open) return null;
  return <PdfPagePicker pages={pages} onChoose={choose} onAddSheets={addSheets} onCancel={() => modals.send({ type: 'modal.close' })} />;
}

/** Resolves at the first painted frame whose DOM holds `count` page entries. */
async function pickerShown(count: number): Promise<number> {
  for (;;) {
    const time = await nextFrame();
    if (document.querySelectorAll('.pdf-page').length === count) return time;
  }
}

/** A fresh modal statechart with the picker rendered from it, as ModalHost does. */
function pickerWorld() {
  const modals = createActor(modalMachine, { input: {} }).start();
  const root = createRoot(document.getElementById('root')!);
  flushSync(() => root.render(<Picker modals={modals} />));
  return { modals, unmount: () => root.unmount() };
}

/** Ours: the picker opens at once and the thumbnails stream in; returns file → open, first and last thumbnail (ms). */
async function streamed(bytes: Uint8Array, pages: number) {
  const { modals, unmount } = pickerWorld();
  const before = performance.now();
  const pdf = await openPdf(bytes, 'construction-set.pdf');
  let first = 0;
  const all = new Promise<number>((resolve) => {
    const watch = modals.subscribe((snapshot) => {
      const drawn = snapshot.context.pdfPages.filter((page) => page.thumbnail).length;
      if (drawn > 0 && !first) void nextFrame().then((time) => (first = time - before));
      if (drawn === pages) {
        watch.unsubscribe();
        void nextFrame().then((time) => resolve(time - before));
      }
    });
  });
  const picking = pickPdfPage(modals, pdf.numPages, (page, signal) => renderThumbnail(pdf, page, signal));
  const open = (await pickerShown(pages)) - before;
  const last = await all;
  modals.send({ type: 'modal.close' });
  await picking;
  await pdf.destroy();
  unmount();
  return { open, first, last };
}

/** The old way: every thumbnail drawn first, then the picker opened with them all; returns file → open (ms). */
async function allFirst(bytes: Uint8Array, pages: number) {
  const { modals, unmount } = pickerWorld();
  const before = performance.now();
  const pdf = await openPdf(bytes, 'construction-set.pdf');
  const choices: PdfPageChoice[] = [];
  const signal = new AbortController().signal;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const { blob, width, height } = await renderThumbnail(pdf, number, signal);
    choices.push({ number, thumbnail: { url: URL.createObjectURL(blob), width, height } });
  }
  modals.send({ type: 'modal.open', modal: 'pdfPages', pages: choices });
  const open = (await pickerShown(pages)) - before;
  modals.send({ type: 'modal.close' });
  for (const choice of choices) if (choice.thumbnail) URL.revokeObjectURL(choice.thumbnail.url);
  await pdf.destroy();
  unmount();
  return open;
}

/** Resolves at the first painted frame whose sheet list holds `count` sheets. */
async function sheetListShown(count: number): Promise<number> {
  for (;;) {
    const time = await nextFrame();
    if (document.querySelectorAll('.sheet-show').length === count) return time;
  }
}

/**
 * Every page of the PDF added as sheets, as the import's addPagesAsSheets does after the picker:
 * the first page drawn and placed, the others listed; `drawAll` draws every page first (the way
 * the first version did it). Times file → the sheet list on screen with every sheet (ms). The
 * kernel worker's load of the first page is left out of both: the same in either.
 */
async function pagesAsSheets(bytes: Uint8Array, drawAll: boolean): Promise<number> {
  const stage = { width: 1280, height: 800 };
  const editor = createActor(editorMachine, { input: { measure: 'm', color: 'pink', stage } }).start();
  const services = { editor, sheets: { show: async () => undefined, step: async () => undefined } } as unknown as AppServices;
  const root = createRoot(document.getElementById('root')!);
  flushSync(() =>
    root.render(
      <ServicesProvider services={services}>
        <SheetList />
      </ServicesProvider>,
    ),
  );
  const sheetPages = createPdfSheetPages(editor);
  const before = performance.now();
  const pdf = await openPdf(bytes, 'construction-set.pdf');
  const first = await readPdfPage(pdf, bytes, 1);
  const firstUrl = URL.createObjectURL(first.prepared.blob);
  editor.send({ type: 'image.place', image: placeImage(firstUrl, 'construction-set.pdf', first.prepared, stage) });
  const numbers = Array.from({ length: pdf.numPages - 1 }, (_, index) => index + 2);
  const drawn: string[] = [];
  let sheets;
  if (drawAll) {
    sheets = [];
    for (const number of numbers) {
      const { prepared } = await readPdfPage(pdf, bytes, number);
      const url = URL.createObjectURL(prepared.blob);
      drawn.push(url);
      sheets.push(newSheet(editor, { url, width: prepared.width, height: prepared.height }, 'construction-set.pdf', `Page ${number}`));
    }
  } else {
    const pageOf = sheetPages.add(pdf, bytes);
    sheets = await Promise.all(numbers.map(async (number) => newSheet(editor, await pageOf(number), 'construction-set.pdf', `Page ${number}`)));
  }
  editor.send({ type: 'sheets.add', sheets });
  const usable = (await sheetListShown(pdf.numPages)) - before;
  root.unmount();
  editor.stop();
  sheetPages.release();
  if (drawAll) await pdf.destroy();
  for (const url of [firstUrl, ...drawn]) URL.revokeObjectURL(url);
  return usable;
}

/**
 * Switching sheets as the sheet list does (sheetSwitcher.ts, with the real kernel worker): page 2
 * shown the first time (drawn from the PDF, then loaded into the worker), then pages 1 and 2 each
 * shown again (their images at hand). Timed from the call to the editor showing the sheet with its
 * image in the worker, plus a frame; the tiles are cut and drawn after, as on any image.
 */
async function sheetSwitches(bytes: Uint8Array, kernels: KernelClient): Promise<{ first: number; again: number[] }> {
  const stage = { width: 1280, height: 800 };
  const editor = createActor(editorMachine, { input: { measure: 'm', color: 'pink', stage } }).start();
  const modals = createActor(modalMachine, { input: { editor } }).start();
  const sheetPages = createPdfSheetPages(editor);
  const switcher = createSheetSwitcher({ editor, kernels, sheetPages, modals, notify: (notice) => log(`notice: ${notice.message}`) });
  const pdf = await openPdf(bytes, 'construction-set.pdf');
  const first = await readPdfPage(pdf, bytes, 1);
  const firstUrl = URL.createObjectURL(first.prepared.blob);
  await kernels.loadImage({ blob: first.prepared.blob });
  editor.send({ type: 'image.place', image: placeImage(firstUrl, 'construction-set.pdf', first.prepared, stage) });
  const pageOf = sheetPages.add(pdf, bytes);
  editor.send({ type: 'sheets.add', sheets: [newSheet(editor, await pageOf(2), 'construction-set.pdf', 'Page 2')] });
  const timed = async (index: number) => {
    const before = performance.now();
    await switcher.show(index);
    if (sheetsOf(editor.getSnapshot().context.document).shown !== index) throw new Error(`sheet ${index + 1} was not shown`);
    return (await nextFrame()) - before;
  };
  const firstShow = await timed(1);
  const again: number[] = [];
  for (let run = 0; run < 3; run += 1) again.push(await timed(0), await timed(1));
  sheetPages.release();
  editor.stop();
  URL.revokeObjectURL(firstUrl);
  return { first: firstShow, again };
}

window.runPdfPicker = async (config) => {
  const bytes = new Uint8Array(await (await fetch(config.url)).arrayBuffer());
  const input = `${config.pages}-page PDF (${(bytes.length / 2 ** 20).toFixed(1)} MB)`;
  // Warm-up: pdf.js and its worker loaded, the first page's fonts read.
  await streamed(bytes, config.pages);
  const ours = { open: [] as number[], first: [] as number[], last: [] as number[] };
  const baseline: number[] = [];
  // Alternating, so a busy moment of a shared machine falls on both.
  for (let run = 0; run < config.runs; run += 1) {
    const times = await streamed(bytes, config.pages);
    ours.open.push(times.open);
    ours.first.push(times.first);
    ours.last.push(times.last);
    baseline.push(await allFirst(bytes, config.pages));
    log(`run ${run + 1}: picker open ${times.open.toFixed(0)} ms (every thumbnail ${times.last.toFixed(0)} ms), all thumbnails first ${baseline.at(-1)!.toFixed(0)} ms`);
  }
  // Add pages as sheets: ours every run; every page drawn first once only (it takes half a minute).
  await pagesAsSheets(bytes, false);
  const sheetsOurs: number[] = [];
  for (let run = 0; run < config.runs; run += 1) sheetsOurs.push(await pagesAsSheets(bytes, false));
  const sheetsBefore = [await pagesAsSheets(bytes, true)];
  log(`add pages as sheets: listed ${median(sheetsOurs).toFixed(0)} ms, every page drawn first ${sheetsBefore[0]!.toFixed(0)} ms`);
  const kernels = createKernelClient(startKernelWorker());
  await kernels.imageInfo();
  await sheetSwitches(bytes, kernels);
  const switchFirst: number[] = [];
  const switchAgain: number[] = [];
  for (let run = 0; run < config.runs; run += 1) {
    const times = await sheetSwitches(bytes, kernels);
    switchFirst.push(times.first);
    switchAgain.push(...times.again);
  }
  log(`sheet shown the first time ${median(switchFirst).toFixed(0)} ms, again ${median(switchAgain).toFixed(0)} ms`);
  const row = (kernel: string, implementation: string, times: number[], note: string) => ({ kernel, input, implementation, median_ms: median(times), runs: times.length, note });
  return {
    rows: [
      row(PDF_PICKER_KERNEL.open, config.ours, ours.open, 'picker opens once the page count is known, every page a placeholder; thumbnails drawn one at a time, shown in batches at most every 100 ms'),
      row(PDF_PICKER_KERNEL.open, 'every thumbnail drawn first (before)', baseline, 'the picker waited for all thumbnails'),
      row(PDF_PICKER_KERNEL.firstThumbnail, config.ours, ours.first, 'from the file'),
      row(PDF_PICKER_KERNEL.allThumbnails, config.ours, ours.last, 'from the file; the picker open all along'),
      row(PDF_PICKER_KERNEL.allThumbnails, 'every thumbnail drawn first (before)', baseline, 'they appear with the picker'),
      row(PDF_PICKER_KERNEL.sheets, config.ours, sheetsOurs, 'goal 2 s: page 1 drawn and placed, the other 199 listed with their sizes and drawn when first shown (pdfSheetPages)'),
      row(PDF_PICKER_KERNEL.sheets, 'every page drawn first (before)', sheetsBefore, 'each page drawn before the list shows; one run'),
      row(PDF_PICKER_KERNEL.switchFirst, config.ours, switchFirst, 'the page drawn from the PDF, then loaded into the kernel worker (decoded, tiled, the wand planes)'),
      row(PDF_PICKER_KERNEL.switchAgain, config.ours, switchAgain, 'goal 200 ms: the image at hand, loaded into the kernel worker again'),
    ],
  };
};
