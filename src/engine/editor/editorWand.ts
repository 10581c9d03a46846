/**
 * The magic wand in the editor. Each wand instrument invokes the wand's own machine
 * (instruments/magicWand/wandMachine.ts) as its `tool`, hands it the document with each press and
 * each change of options, and takes back one `mask.commit` per step, or a notice. Confirming turns
 * the mask into lines and layers; cancelling drops it. The wand panel's options live here, so they
 * are kept while the wand instruments change.
 */
import type { Mask } from '../../shared/schemas';
import { noticeEvent, type Notice } from '../../shared/notices';
import { activeMask, commitMask, confirmMask, dropMask } from '../document/mask';
import type { WandOptionsEvent, WandPressEvent } from '../instruments/magicWand/wandMachine';
import type { WandPort } from '../instruments/magicWand/wandStep';
import type { ScreenPointerEvent } from '../instruments/pointerEvents';
import type { WandSettings } from '../instruments/magicWand/wandSettings';
import type { WandOperation } from '../kernels/wandSession';
import { editorAssign, editorEnqueue, eventParams, instrumentPointer, type EditorGuardArgs } from './editorContext';

/** The worker forgets its masks once a selection is confirmed or cancelled; a failure here loses nothing. */
export function forgetMasks(wand: WandPort | null): void {
  wand?.clear().catch(() => undefined);
}

export const wandGuards = {
  hasMask: ({ context }: EditorGuardArgs) => activeMask(context.document) !== null,
};

export const wandActions = {
  forwardWandPress: editorEnqueue(({ context, enqueue }, pointer: ScreenPointerEvent & { type: 'pointer.down' }) => {
    const press: WandPressEvent = { ...instrumentPointer(context, pointer), type: 'pointer.down', document: context.document };
    enqueue.sendTo('tool', press);
  }),
  setWandOptions: editorAssign(({ context }, { options }: { options: Partial<WandSettings> }) => ({
    wandOptions: { ...context.wandOptions, ...options },
  })),
  forwardWandOptions: editorEnqueue(({ context, enqueue }) => {
    const change: WandOptionsEvent = { type: 'wand.options', options: context.wandOptions, document: context.document };
    enqueue.sendTo('tool', change);
  }),
  commitMask: editorAssign(({ context }, { mask }: { mask: Mask }) => ({ document: commitMask(context.document, mask), needSave: true })),
  showWandNotice: editorEnqueue(({ enqueue }, { notice }: { notice: Notice }) => enqueue.emit(noticeEvent(notice))),
  confirmMask: editorEnqueue(({ context, enqueue }) => {
    enqueue.assign({ document: confirmMask(context.document), needSave: true });
    forgetMasks(context.wand);
    enqueue.raise({ type: 'shape.closed' });
  }),
  cancelMask: editorEnqueue(({ context, enqueue }) => {
    enqueue.assign({ document: dropMask(context.document), needSave: true });
    forgetMasks(context.wand);
  }),
};

/** A wand instrument's state: its tool is the wand machine for `operation`. */
export const wandInstrumentState = (operation: WandOperation) =>
  ({
    invoke: {
      id: 'tool',
      src: 'wandTool',
      input: ({ context }: EditorGuardArgs) => ({ port: context.wand, operation, options: context.wandOptions }),
    },
    on: {
      'pointer.down': { actions: { type: 'forwardWandPress', params: eventParams } },
      'gesture.cancel': { actions: 'cancelGesture' },
      'wand.options': { actions: [{ type: 'setWandOptions', params: eventParams }, 'forwardWandOptions'] },
    },
  }) as const;

export const WAND_ON = {
  'mask.commit': { actions: { type: 'commitMask', params: eventParams } },
  'wand.notice': { actions: { type: 'showWandNotice', params: eventParams } },
  // Outside the wand instruments the options are kept for the next wand.
  'wand.options': { actions: { type: 'setWandOptions', params: eventParams } },
  'wand.confirm': { guard: 'hasMask', actions: 'confirmMask' },
  // Cancel leaves the plain wand chosen, ready for the next click.
  'wand.cancel': { guard: 'hasMask', target: '.magic_wand', actions: 'cancelMask' },
} as const;
