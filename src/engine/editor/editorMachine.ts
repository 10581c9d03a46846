/**
 * The editor: the document store and the instrument choice in one statechart. Each instrument
 * state invokes that instrument's gesture machine as the child `tool`, so leaving an instrument
 * stops its gesture. Pointer events are converted to canvas points here and forwarded to the
 * tool; the tool answers with commands (`straight.commit`, `viewport.pan`) that produce the next
 * immutable document or viewport. Notifications leave as emitted `notice` events.
 */
import { and, assign, emit, enqueueActions, raise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ZOOM_BUTTON_STEP, type DrawingColor } from '../../shared/constants';
import type { CanvasPoint } from '../../shared/geometry';
import type { LengthUnit, MeasurementSystem } from '../../shared/units';
import type { DrawingDocument } from '../document/drawingDocument';
import {
  applyLoadedSystem,
  applySwitchedSystem,
  canRedoDocument,
  canUndoDocument,
  createDocument,
  currentSketch,
  setScale,
  stepHistory,
} from '../document/drawingDocument';
import { sketchStatus } from '../document/sketch';
import { applyStraightCommit } from '../document/straightCommit';
import { panMachine, type ViewportPanEvent } from '../instruments/pan/panMachine';
import type { CancelEvent, ScreenPointerEvent } from '../instruments/pointerEvents';
import { straightMachine, type StraightCommitEvent } from '../instruments/straight/straightMachine';
import { createViewport, panTo, resizeStage, toCanvas, wheelZoom, zoomAt, zoomAtCentre, type Size, type Viewport } from '../viewport/viewport';
import { NOTICES, noticeEvent, type NoticeEvent } from './notices';

/** The instruments this editor offers so far; the rest of spec §4's list comes with their machines. */
export type EditorInstrument = 'straight' | 'pan_move' | 'select_tool';

export interface EditorContext {
  document: DrawingDocument;
  viewport: Viewport;
  /** The pointer's latest canvas position, for the instrument overlay. */
  pointer: CanvasPoint | null;
}

export interface EditorInput {
  measure: LengthUnit;
  color: DrawingColor;
  stage: Size;
}

export type EditorEvent =
  | ScreenPointerEvent
  | CancelEvent
  | StraightCommitEvent
  | ViewportPanEvent
  | { type: 'instrument.select'; instrument: EditorInstrument }
  | { type: 'instrument.restore' }
  | { type: 'shape.closed' }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'zoom.step'; direction: 1 | -1 }
  | { type: 'zoom.wheel'; deltaY: number; screen: { x: number; y: number } }
  | { type: 'stage.resize'; size: Size }
  | { type: 'scale.set'; value: number; measure: LengthUnit }
  /** The stored settings arrived with this measurement system. */
  | { type: 'system.loaded'; system: MeasurementSystem }
  /** The person chose this default measurement system in the settings. */
  | { type: 'system.switched'; system: MeasurementSystem };

type EventOf<T extends EditorEvent['type']> = Extract<EditorEvent, { type: T }>;

const sketchIsClosed = (context: EditorContext): boolean => sketchStatus(currentSketch(context.document)) === 'closed';

/** In a state whose instrument has a gesture machine, input goes on to that machine. */
const TOOL_INPUT = {
  'pointer.down': { actions: 'forwardPointer' },
  'pointer.move': { actions: ['trackPointer', 'forwardPointer'] },
  'pointer.up': { actions: 'forwardPointer' },
  'gesture.cancel': { actions: 'cancelGesture' },
} as const;

