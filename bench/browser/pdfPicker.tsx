/**
 * The PDF page picker bench page: a generated 200-sheet construction set opened with pdf.js as the
 * app does (app/import), its picker drawn by the app's own React component. Ours: the picker opens
 * as soon as the page count is known and the thumbnails stream in (pickPdfPage). Baseline, the old
 * way: every page's thumbnail drawn first, then the picker opened with them all. Each is timed
 * from the file's bytes to the dialog with every page in the DOM and a frame painted; ours also
 * times its first thumbnail on screen and its last (streaming should not make the whole set slower).
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
  const row = (kernel: string, implementation: string, times: number[], note: string) => ({ kernel, input, implementation, median_ms: median(times), runs: times.length, note });
  return {
    rows: [
      row(PDF_PICKER_KERNEL.open, config.ours, ours.open, 'picker opens once the page count is known, every page a placeholder; thumbnails drawn one at a time, shown in batches at most every 100 ms'),
      row(PDF_PICKER_KERNEL.open, 'every thumbnail drawn first (before)', baseline, 'the picker waited for all thumbnails'),
      row(PDF_PICKER_KERNEL.firstThumbnail, config.ours, ours.first, 'from the file'),
      row(PDF_PICKER_KERNEL.allThumbnails, config.ours, ours.last, 'from the file; the picker open all along'),
      row(PDF_PICKER_KERNEL.allThumbnails, 'every thumbnail drawn first (before)', baseline, 'they appear with the picker'),
    ],
  };
};
