/**
 * The instrument choice: one state per instrument, each invoking that instrument's gesture machine
 * as the child `tool`, so leaving an instrument stops its gesture. Pointer events are converted to
 * canvas points and forwarded to the tool; a choice the document does not allow is refused with
 * its notice; after undo, redo or a layer change the instrument that matches the sketch is chosen
 * again (spec §4).
 */
import { noticeEvent } from '../../shared/notices';
import { EDITOR_INSTRUMENTS, instrumentAvailability, type EditorInstrument } from '../document/instrumentAvailability';
import { restoredInstrument } from '../document/restoredInstrument';
import type { StraightKind } from '../instruments/instrumentCommands';
import type { ScreenPointerEvent } from '../instruments/pointerEvents';
import { hitTest } from '../instruments/select/hitTest';
import type { SelectPressEvent } from '../instruments/select/selectMachine';
import { toCanvas } from '../viewport/viewport';
import { editorAssign, editorEnqueue, eventParams, instrumentPointer, type EditorGuardArgs } from './editorContext';
import { wandInstrumentState } from './editorWand';
import { CUTOUT_ON } from './editorCutouts';

// Count is among them: undoing a layer's last marker, or a new layer, keeps the person counting.
const DRAWING_INSTRUMENTS: readonly EditorInstrument[] = ['straight', 'constrained', 'curved', 'angle', 'rectangle_tool', 'circle_tool', 'count_tool'];
/** The one instrument of the read-only view (drawing-core §4: "Educators are forced to pan_move"). */
const READ_ONLY_INSTRUMENT: EditorInstrument = 'pan_move';
const allowedWhileReadOnly = (readOnly: boolean, instrument: EditorInstrument) => !readOnly || instrument === READ_ONLY_INSTRUMENT;

export const instrumentGuards = {
  canChoose: ({ context }: EditorGuardArgs, { instrument, chosen }: { instrument: EditorInstrument; chosen: EditorInstrument }) =>
    chosen === instrument && allowedWhileReadOnly(context.readOnly, instrument) && instrumentAvailability(context.document, instrument).enabled,
  /** Not the educator's read-only view: edits of layers, notes and lengths are refused there too, not only hidden. */
  editable: ({ context }: EditorGuardArgs) => !context.readOnly,
  restores: ({ context }: EditorGuardArgs, { instrument }: { instrument: EditorInstrument }) =>
    context.readOnly ? instrument === READ_ONLY_INSTRUMENT : restoredInstrument(context.document, context.lastDrawing) === instrument,
};

export const instrumentActions = {
  trackPointer: editorAssign(({ context }, { screen }: ScreenPointerEvent) => ({ pointer: toCanvas(context.viewport, screen), snapMarker: null })),
  forwardPointer: editorEnqueue(({ context, enqueue }, pointer: ScreenPointerEvent) => enqueue.sendTo('tool', instrumentPointer(context, pointer))),
  // A press of the select tool also carries what lies under it and whether a layer may be
  // dragged: hit-testing runs once per press, never per pointer move.
  forwardSelectPress: editorEnqueue(({ context, enqueue }, pointer: ScreenPointerEvent & { type: 'pointer.down' }) => {
    const { point, offset } = instrumentPointer(context, pointer);
    const press: SelectPressEvent = {
      ...pointer,
      point,
      offset,
      hit: hitTest(context.document, point, context.viewport.zoom),
      layerDragAllowed: !context.instrumentMenuOpen,
    };
    enqueue.sendTo('tool', press);
  }),
  cancelGesture: editorEnqueue(({ enqueue }) => enqueue.sendTo('tool', { type: 'gesture.cancel' })),
  // The line in progress stops where it is: its preview goes until the pointer moves again.
  forgetPointer: editorAssign({ pointer: null }),
  refuseInstrument: editorEnqueue(({ context, enqueue }, { instrument }: { instrument: EditorInstrument }) => {
    if (!allowedWhileReadOnly(context.readOnly, instrument)) return;
    const { notice } = instrumentAvailability(context.document, instrument);
    if (notice) enqueue.emit(noticeEvent(notice));
  }),
  rememberDrawing: editorAssign(({ context }, { instrument }: { instrument: EditorInstrument }) => ({
    lastDrawing: DRAWING_INSTRUMENTS.includes(instrument) ? instrument : context.lastDrawing,
  })),
  restoreInstrument: editorEnqueue(({ enqueue }) => enqueue.raise({ type: 'instrument.restore' })),
  clearSelection: editorAssign({ selection: null, editingLine: null }),
  setInstrumentMenu: editorAssign((_, { open }: { open: boolean }) => ({ instrumentMenuOpen: open })),
  setReadOnly: editorAssign((_, { readOnly }: { readOnly: boolean }) => ({ readOnly, selection: null, editingLine: null, renamingLayer: null })),
};

/** In a state whose instrument has a gesture machine, input goes on to that machine. */
const TOOL_INPUT = {
  'pointer.down': { actions: { type: 'forwardPointer', params: eventParams } },
  'pointer.move': { actions: [{ type: 'trackPointer', params: eventParams }, { type: 'forwardPointer', params: eventParams }] },
  'pointer.up': { actions: { type: 'forwardPointer', params: eventParams } },
  'gesture.cancel': { actions: 'cancelGesture' },
} as const;