export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
    emitted: {} as NoticeEvent,
  },
  actors: { straightTool: straightMachine, panTool: panMachine },
  guards: {
    wantsStraight: ({ event }) => (event as EventOf<'instrument.select'>).instrument === 'straight',
    wantsPan: ({ event }) => (event as EventOf<'instrument.select'>).instrument === 'pan_move',
    wantsSelect: ({ event }) => (event as EventOf<'instrument.select'>).instrument === 'select_tool',
    sketchIsClosed: ({ context }) => sketchIsClosed(context),
    canUndo: ({ context }) => canUndoDocument(context.document),
    canRedo: ({ context }) => canRedoDocument(context.document),
  },
  actions: {
    trackPointer: assign({
      pointer: ({ context, event }) => toCanvas(context.viewport, (event as ScreenPointerEvent).screen),
    }),
    // Forwards a pointer event to the active tool with its canvas point added.
    forwardPointer: sendTo('tool', ({ context, event }) => {
      const pointer = event as ScreenPointerEvent;
      return { ...pointer, point: toCanvas(context.viewport, pointer.screen), offset: context.viewport.offset };
    }),
    cancelGesture: sendTo('tool', { type: 'gesture.cancel' }),
    commitStraight: enqueueActions(({ context, event, enqueue }) => {
      const { press, release, dragged } = event as StraightCommitEvent;
      const result = applyStraightCommit(context.document, { press, release, dragged }, context.viewport.zoom);
      if (result.document !== context.document) enqueue.assign({ document: result.document });
      if (result.outcome === 'intersect') enqueue.emit(noticeEvent(NOTICES.linesCannotIntersect));
      if (result.outcome === 'locked') enqueue.emit(noticeEvent(NOTICES.addNewLayer));
      if (result.outcome === 'closed') enqueue.raise({ type: 'shape.closed' });
    }),
    notifyLocked: emit(noticeEvent(NOTICES.addNewLayer)),
    undo: assign({ document: ({ context }) => stepHistory(context.document, 'undo') }),
    redo: assign({ document: ({ context }) => stepHistory(context.document, 'redo') }),
    restoreInstrument: raise({ type: 'instrument.restore' }),
    pan: assign({ viewport: ({ context, event }) => panTo(context.viewport, (event as ViewportPanEvent).offset) }),
    zoomStep: assign({
      viewport: ({ context, event }) =>
        zoomAtCentre(context.viewport, context.viewport.zoom + (event as EventOf<'zoom.step'>).direction * ZOOM_BUTTON_STEP),
    }),
    zoomWheel: assign({
      viewport: ({ context, event }) => {
        const { deltaY, screen } = event as EventOf<'zoom.wheel'>;
        return zoomAt(context.viewport, wheelZoom(context.viewport.zoom, deltaY), screen);
      },
    }),
    resize: assign({ viewport: ({ context, event }) => resizeStage(context.viewport, (event as EventOf<'stage.resize'>).size) }),
    setScale: assign({
      document: ({ context, event }) => {
        const { value, measure } = event as EventOf<'scale.set'>;
        return setScale(context.document, value, measure);
      },
    }),
    loadSystem: assign({
      document: ({ context, event }) => applyLoadedSystem(context.document, (event as EventOf<'system.loaded'>).system),
    }),
    switchSystem: assign({
      document: ({ context, event }) => applySwitchedSystem(context.document, (event as EventOf<'system.switched'>).system),
    }),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({
    document: createDocument({ measure: input.measure, color: input.color }),
    viewport: createViewport(input.stage),
    pointer: null,
  }),
  initial: 'straight',
  on: {
    'pointer.move': { actions: 'trackPointer' },
    'straight.commit': { actions: 'commitStraight' },
    'viewport.panTo': { actions: 'pan' },
    'shape.closed': { target: '.select_tool' },
    'instrument.select': [
      { guard: and(['wantsStraight', 'sketchIsClosed']), actions: 'notifyLocked' },
      { guard: 'wantsStraight', target: '.straight' },
      { guard: 'wantsPan', target: '.pan_move' },
      { guard: 'wantsSelect', target: '.select_tool' },
    ],
    // After undo or redo the instrument that matches the sketch is chosen again (spec §4).
    'instrument.restore': [{ guard: 'sketchIsClosed', target: '.select_tool' }, { target: '.straight' }],
    'history.undo': { guard: 'canUndo', actions: ['undo', 'restoreInstrument'] },
    'history.redo': { guard: 'canRedo', actions: ['redo', 'restoreInstrument'] },
    'zoom.step': { actions: 'zoomStep' },
    'zoom.wheel': { actions: 'zoomWheel' },
    'stage.resize': { actions: 'resize' },
    'scale.set': { actions: 'setScale' },
    'system.loaded': { actions: 'loadSystem' },
    'system.switched': { actions: 'switchSystem' },
  },
  states: {
    straight: {
      invoke: { id: 'tool', src: 'straightTool' },
      on: TOOL_INPUT,
    },
    pan_move: {
      invoke: { id: 'tool', src: 'panTool' },
      on: TOOL_INPUT,
    },
    select_tool: {},
  },
});

export type EditorActor = ActorRefFrom<typeof editorMachine>;
export type EditorSnapshot = SnapshotFrom<typeof editorMachine>;
