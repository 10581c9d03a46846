/**
 * The print view's state (spec drawing-core §3 "Print state", §4 "Print": export, ready, phantom,
 * deactivate). Closed until a picture arrives: the print workflow's PNG from /api/print, or what
 * a print renderer's `loadPrintData` hook drew. Open, it becomes ready PRINT_READY_AFTER_TILES_MS
 * after the map's tiles (the picture of the map) have loaded, or PRINT_READY_MS after its data
 * arrived when there is no map; a new picture (another layer) starts that wait again. `export`
 * and `phantom` set the view's flags; `deactivate` closes it and forgets everything.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { PRINT_READY_AFTER_TILES_MS, PRINT_READY_MS, type PrintRequest, type PrintState } from '../../shared/print';

export interface PrintViewContext extends PrintState {
  /** The body the picture was drawn from: the view's results and its layer filter read it. */
  readonly request: PrintRequest | null;
  /** The one layer the picture shows (0-based), or null for what the screen shows. */
  readonly layer: number | null;
}

/** A picture and what it was drawn from. */
interface Picture {
  image: string;
  request: PrintRequest;
}

export type PrintViewEvent =
  /** The print workflow's picture: a print for a person, with buttons and the browser's Print. */
  | ({ type: 'print.open' } & Picture)
  /** A print renderer's data (`loadPrintData`), with its flags. */
  | ({ type: 'print.load'; isExport: boolean; isPhantomJs: boolean } & Picture)
  /** The picture of one layer, or of every shown layer with null (`changeLayer`). */
  | { type: 'print.layer'; layer: number | null; image: string }
  /** The picture, with the map's tiles in it, has loaded. */
  | { type: 'print.tilesLoaded' }
  | { type: 'print.export' }
  | { type: 'print.phantom' }
  | { type: 'print.deactivate' };

const CLOSED: PrintViewContext = { image: null, isPhantomJs: false, isExport: false, isReady: false, request: null, layer: null };

export const printViewMachine = setup({
  types: { context: {} as PrintViewContext, events: {} as PrintViewEvent },
  delays: { afterTiles: PRINT_READY_AFTER_TILES_MS, withoutMap: PRINT_READY_MS },
  guards: {
    onMap: ({ context }) => context.request?.state.map != null,
  },
  actions: {
    forget: assign(() => CLOSED),
    showPicture: assign(({ event }) => {
      if (event.type === 'print.open') return { ...CLOSED, image: event.image, request: event.request };
      if (event.type === 'print.load') return { ...CLOSED, image: event.image, request: event.request, isExport: event.isExport, isPhantomJs: event.isPhantomJs };
      return {};
    }),
    showLayer: assign(({ event }) => (event.type === 'print.layer' ? { image: event.image, layer: event.layer } : {})),
    notReady: assign({ isReady: false }),
    ready: assign({ isReady: true }),
    markExport: assign({ isExport: true }),
    markPhantom: assign({ isPhantomJs: true }),
  },
}).createMachine({
  id: 'printView',
  context: CLOSED,
  initial: 'deactivated',
  states: {
    deactivated: {
      entry: 'forget',
      on: {
        'print.open': { target: 'open', actions: 'showPicture' },
        'print.load': { target: 'open', actions: 'showPicture' },
      },
    },
    open: {
      initial: 'arriving',
      on: {
        'print.open': { target: 'open', reenter: true, actions: 'showPicture' },
        'print.load': { target: 'open', reenter: true, actions: 'showPicture' },
        'print.layer': { target: '.arriving', reenter: true, actions: 'showLayer' },
        'print.export': { actions: 'markExport' },
        'print.phantom': { actions: 'markPhantom' },
        'print.deactivate': { target: 'deactivated' },
      },
      states: {
        arriving: {
          entry: 'notReady',
          always: [{ guard: 'onMap', target: 'waitingForTiles' }, { target: 'settling' }],
        },
        waitingForTiles: {
          on: { 'print.tilesLoaded': { target: 'tilesLoaded' } },
        },
        tilesLoaded: {
          after: { afterTiles: { target: 'ready' } },
        },
        settling: {
          after: { withoutMap: { target: 'ready' } },
        },
        ready: { entry: 'ready' },
      },
    },
  },
});

export type PrintViewActor = ActorRefFrom<typeof printViewMachine>;
export type PrintViewSnapshot = SnapshotFrom<typeof printViewMachine>;

/** The spec's print state of a snapshot, as the hooks show it. */
export const printStateOf = ({ context }: PrintViewSnapshot): PrintState => ({
  image: context.image,
  isPhantomJs: context.isPhantomJs,
  isExport: context.isExport,
  isReady: context.isReady,
});
