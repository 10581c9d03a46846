import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { placeImage } from '../../engine/document/image';
import { createViewport } from '../../engine/viewport/viewport';
import { toDocumentState } from '../../engine/document/savedDocument';
import { knownDrawing } from '../../engine/print/testing/knownDrawing';
import { PRINT_HOOKS_GLOBAL, PRINT_READY_MS, printRequestSchema, type PrintHooks, type PrintRequestInput } from '../../shared/print';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { installPrintHooks } from './printHooks';
import { printViewMachine } from './printViewMachine';

const svgOf = (image: string | null): string => decodeURIComponent(image!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

/** The known drawing, both layers shown, as a print renderer sends it. */
const DATA: PrintRequestInput = {
  state: toDocumentState({ document: { ...knownDrawing(), showAllLayers: true }, viewport: createViewport({ width: 800, height: 600 }), instrument: 'straight' }),
  stage: { width: 800, height: 600 },
  settings: DEFAULT_SETTINGS,
};

const UPLOAD = '/api/uploads/0123456789abcdef0123456789abcdef.png';
const UPLOAD_PIXELS = 'data:image/png;base64,UExBTg==';

function open() {
  const clock = new SimulatedClock();
  const view = createActor(printViewMachine, { clock }).start();
  const page: Record<string, unknown> = {};
  const read: string[] = [];
  let answer = (url: string): Promise<string> => (url === UPLOAD ? Promise.resolve(UPLOAD_PIXELS) : Promise.reject(new Error('not found')));
  const remove = installPrintHooks(page, view, (url) => {
    read.push(url);
    return answer(url);
  });
  const answerWith = (next: typeof answer) => (answer = next);
  return { clock, view, page, remove, read, answerWith, hooks: () => page[PRINT_HOOKS_GLOBAL] as PrintHooks };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the print hooks', () => {
  it('load print data: the view shows the SVG of the drawing with its labels and becomes ready', () => {
    const { clock, hooks } = open();
    hooks().loadPrintData(DATA, { isExport: true });
    const { state } = hooks();
    expect(state).toMatchObject({ isExport: true, isPhantomJs: false, isReady: false });
    expect(state.image).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = svgOf(state.image);
    expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
    expect(svg).toContain('7 cm');
    expect(svg).toContain('Layer 2');
    clock.increment(PRINT_READY_MS);
    expect(hooks().state.isReady).toBe(true);
  });

  it('change layer draws one layer only, and null every shown layer again', () => {
    const { hooks, view } = open();
    hooks().loadPrintData(DATA);
    const all = hooks().state.image;
    hooks().changeLayer(0);
    const first = hooks().state.image;
    expect(first).not.toBe(all);
    expect(svgOf(first)).toContain('7 cm');
    expect(view.getSnapshot().context.layer).toBe(0);
    hooks().changeLayer(null);
    expect(hooks().state.image).toBe(all);
  });

  it('refuse a layer that does not exist, a change before any data, and data of the wrong shape', () => {
    const { hooks } = open();
    expect(() => hooks().changeLayer(0)).toThrow('loadPrintData first');
    expect(() => hooks().loadPrintData({ ...DATA, stage: { width: 0, height: 0 } })).toThrow();
    hooks().loadPrintData(DATA);
    expect(() => hooks().changeLayer(2)).toThrow(RangeError);
    expect(() => hooks().changeLayer(-1)).toThrow(RangeError);
  });

  it('draw the upload under the drawing once the page has read it, and wait for readiness again', async () => {
    const { clock, hooks, read } = open();
    const image = placeImage(UPLOAD, 'plan.png', { width: 200, height: 100 }, { width: 800, height: 600 });
    hooks().loadPrintData({ ...DATA, state: { ...DATA.state, image } });
    expect(read).toEqual([UPLOAD]);
    expect(svgOf(hooks().state.image)).not.toContain(UPLOAD_PIXELS);
    clock.increment(PRINT_READY_MS);
    await settled();
    expect(svgOf(hooks().state.image)).toContain(UPLOAD_PIXELS);
    expect(hooks().state.isReady).toBe(false);
    hooks().changeLayer(1);
    expect(svgOf(hooks().state.image)).toContain(UPLOAD_PIXELS);
    clock.increment(PRINT_READY_MS);
    expect(hooks().state.isReady).toBe(true);
    // A body that sends its background, or has no upload, reads nothing.
    hooks().loadPrintData({ ...DATA, state: { ...DATA.state, image }, background: UPLOAD_PIXELS });
    hooks().loadPrintData(DATA);
    expect(read).toEqual([UPLOAD]);
  });

  it('read the upload in at the first change of layer of a print opened in the app (its picture is the server\'s)', async () => {
    const { clock, view, hooks, read } = open();
    const image = placeImage(UPLOAD, 'plan.png', { width: 200, height: 100 }, { width: 800, height: 600 });
    const request = printRequestSchema.parse({ ...DATA, state: { ...DATA.state, image } });
    view.send({ type: 'print.open', image: 'data:image/png;base64,U0VSVkVS', request });
    expect(read).toEqual([]);
    hooks().changeLayer(0);
    hooks().changeLayer(1);
    expect(read).toEqual([UPLOAD]);
    clock.increment(PRINT_READY_MS);
    await settled();
    expect(svgOf(hooks().state.image)).toContain(UPLOAD_PIXELS);
    expect(view.getSnapshot().context.layer).toBe(1);
  });

  it('a late upload never replaces the picture of a body loaded since', async () => {
    const { hooks, answerWith } = open();
    let late!: (value: string) => void;
    answerWith(() => new Promise((resolve) => (late = resolve)));
    const image = placeImage(UPLOAD, 'plan.png', { width: 200, height: 100 }, { width: 800, height: 600 });
    hooks().loadPrintData({ ...DATA, state: { ...DATA.state, image } });
    hooks().loadPrintData(DATA);
    const current = hooks().state.image;
    late(UPLOAD_PIXELS);
    await settled();
    expect(hooks().state.image).toBe(current);
  });

  it('are taken away when the view closes', () => {
    const { page, remove } = open();
    expect(page[PRINT_HOOKS_GLOBAL]).toBeDefined();
    remove();
    expect(page).not.toHaveProperty(PRINT_HOOKS_GLOBAL);
  });
});
