import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PRINT_READY_AFTER_TILES_MS, PRINT_READY_MS, printRequestSchema, type PrintRequest } from '../../shared/print';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { EMPTY_DOCUMENT_STATE } from '../../shared/testing/documentStates';
import { printStateOf, printViewMachine } from './printViewMachine';

const GRID: PrintRequest = printRequestSchema.parse({ state: EMPTY_DOCUMENT_STATE, stage: { width: 800, height: 600 }, settings: DEFAULT_SETTINGS });
/** The same request on the map: the view waits for the map's picture to load. */
const ON_MAP = { ...GRID, state: { ...GRID.state, map: { visible: true } } } as unknown as PrintRequest;

const start = () => {
  const clock = new SimulatedClock();
  const view = createActor(printViewMachine, { clock }).start();
  return { clock, view, state: () => printStateOf(view.getSnapshot()) };
};

describe('the print view', () => {
  it('starts deactivated with nothing to show', () => {
    const { view, state } = start();
    expect(view.getSnapshot().value).toBe('deactivated');
    expect(state()).toEqual({ image: null, isPhantomJs: false, isExport: false, isReady: false });
  });

  it(`shows the picture at once and is ready ${PRINT_READY_MS} ms after it arrives when there is no map`, () => {
    const { clock, view, state } = start();
    view.send({ type: 'print.open', image: 'data:image/png;base64,AAAA', request: GRID });
    expect(state()).toEqual({ image: 'data:image/png;base64,AAAA', isPhantomJs: false, isExport: false, isReady: false });
    clock.increment(PRINT_READY_MS - 1);
    expect(state().isReady).toBe(false);
    clock.increment(1);
    expect(state().isReady).toBe(true);
  });

  it(`on the map waits for the tiles, then is ready ${PRINT_READY_AFTER_TILES_MS} ms after they load`, () => {
    const { clock, view, state } = start();
    view.send({ type: 'print.open', image: 'data:image/png;base64,MAP', request: ON_MAP });
    clock.increment(PRINT_READY_MS * 2);
    expect(state().isReady).toBe(false);
    view.send({ type: 'print.tilesLoaded' });
    clock.increment(PRINT_READY_AFTER_TILES_MS - 1);
    expect(state().isReady).toBe(false);
    clock.increment(1);
    expect(state().isReady).toBe(true);
  });

  it("takes a print renderer's flags, and export and phantom set them while open", () => {
    const { view, state } = start();
    // Outside the view the flags have nothing to apply to.
    view.send({ type: 'print.export' });
    expect(state().isExport).toBe(false);
    view.send({ type: 'print.load', image: 'data:image/svg+xml,1', request: GRID, isExport: true, isPhantomJs: false });
    expect(state()).toMatchObject({ isExport: true, isPhantomJs: false });
    view.send({ type: 'print.phantom' });
    expect(state()).toMatchObject({ isExport: true, isPhantomJs: true });
    // A person's print after it starts without the renderer's flags.
    view.send({ type: 'print.open', image: 'data:image/png;base64,AAAA', request: GRID });
    expect(state()).toMatchObject({ isExport: false, isPhantomJs: false });
  });

  it('a new layer picture waits again before it is ready, and keeps the flags', () => {
    const { clock, view, state } = start();
    view.send({ type: 'print.load', image: 'data:image/svg+xml,all', request: GRID, isExport: true, isPhantomJs: true });
    clock.increment(PRINT_READY_MS);
    expect(state().isReady).toBe(true);
    view.send({ type: 'print.layer', layer: 1, image: 'data:image/svg+xml,two' });
    expect(state()).toEqual({ image: 'data:image/svg+xml,two', isExport: true, isPhantomJs: true, isReady: false });
    expect(view.getSnapshot().context.layer).toBe(1);
    clock.increment(PRINT_READY_MS);
    expect(state().isReady).toBe(true);
  });

  it('deactivate closes the view and forgets the picture, and a pending wait never marks it ready', () => {
    const { clock, view, state } = start();
    view.send({ type: 'print.open', image: 'data:image/png;base64,AAAA', request: GRID });
    view.send({ type: 'print.deactivate' });
    clock.increment(PRINT_READY_MS);
    expect(view.getSnapshot().value).toBe('deactivated');
    expect(state()).toEqual({ image: null, isPhantomJs: false, isExport: false, isReady: false });
    expect(view.getSnapshot().context.request).toBeNull();
  });
});
