import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../shared/constants';
import type { Notice } from '../../shared/notices';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { modalMachine } from '../modals/modalMachine';
import { KernelError } from '../../engine/kernels/kernelTypes';
import type { ImportedImage, PlaceImage } from './importedImage';
import { createImporter, type ScaleOffer } from './importFile';

const fixture = (path: string, name = path.split('/').pop()!, type = '') =>
  new File([readFileSync(`../shared/fixtures/${path}`)], name, { type });

/** The import wired to a real editor and modal statechart, recording what it shows and places. */
function importWorld({ trial = false, placeImage }: { trial?: boolean; placeImage?: PlaceImage } = {}) {
  const driver = createEditorDriver();
  const modals = createActor(modalMachine, { input: { editor: driver.actor } }).start();
  const notices: Notice[] = [];
  const placed: ImportedImage[] = [];
  const offers: (ScaleOffer | null)[] = [];
  let trialRefusals = 0;
  const steps: string[] = [];
  const importFile = createImporter({
    editor: driver.actor,
    modals,
    notify: (notice) => notices.push(notice),
    placeImage: async (image, options) => {
      await placeImage?.(image, options);
      placed.push(image);
      steps.push(`place ${image.name}`);
    },
    isTrial: () => trial,
    offerScale: (offer) => offers.push(offer),
    refuseForTrial: () => {
      trialRefusals += 1;
    },
    startUntitled: async () => {
      steps.push('start untitled');
      driver.send({ type: 'document.untitled' });
    },
    // No PDF is added as sheets here: the browser test adds a plan set (tests/e2e/sheets.spec.ts).
    sheetPages: {
      add: () => {
        throw new Error('no sheets in these tests');
      },
      release: () => undefined,
    },
  });
  return { driver, modals, notices, placed, offers, importFile, steps, trialRefusals: () => trialRefusals };
}