/**
 * The input of an instrument that places points: each point snapped to the drawing's lines
 * (editorSnap.ts) before the instrument sees it, so no instrument knows of snapping.
 */
const PLACING_INPUT = {
  ...TOOL_INPUT,
  'pointer.down': { actions: { type: 'forwardSnappedPointer', params: eventParams } },
  'pointer.move': { actions: [{ type: 'trackSnappedPointer', params: eventParams }, { type: 'forwardSnappedPointer', params: eventParams }] },
  'pointer.up': { actions: { type: 'forwardSnappedPointer', params: eventParams } },
} as const;

/**
 * A freehand stroke snaps where it starts and ends only: its samples in between are the hand's,
 * which snapping each to the nearest line end or midpoint would bunch up along the drawing's lines.
 */
const STROKE_INPUT = {
  ...PLACING_INPUT,
  'pointer.move': { actions: [{ type: 'trackSnappedPointer', params: eventParams }, { type: 'forwardPointer', params: eventParams }] },
} as const;

const instrumentState = <Src extends string>(src: Src) => ({ invoke: { id: 'tool', src }, on: TOOL_INPUT }) as const;
const placingState = <Src extends string>(src: Src) => ({ invoke: { id: 'tool', src }, on: PLACING_INPUT }) as const;

/** The line instruments also take a typed length for the next vertex. */
const lineInstrumentState = <Src extends string>(src: Src, kind: StraightKind) =>
  ({
    invoke: { id: 'tool', src },
    on: {
      ...PLACING_INPUT,
      'gesture.cancel': { actions: ['cancelGesture', 'forgetPointer'] },
      'vertex.typedLength': {
        guard: 'drawingOpenSequence',
        actions: { type: 'applyTypedLength', params: ({ event }: { event: { length: number } }) => ({ kind, length: event.length }) },
      },
    },
  }) as const;

export const INSTRUMENT_STATES = {
  straight: lineInstrumentState('straightTool', 'straight'),
  constrained: lineInstrumentState('constrainedTool', 'constrained'),
  curved: { invoke: { id: 'tool', src: 'curvedTool' }, on: STROKE_INPUT },
  angle: lineInstrumentState('angleTool', 'angle'),
  rectangle_tool: placingState('rectangleTool'),
  circle_tool: placingState('circleTool'),
  pan_move: instrumentState('panTool'),
  select_tool: {
    invoke: { id: 'tool', src: 'selectTool' },
    on: { ...TOOL_INPUT, 'pointer.down': { actions: { type: 'forwardSelectPress', params: eventParams } } },
  },
  note_tool: placingState('noteTool'),
  count_tool: placingState('countTool'),
  // The hole in progress is the editor's (see editorCutouts.ts): Escape and leaving drop it.
  cutout_tool: {
    invoke: { id: 'tool', src: 'cutoutTool' },
    exit: 'clearCutoutDraft',
    on: { ...PLACING_INPUT, 'gesture.cancel': { actions: ['cancelGesture', 'clearCutoutDraft'] }, ...CUTOUT_ON },
  },
  magic_wand: wandInstrumentState('select'),
  magic_wand_add: wandInstrumentState('add'),
  magic_wand_sub: wandInstrumentState('subtract'),
  scale_line: placingState('scaleLineTool'),
  // A press carries the corner under it; the corners in progress are the editor's (editorPerspective.ts): Escape and leaving drop them.
  perspective_tool: {
    invoke: { id: 'tool', src: 'perspectiveTool' },
    exit: 'clearPerspectiveDraft',
    on: {
      ...TOOL_INPUT,
      'pointer.down': { actions: { type: 'forwardPerspectivePress', params: eventParams } },
      'gesture.cancel': { actions: ['cancelGesture', 'clearPerspectiveDraft'] },
    },
  },
} as const;

/** instrument.select: the chosen instrument's state when it is available, else the refusal's notice. */
const CHOOSE = [
  ...EDITOR_INSTRUMENTS.map((instrument) => ({
    guard: { type: 'canChoose', params: ({ event }: { event: { instrument: EditorInstrument } }) => ({ instrument, chosen: event.instrument }) },
    target: `.${instrument}`,
    actions: [{ type: 'rememberDrawing', params: { instrument } }, 'clearSelection'],
  }) as const),
  { actions: { type: 'refuseInstrument', params: eventParams } } as const,
];

/** instrument.restore: the state of the instrument that matches the sketch. */
const RESTORE = EDITOR_INSTRUMENTS.map((instrument) => ({
  guard: { type: 'restores', params: { instrument } },
  target: `.${instrument}`,
}) as const);

export const INSTRUMENTS_ON = {
  'pointer.move': { actions: { type: 'trackPointer', params: eventParams } },
  'shape.closed': { target: '.select_tool' },
  'instrument.select': CHOOSE,
  'instrument.restore': RESTORE,
  'instrumentMenu.set': { actions: { type: 'setInstrumentMenu', params: eventParams } },
  // Turning it on leaves any gesture for the pan tool at once.
  'readOnly.set': { actions: [{ type: 'setReadOnly', params: eventParams }, 'restoreInstrument'] },
} as const;
