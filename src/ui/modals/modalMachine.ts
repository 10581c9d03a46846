/**
 * Which modal is open: none, a confirmation, the settings dialog, an info message or the
 * loader. One modal at a time; the loader takes over from any other and Escape (`modal.close`)
 * never closes it. Confirming a clear or a layer deletion is what sends the editor the command.
 */
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';

/** The modals `modal.open` can name. */
export type ModalName = 'confirmClearCanvas' | 'confirmDeleteLayer' | 'settings' | 'info';

export type ModalEvent =
  | { type: 'modal.open'; modal: Exclude<ModalName, 'info'> }
  | { type: 'modal.open'; modal: 'info'; title: string; message: string }
  /** Cancel, Close, Escape or a click outside. Ignored while loading. */
  | { type: 'modal.close' }
  /** The confirming button: Clear, Delete, or the info modal's Ok. */
  | { type: 'modal.confirm' }
  | { type: 'loader.show' }
  | { type: 'loader.hide' };

export interface ModalContext {
  editor: EditorActor;
  /** What the info modal says; empty while another modal is open. */
  info: { title: string; message: string };
}

type OpenEvent = Extract<ModalEvent, { type: 'modal.open' }>;
const NO_INFO = { title: '', message: '' };

/** Every state but the loader answers `modal.open` the same way: the named modal replaces the open one. */
const OPEN = {
  'modal.open': [
    { guard: 'opensClearCanvas', target: '#modals.confirmClearCanvas' },
    { guard: 'opensDeleteLayer', target: '#modals.confirmDeleteLayer' },
    { guard: 'opensSettings', target: '#modals.settings' },
    { guard: 'opensInfo', target: '#modals.info', actions: 'rememberInfo' },
  ],
  'loader.show': { target: '#modals.loading' },
} as const;

const opens = (modal: ModalName) => ({ event }: { event: ModalEvent }) => (event as OpenEvent).modal === modal;

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as { editor: EditorActor },
  },
  guards: {
    opensClearCanvas: opens('confirmClearCanvas'),
    opensDeleteLayer: opens('confirmDeleteLayer'),
    opensSettings: opens('settings'),
    opensInfo: opens('info'),
  },
  actions: {
    rememberInfo: assign({
      info: ({ event }) => {
        const { title, message } = event as Extract<OpenEvent, { modal: 'info' }>;
        return { title, message };
      },
    }),
    forgetInfo: assign({ info: NO_INFO }),
    clearCanvas: sendTo(({ context }) => context.editor, { type: 'document.clear' }),
    deleteLayer: sendTo(({ context }) => context.editor, { type: 'layer.delete' }),
  },
}).createMachine({
  id: 'modals',
  context: ({ input }) => ({ editor: input.editor, info: NO_INFO }),
  initial: 'closed',
  states: {
    closed: { on: OPEN },
    confirmClearCanvas: {
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed', actions: 'clearCanvas' },
      },
    },
    confirmDeleteLayer: {
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed', actions: 'deleteLayer' },
      },
    },
    settings: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    info: {
      exit: 'forgetInfo',
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed' },
      },
    },
    // No `modal.close` here: Escape never closes the loader, and nothing opens over it.
    loading: {
      on: { 'loader.hide': { target: 'closed' } },
    },
  },
});

export type ModalActor = ActorRefFrom<typeof modalMachine>;