/** A drawing saved as "Plot 1" and open: what the Save / Open dialog leaves after a save. */
function withSavedPlot(world: ReturnType<typeof importWorld>) {
  world.driver.clickPath([[100, 100], [250, 100], [250, 250], [100, 100]]);
  world.driver.send({ type: 'document.saved', file: { id: 'id-1', name: 'Plot 1' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createImporter', () => {
  it('refuses a TIFF with a danger notice, asking nothing and placing nothing', async () => {
    const world = importWorld();
    await world.importFile(fixture('images/landsat7-RGB.byte.tif'), 'file');
    expect(world.notices).toEqual([
      {
        kind: 'danger',
        message: '"landsat7-RGB.byte.tif" cannot be imported: only .jpeg .jpg .png .gif .pdf .svg .dxf .dwg files are accepted.',
        durationMs: 5000,
      },
    ]);
    expect(world.modals.getSnapshot().value).toBe('closed');
    expect(world.placed).toEqual([]);
  });

  it('refuses a trial user a PDF through the trial refusal (with its View Plans link), not a notice', async () => {
    const world = importWorld({ trial: true });
    await world.importFile(fixture('pdf/rotation.pdf'), 'file');
    expect(world.trialRefusals()).toBe(1);
    expect(world.notices).toEqual([]);
  });

  it('names a pasted file that has no name after its type, and checks it like any other', async () => {
    const world = importWorld();
    const pasted = new File([readFileSync('../shared/fixtures/pdf/rotation.pdf')], '', { type: 'image/png' });
    await world.importFile(pasted, 'clipboard');
    expect(world.notices[0]?.message).toBe('"pasted.png" is not a PNG image: it is a PDF document. Nothing was imported.');
  });

  it('asks before replacing a drawing, and a cancel keeps the drawing and places nothing', async () => {
    const world = importWorld();
    world.driver.clickPath([
      [100, 100],
      [250, 100],
    ]);
    const layersBefore = world.driver.actor.getSnapshot().context.document.layers;
    const running = world.importFile(fixture('images/floorplan-background_with_floorplanner.png'), 'file');
    await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
    expect(world.modals.getSnapshot().context.importQuestion.title).toBe('Replace the drawing?');

    // A second file while the first waits is ignored, not queued behind it.
    await world.importFile(fixture('images/resvg-image.gif'), 'file');
    world.modals.send({ type: 'modal.close' });
    await running;
    expect(world.placed).toEqual([]);
    expect(world.notices).toEqual([]);
    expect(world.driver.actor.getSnapshot().context.document.layers).toBe(layersBefore);
  });

  it('asks before an import replaces an open saved document, and a cancel keeps that document open', async () => {
    const world = importWorld();
    withSavedPlot(world);
    const running = world.importFile(fixture('images/floorplan-background_with_floorplanner.png'), 'file');
    await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
    expect(world.modals.getSnapshot().context.importQuestion).toMatchObject({
      title: 'Start a new document?',
      message: expect.stringContaining('"Plot 1" stays saved as it is'),
    });
    world.modals.send({ type: 'modal.close' });
    await running;
    expect(world.steps).toEqual([]);
    expect(world.driver.actor.getSnapshot().context.file).toEqual({ id: 'id-1', name: 'Plot 1' });
  });

  it('places the image into an open saved document once confirmed, then starts a new untitled document', async () => {
    // The browser's decoder: an image large enough to be placed as it is.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close: () => undefined }));
    const world = importWorld();
    withSavedPlot(world);
    const running = world.importFile(fixture('images/resvg-image.gif', 'plan.gif', 'image/gif'), 'file');
    await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
    world.modals.send({ type: 'modal.confirm' });
    await running;
    expect(world.notices).toEqual([]);
    expect(world.steps).toEqual(['place plan.gif', 'start untitled']);
    expect(world.driver.actor.getSnapshot().context.file).toBeNull();
  });

  it('shows the load\'s progress with Cancel, and a Cancel stops the load and keeps the saved drawing as it was', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close: () => undefined }));
    let signal: AbortSignal | undefined;
    let report!: (done: number) => void;
    const world = importWorld({
      // The worker's load as the client gives it: progress, then a 'cancelled' rejection when aborted.
      placeImage: (_image, options) =>
        new Promise<void>((_, reject) => {
          signal = options?.signal;
          report = (done) => options?.onProgress?.({ done, total: 600 });
          signal?.addEventListener('abort', () => reject(new KernelError('cancelled', 'the image load was cancelled')));
        }),
    });
    withSavedPlot(world);
    const before = world.driver.actor.getSnapshot().context;
    const running = world.importFile(fixture('images/resvg-image.gif', 'plan.gif', 'image/gif'), 'file');
    await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
    world.modals.send({ type: 'modal.confirm' });
    await expect.poll(() => signal).toBeDefined();
    const loader = () => world.modals.getSnapshot().context;
    expect(loader()).toMatchObject({ loaderMessage: 'Loading image', loaderCancellable: true, loaderProgress: null });
    report(150);
    expect(loader().loaderProgress).toBe(0.25);
    world.modals.send({ type: 'loader.cancel' });
    await running;
    expect(signal!.aborted).toBe(true);
    expect(world.modals.getSnapshot().value).toBe('closed');
    expect(world.notices).toEqual([]);
    expect(world.steps).toEqual([]);
    const after = world.driver.actor.getSnapshot().context;
    expect(after.document).toBe(before.document);
    expect(after.file).toEqual({ id: 'id-1', name: 'Plot 1' });
  });

  describe("a file the server converts (DC9.16 / DC8.02: Cancel and the 300000 ms cap)", () => {
    /** fetch that never answers, rejecting as the browser does when its signal aborts; the signals it was given. */
    function hangingFetch() {
      const signals: AbortSignal[] = [];
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        signals.push(init.signal!);
        return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      });
      return signals;
    }
    const dxf = () => fixture('dxf/1x1rectangle.dxf', 'plan.dxf');

    it('offers Cancel while the server converts; a Cancel aborts the request and reports nothing', async () => {
      const signals = hangingFetch();
      const world = importWorld();
      const running = world.importFile(dxf(), 'file');
      await expect.poll(() => signals.length).toBe(1);
      expect(world.modals.getSnapshot().context).toMatchObject({ loaderMessage: MESSAGES.converting, loaderCancellable: true });
      world.modals.send({ type: 'loader.cancel' });
      await running;
      expect(signals[0]!.aborted).toBe(true);
      expect(world.modals.getSnapshot().value).toBe('closed');
      expect(world.notices).toEqual([]);
      expect(world.placed).toEqual([]);
    });

    it('gives up after 300000 ms with the spec\'s upload failure', async () => {
      vi.useFakeTimers();
      try {
        const signals = hangingFetch();
        const world = importWorld();
        const running = world.importFile(dxf(), 'file');
        // Not vi.waitFor: with fake timers it moves the clock on between its checks.
        for (let turn = 0; turn < 100 && signals.length === 0; turn++) await vi.advanceTimersByTimeAsync(0);
        expect(signals).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(299_999);
        expect(signals[0]!.aborted).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await running;
        expect(signals[0]!.aborted).toBe(true);
        expect(world.notices).toEqual([expect.objectContaining({ kind: 'danger', message: MESSAGES.fileUploadFailed })]);
        expect(world.modals.getSnapshot().value).toBe('closed');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('a CAD drawing whose dimensions read as other units than it declares', () => {
    const DECLARED = { unit: 'mm', unitsPerPixel: 0.4 } as const;
    const SUGGESTION = { drawingScale: { unit: 'in', unitsPerPixel: 0.4 }, agreeing: 63, dimensions: 63 } as const;

    /** The first bytes of a PNG of `width` × `height` px: enough for prepareImage to know its size without decoding it. */
    function pngHead(width: number, height: number): Uint8Array<ArrayBuffer> {
      const bytes = new Uint8Array(33);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      new DataView(bytes.buffer).setUint32(16, width);
      new DataView(bytes.buffer).setUint32(20, height);
      bytes.set([8, 6, 0, 0, 0], 24);
      return bytes;
    }

    /** The server's answers: the upload's JSON (with the suggestion, when given) and its PNG. */
    function convertingServer(unitsSuggestion?: typeof SUGGESTION) {
      vi.stubGlobal('fetch', async (url: string) =>
        url.endsWith('/api/uploads')
          ? Response.json({ success: true, path: '/uploads/plan.png', width: 2040, height: 1500, source: 'dxf', drawingScale: DECLARED, declaredUnits: 'mm', unitsSuggestion })
          : new Response(new Blob([pngHead(2040, 1500)], { type: 'image/png' })),
      );
    }

    const hintOf = (world: ReturnType<typeof importWorld>) => world.placed[0]?.scaleHint;

    it('asks which units, naming both, with the loader out of the way; Use inches places the drawing in inches', async () => {
      convertingServer(SUGGESTION);
      const world = importWorld();
      const running = world.importFile(fixture('dxf/floorplan.dxf'), 'file');
      await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
      expect(world.modals.getSnapshot().context.importQuestion).toEqual({
        title: "Check the drawing's units",
        message: 'This drawing says millimetres, but its dimensions read as inches. 63 of its 63 dimensions agree with inches.',
        confirmLabel: 'Use inches',
        cancelLabel: 'Keep millimetres',
        choice: true,
      });
      expect(world.placed).toEqual([]);
      world.modals.send({ type: 'modal.confirm' });
      await running;
      expect(hintOf(world)).toEqual({ unit: 'in', unitsPerPixel: 0.4, label: 'DXF dimensions (in)', apply: 'at-once' });
      expect(world.notices).toEqual([]);
    });

    it('keeps the declared units on Keep millimetres, which answers as closing the question does', async () => {
      convertingServer(SUGGESTION);
      const world = importWorld();
      const running = world.importFile(fixture('dxf/floorplan.dxf'), 'file');
      await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
      world.modals.send({ type: 'modal.close' });
      await running;
      expect(hintOf(world)).toEqual({ unit: 'mm', unitsPerPixel: 0.4, label: 'DXF units (mm)', apply: 'at-once' });
    });

    it('asks a drawing that declares no units whether to use those its dimensions read as', async () => {
      vi.stubGlobal('fetch', async (url: string) =>
        url.endsWith('/api/uploads')
          ? Response.json({ success: true, path: '/uploads/plan.png', width: 2040, height: 1500, source: 'dxf', drawingScale: null, declaredUnits: 'unitless', unitsSuggestion: SUGGESTION })
          : new Response(new Blob([pngHead(2040, 1500)], { type: 'image/png' })),
      );
      const world = importWorld();
      const running = world.importFile(fixture('dxf/floorplan.dxf'), 'file');
      await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
      expect(world.modals.getSnapshot().context.importQuestion).toMatchObject({
        message: 'This drawing does not say its units, but its dimensions read as inches. 63 of its 63 dimensions agree with inches.',
        cancelLabel: 'Open without units',
      });
      world.modals.send({ type: 'modal.close' });
      await running;
      expect(hintOf(world)).toBeNull();
    });

    it('imports a drawing whose dimensions agree without a question, as before', async () => {
      convertingServer();
      const world = importWorld();
      const shown: string[] = [];
      world.modals.subscribe((snapshot) => shown.push(String(snapshot.value)));
      await world.importFile(fixture('dxf/floorplan.dxf'), 'file');
      expect(shown).not.toContain('confirmImport');
      expect(hintOf(world)).toEqual({ unit: 'mm', unitsPerPixel: 0.4, label: 'DXF units (mm)', apply: 'at-once' });
    });
  });

  it('takes Cancel away once the image is placed', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close: () => undefined }));
    const world = importWorld();
    const seen: boolean[] = [];
    world.modals.subscribe((snapshot) => seen.push(snapshot.context.loaderCancellable));
    await world.importFile(fixture('images/resvg-image.gif', 'plan.gif', 'image/gif'), 'file');
    expect(world.steps).toEqual(['place plan.gif', 'start untitled']);
    // Cancellable while placing, then not, then hidden.
    expect(seen.filter((cancellable, index) => cancellable !== seen[index - 1])).toEqual([false, true, false]);
  });

  it('asks with the spec words before a paste replaces existing layers', async () => {
    const world = importWorld();
    world.driver.clickPath([
      [100, 100],
      [250, 100],
    ]);
    const running = world.importFile(fixture('images/resvg-image.gif', 'image.gif', 'image/gif'), 'clipboard');
    await expect.poll(() => world.modals.getSnapshot().value).toBe('confirmImport');
    expect(world.modals.getSnapshot().context.importQuestion.message).toContain(MESSAGES.clipboardReplacesLayers);
    world.modals.send({ type: 'modal.close' });
    await running;
    expect(world.placed).toEqual([]);
  });
});
