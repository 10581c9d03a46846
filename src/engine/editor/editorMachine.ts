/**
 * The editor: the document store and the instrument choice in one statechart. Each instrument
 * state invokes that instrument's gesture machine as the child `tool`, so leaving an instrument
 * stops its gesture. Pointer events are converted to canvas points here and forwarded to the
 * tool; the tool answers with commands (`straight.commit`, `edit.preview`, `viewport.panTo`…)
 * that the pure functions of editorCommands.ts turn into the next document. Notifications leave
 * as emitted `notice` events.
 */
import { and, assign, cancel, enqueueActions, not, raise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { MIN_LINE_LENGTH, ZOOM_BUTTON_STEP, type LabelColor } from '../../shared/constants';
import type { Mask } from '../../shared/schemas';
import type { CanvasPoint, Point } from '../../shared/geometry';
import { MAP_WHEEL_DEBOUNCE_MS } from '../../shared/map';
import type { LengthUnit } from '../../shared/units';
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
import { replaceImage } from '../document/image';
import { activeMask, commitMask, confirmMask, dropMask } from '../document/mask';
import type { WandOperation, WandOptions } from '../kernels/wandSession';
import { wandClick, wandRerun, type WandRequest } from '../instruments/magicWand/wandClick';
import { wandFailureNotice, type WandPort } from '../instruments/magicWand/wandStep';
import { DEFAULT_WAND_OPTIONS, forgetMasks, wandState, wandStepActor } from './wandStates';
import { clearDocument, selectLayer, setDrawingColor } from '../document/layers';
import { angleMachine } from '../instruments/angle/angleMachine';
import { circleMachine } from '../instruments/circle/circleMachine';
import { constrainedMachine } from '../instruments/constrained/constrainedMachine';
import { curvedMachine } from '../instruments/curved/curvedMachine';
import { noteMachine } from '../instruments/note/noteMachine';
import { panMachine } from '../instruments/pan/panMachine';
import type { InstrumentPointerEvent, ScreenPointerEvent } from '../instruments/pointerEvents';
import { rectangleMachine } from '../instruments/rectangle/rectangleMachine';
import { selectMachine, type SelectPressEvent } from '../instruments/select/selectMachine';
import { straightMachine } from '../instruments/straight/straightMachine';
import { scaleLineMachine } from '../instruments/scaleLine/scaleLineMachine';
import { SCALE_NOTICES, knownLengthRefusalNotice } from '../instruments/scaleLine/scaleNotices';
import { applyKnownLength, drawScaleLine, hideScaleLine, lineLength } from '../document/knownLengthScale';
import { createViewport, panTo, resizeStage, toCanvas, wheelZoom, zoomAt, zoomAtCentre, type Size, type Viewport } from '../viewport/viewport';
import { commitEdit, commitTypedLength, previewEdit, type CommandResult } from './editorCommands';
import { layerCommand, noteCommand, runCommand } from './eventCommands';
import type { EditorEvent, EditorInstrument, EventOf, SavedFile } from './editorEvents';
import { hitTest } from '../instruments/select/hitTest';
import { EDITOR_INSTRUMENTS, instrumentAvailability } from '../document/instrumentAvailability';
import type { HandleRef } from '../document/sketchEdits';
import type { StraightKind } from '../instruments/instrumentCommands';
import { restoredInstrument } from '../document/restoredInstrument';
import { fromDocumentState } from '../document/savedDocument';
import { NOTICES, noticeEvent, type NoticeEvent } from '../../shared/notices';
import { hideMap, importPolygons, jumpMap, mapWheelZoom, mapZoomStep, setMapLengthUnit, setMapMaxZoom, showMap } from '../map/mapMode';

export type { EditorEvent, EditorInstrument, SavedFile } from './editorEvents';

export interface EditorContext {
  document: DrawingDocument;
  viewport: Viewport;
  /** The pointer's latest canvas position, for the instrument overlay and typed lengths. */
  pointer: CanvasPoint | null;
  /** The handle the select tool last picked: arrow keys nudge it, Delete removes it. */
  selection: HandleRef | null;
  /** The line whose length editor is open. */
  editingLine: number | null;
  /** The document from before the drag in progress, restored if the drag is cancelled or refused. */
  editBase: DrawingDocument | null;
  /** An instrument menu is open: dragging a whole layer waits. */
  instrumentMenuOpen: boolean;
  /** The drawing instrument last chosen, chosen again when a layer is empty after undo or a layer change. */
  lastDrawing: EditorInstrument;
  /** The kernel worker's wand; null in tests that draw only. */
  wand: WandPort | null;
  /** The wand panel's tolerance, blur and compound switch. */
  wandOptions: WandOptions;
  /** The wand step under way (or waiting for the sliders to settle). */
  wandRequest: WandRequest | null;
  /** The scale was set from the reference line shown: the Set scale panel offers Add to Canvas. */
  scaleLineSet: boolean;
  /** The saved document this drawing was opened from or last saved as; null for a new drawing. */
  file: SavedFile | null;
  /** A committed edit since the last save or open (spec drawing-core §3 "needSave"). */
  needSave: boolean;
  /** The wheel gesture on the map waiting to settle (spec §4: map wheel zoom is debounced 100 ms). */
  mapWheel: { deltaY: number; screen: Point } | null;
}


export interface EditorInput {
  measure: LengthUnit;
  color: LabelColor;
  stage: Size;
  wand?: WandPort;
}


/** In a state whose instrument has a gesture machine, input goes on to that machine. */
const TOOL_INPUT = {
  'pointer.down': { actions: 'forwardPointer' },
  'pointer.move': { actions: ['trackPointer', 'forwardPointer'] },
  'pointer.up': { actions: 'forwardPointer' },
  'gesture.cancel': { actions: 'cancelGesture' },
} as const;

/** A pointer event as an instrument receives it: the canvas point and the view's offset added. */
const instrumentPointer = (context: EditorContext, pointer: ScreenPointerEvent): InstrumentPointerEvent => ({
  ...pointer,
  point: toCanvas(context.viewport, pointer.screen),
  offset: context.viewport.offset,
});

const instrumentState = <Src extends string>(src: Src) => ({ invoke: { id: 'tool', src }, on: TOOL_INPUT });

/** The line instruments also take a typed length for the next vertex. */
const lineInstrumentState = <Src extends string>(src: Src, kind: StraightKind) => ({
  invoke: { id: 'tool', src },
  on: {
    ...TOOL_INPUT,
    'vertex.typedLength': { guard: 'drawingOpenSequence' as const, actions: { type: 'applyTypedLength' as const, params: { kind } } },
  },
});

const DRAWING_INSTRUMENTS: readonly EditorInstrument[] = ['straight', 'constrained', 'curved', 'angle', 'rectangle_tool', 'circle_tool'];

/** instrument.select: the chosen instrument's state when it is available, else the refusal's notice. */
const CHOOSE = [
  ...EDITOR_INSTRUMENTS.map((instrument) => ({
    guard: { type: 'canChoose', params: { instrument } } as const,
    target: `.${instrument}`,
    actions: [{ type: 'rememberDrawing', params: { instrument } } as const, 'clearSelection' as const],
  })),
  { actions: 'refuseInstrument' as const },
];

/** instrument.restore: the state of the instrument that matches the sketch. */
const RESTORE = EDITOR_INSTRUMENTS.map((instrument) => ({
  guard: { type: 'restores', params: { instrument } } as const,
  target: `.${instrument}`,
}));

export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
    emitted: {} as NoticeEvent,
  },
  actors: {
    straightTool: straightMachine,
    constrainedTool: constrainedMachine,
    angleTool: angleMachine,
    curvedTool: curvedMachine,
    rectangleTool: rectangleMachine,
    circleTool: circleMachine,
    panTool: panMachine,
    selectTool: selectMachine,
    noteTool: noteMachine,
    wandStep: wandStepActor,
    scaleLineTool: scaleLineMachine,
  },
  guards: {
    canChoose: ({ context, event }, params: { instrument: EditorInstrument }) =>
      (event as EventOf<'instrument.select'>).instrument === params.instrument &&
      instrumentAvailability(context.document, params.instrument).enabled,
    restores: ({ context }, params: { instrument: EditorInstrument }) =>
      restoredInstrument(context.document, context.lastDrawing) === params.instrument,
    canUndo: ({ context }) => canUndoDocument(context.document),
    canRedo: ({ context }) => canRedoDocument(context.document),
    hasSelection: ({ context }) => context.selection !== null,
    // A typed length needs a vertex to measure from and a sequence still open.
    drawingOpenSequence: ({ context }) => sketchStatus(currentSketch(context.document)) === 'drawing',
    isEditing: ({ context }) => context.editingLine !== null,
    hasMask: ({ context }) => activeMask(context.document) !== null,
    noMask: ({ context }) => activeMask(context.document) === null,
    maskMadeBy: ({ context }, params: { operation: WandOperation }) => activeMask(context.document)?.operation === params.operation,
    wandClickRuns: ({ context, event }, params: { operation: WandOperation }) =>
      wandClick(context.document, params.operation, toCanvas(context.viewport, (event as ScreenPointerEvent).screen), context.wandOptions).ok,
    // The rule tool and the known-length scale.
    longEnoughScaleLine: ({ context, event }) => {
      const { from, to } = event as EventOf<'scaleLine.commit'>;
      return lineLength(from, to) > MIN_LINE_LENGTH / context.viewport.zoom;
    },
    scaleLineReady: ({ context }) => context.document.scale.lineReady,
    scaleLineSet: ({ context }) => context.scaleLineSet,
    straightAvailable: ({ context }) => instrumentAvailability(context.document, 'straight').enabled,
    onMap: ({ context }) => context.document.map !== null,
  },
  actions: {
    trackPointer: assign({
      pointer: ({ context, event }) => toCanvas(context.viewport, (event as ScreenPointerEvent).screen),
    }),
    // Forwards a pointer event to the active tool with its canvas point added.
    forwardPointer: sendTo('tool', ({ context, event }) => instrumentPointer(context, event as ScreenPointerEvent)),
    // A press of the select tool also carries what lies under it and whether a layer may be
    // dragged: hit-testing runs once per press, never per pointer move.
    forwardSelectPress: sendTo('tool', ({ context, event }): SelectPressEvent => {
      const pointer = instrumentPointer(context, event as ScreenPointerEvent) as SelectPressEvent;
      return {
        ...pointer,
        hit: hitTest(context.document, pointer.point, context.viewport.zoom),
        layerDragAllowed: !context.instrumentMenuOpen,
      };
    }),
    cancelGesture: sendTo('tool', { type: 'gesture.cancel' }),
    refuseInstrument: enqueueActions(({ context, event, enqueue }) => {
      const { notice } = instrumentAvailability(context.document, (event as EventOf<'instrument.select'>).instrument);
      if (notice) enqueue.emit(noticeEvent(notice));
    }),
    rememberDrawing: assign({
      lastDrawing: ({ context }, params: { instrument: EditorInstrument }) =>
        DRAWING_INSTRUMENTS.includes(params.instrument) ? params.instrument : context.lastDrawing,
    }),
    applyTypedLength: enqueueActions(({ context, event, enqueue }, params: { kind: StraightKind }) => {
      const { length } = event as EventOf<'vertex.typedLength'>;
      applyResult(enqueue, context, commitTypedLength(context.document, params.kind, context.pointer, length, context.viewport.zoom));
    }),
    restoreInstrument: raise({ type: 'instrument.restore' }),
    clearSelection: assign({ selection: null, editingLine: null }),
    undo: assign({ document: ({ context }) => stepHistory(context.document, 'undo') }),
    redo: assign({ document: ({ context }) => stepHistory(context.document, 'redo') }),
    pan: assign({ viewport: ({ context, event }) => panTo(context.viewport, (event as EventOf<'viewport.panTo'>).offset) }),
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
    setColor: assign({ document: ({ context, event }) => setDrawingColor(context.document, (event as EventOf<'color.set'>).color) }),
    clearDocument: assign({
      document: ({ context, event }) => {
        const cleared = clearDocument(context.document);
        return (event as EventOf<'document.clear'>).removeImage ? { ...cleared, image: null } : cleared;
      },
      selection: null,
      editingLine: null,
      file: null,
      needSave: false,
    }),
    markUnsaved: assign({ needSave: true }),
    markSaved: assign({ file: ({ event }) => (event as EventOf<'document.saved'>).file, needSave: false }),
    restoreDocument: enqueueActions(({ context, event, enqueue }) => {
      const { state, file, keepImage } = event as EventOf<'document.restore'>;
      const restored = fromDocumentState(state, context, keepImage);
      enqueue.assign({
        document: restored.document,
        viewport: restored.viewport,
        file,
        needSave: false,
        selection: null,
        editingLine: null,
        editBase: null,
        scaleLineSet: false,
      });
      // The saved instrument when the restored layer allows it, else the one that matches its sketch.
      const available = instrumentAvailability(restored.document, restored.instrument).enabled;
      enqueue.raise(available ? { type: 'instrument.select', instrument: restored.instrument } : { type: 'instrument.restore' });
    }),
    // An image replaces the drawing, and the map too: the view returns to the grid's.
    placeImage: assign(({ context, event }) => {
      const { image, scale } = event as EventOf<'image.place'>;
      const onMap = context.document.map !== null;
      return {
        document: { ...replaceImage(context.document, image, scale), map: null },
        viewport: onMap ? createViewport(context.viewport.stage) : context.viewport,
        selection: null,
        editingLine: null,
      };
    }),
    storeImageUrl: assign({
      document: ({ context, event }) => {
        const { image } = context.document;
        return image ? { ...context.document, image: { ...image, url: (event as EventOf<'image.stored'>).url } } : context.document;
      },
    }),
    prepareWandClick: assign({
      wandRequest: ({ context, event }, params: { operation: WandOperation }) => {
        const click = wandClick(context.document, params.operation, toCanvas(context.viewport, (event as ScreenPointerEvent).screen), context.wandOptions);
        return click.ok ? click.request : null;
      },
    }),
    prepareWandRerun: assign({ wandRequest: ({ context }) => wandRerun(context.document, context.wandOptions) }),
    refuseWandClick: enqueueActions(({ context, event, enqueue }, params: { operation: WandOperation }) => {
      const click = wandClick(context.document, params.operation, toCanvas(context.viewport, (event as ScreenPointerEvent).screen), context.wandOptions);
      if (!click.ok) enqueue.emit(noticeEvent(click.notice));
    }),
    setWandOptions: assign({
      wandOptions: ({ context, event }) => ({ ...context.wandOptions, ...(event as EventOf<'wand.options'>).options }),
    }),
    commitMask: assign(({ context, event }) => ({
      document: commitMask(context.document, (event as unknown as { output: Mask }).output),
      wandRequest: null,
      needSave: true,
    })),
    wandFailed: enqueueActions(({ event, enqueue }) => {
      enqueue.assign({ wandRequest: null });
      enqueue.emit(noticeEvent(wandFailureNotice((event as unknown as { error: unknown }).error)));
    }),
    confirmMask: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ document: confirmMask(context.document), needSave: true });
      forgetMasks(context.wand);
      enqueue.raise({ type: 'shape.closed' });
    }),
    cancelMask: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ document: dropMask(context.document), needSave: true });
      forgetMasks(context.wand);
    }),
    setInstrumentMenu: assign({ instrumentMenuOpen: ({ event }) => (event as EventOf<'instrumentMenu.set'>).open }),

    // Instrument commands: each runs a pure command and applies its result.
    applyCommand: enqueueActions(({ context, event, enqueue }) => {
      const result = runCommand(context, event);
      if (result) applyResult(enqueue, context, result);
    }),
    previewEdit: assign(({ context, event }) => {
      const base = context.editBase ?? context.document;
      return { editBase: base, document: previewEdit(base, (event as EventOf<'edit.preview'>).edit) };
    }),
    commitEdit: enqueueActions(({ context, event, enqueue }) => {
      const base = context.editBase ?? context.document;
      const result = commitEdit(base, (event as EventOf<'edit.commit'>).edit);
      enqueue.assign({ document: result.document, editBase: null, ...(result.document !== base ? { needSave: true } : {}) });
      if (result.notice) enqueue.emit(noticeEvent(result.notice));
    }),
    cancelEdit: assign({ document: ({ context }) => context.editBase ?? context.document, editBase: null }),
    setSelection: assign({ selection: ({ event }) => (event as EventOf<'selection.set'>).handle }),
    pickLayer: assign({
      document: ({ context, event }) => selectLayer(context.document, (event as EventOf<'edit.pickLayer'>).index),
      selection: null,
    }),

    layerCommand: assign({ document: ({ context, event }) => layerCommand(context.document, event), selection: null }),
    noteCommand: assign({ document: ({ context, event }) => noteCommand(context.document, event) }),
    startLineEdit: assign({ editingLine: ({ event }) => (event as EventOf<'lineLength.edit'>).line }),
    stopLineEdit: assign({ editingLine: null }),

    // The rule tool and the known-length scale.
    drawScaleLine: assign(({ context, event }) => {
      const { from, to } = event as EventOf<'scaleLine.commit'>;
      return { document: drawScaleLine(context.document, from, to), scaleLineSet: false };
    }),
    setKnownLength: enqueueActions(({ context, event, enqueue }) => {
      const { length, unit } = event as EventOf<'scale.knownLength'>;
      const result = applyKnownLength(context.document, length, unit);
      if (!result.ok) {
        enqueue.emit(noticeEvent(knownLengthRefusalNotice(result.reason)));
        return;
      }
      enqueue.assign({ document: result.document, scaleLineSet: true, needSave: true });
      enqueue.emit(noticeEvent(SCALE_NOTICES.scaleSet));
    }),
    hideScaleLine: assign({ document: ({ context }) => hideScaleLine(context.document), scaleLineSet: false }),

    // The map: turning it on or off resets the drawing (the UI confirmed); the view drives its camera.
    showMap: enqueueActions(({ context, event, enqueue }) => {
      const { maxZoom, camera } = event as EventOf<'map.show'>;
      enqueue.assign({ ...showMap(context.document, context.viewport.stage, { maxZoom, camera }), ...RESET_DRAWING });
      forgetMasks(context.wand);
      enqueue.emit(noticeEvent(NOTICES.gridLockedToMap));
    }),
    hideMap: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ ...hideMap(context.document, context.viewport.stage), ...RESET_DRAWING });
    }),
    jumpMap: assign(({ context, event }) => jumpMap(context.document, context.viewport, event as EventOf<'map.jump'>)),
    setMapType: assign({
      document: ({ context, event }) =>
        context.document.map ? { ...context.document, map: { ...context.document.map, type: (event as EventOf<'map.type'>).mapType } } : context.document,
    }),
    setMapMaxZoom: assign(({ context, event }) => setMapMaxZoom(context.document, context.viewport, (event as EventOf<'map.maxZoom'>).maxZoom)),
    setMapAreaUnit: assign({
      document: ({ context, event }) =>
        context.document.map ? { ...context.document, map: { ...context.document.map, areaUnit: (event as EventOf<'map.areaUnit'>).unit } } : context.document,
    }),
    importPolygons: assign(({ context, event }) => ({
      ...importPolygons(context.document, context.viewport, (event as EventOf<'map.importPolygons'>).polygons),
      needSave: true,
      selection: null,
    })),
    relockMapScale: assign({ document: ({ context }) => setMapLengthUnit(context.document, context.document.scale.measure) }),
    setMapUnit: assign({ document: ({ context, event }) => setMapLengthUnit(context.document, (event as EventOf<'scale.set'>).measure) }),
    mapZoomStep: assign({
      viewport: ({ context, event }) => mapZoomStep(context.document, context.viewport, (event as EventOf<'zoom.step'>).direction),
    }),
    collectMapWheel: assign({
      mapWheel: ({ context, event }) => {
        const { deltaY, screen } = event as EventOf<'zoom.wheel'>;
        return { deltaY: (context.mapWheel?.deltaY ?? 0) + deltaY, screen };
      },
    }),
    settleMapWheel: assign(({ context }) => ({
      viewport: context.mapWheel ? mapWheelZoom(context.viewport, context.mapWheel.deltaY, context.mapWheel.screen) : context.viewport,
      mapWheel: null,
    })),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({
    document: createDocument({ measure: input.measure, color: input.color }),
    viewport: createViewport(input.stage),
    pointer: null,
    selection: null,
    editingLine: null,
    editBase: null,
    instrumentMenuOpen: false,
    lastDrawing: 'straight',
    wand: input.wand ?? null,
    wandOptions: DEFAULT_WAND_OPTIONS,
    wandRequest: null,
    scaleLineSet: false,
    file: null,
    needSave: false,
    mapWheel: null,
  }),
  initial: 'straight',
  on: {
    'pointer.move': { actions: 'trackPointer' },
    'straight.commit': { actions: 'applyCommand' },
    'curve.commit': { actions: 'applyCommand' },
    'rectangle.commit': { actions: 'applyCommand' },
    'circle.commit': { actions: 'applyCommand' },
    'note.place': { actions: 'applyCommand' },
    'edit.preview': { actions: 'previewEdit' },
    'edit.commit': { actions: 'commitEdit' },
    'edit.cancel': { actions: 'cancelEdit' },
    'edit.addPoint': { actions: 'applyCommand' },
    'edit.pickLayer': { actions: 'pickLayer' },
    'selection.set': { actions: 'setSelection' },
    'selection.nudge': { guard: 'hasSelection', actions: 'applyCommand' },
    'selection.delete': { guard: 'hasSelection', actions: ['applyCommand', 'clearSelection'] },
    'lineLength.edit': { actions: 'startLineEdit' },
    'lineLength.apply': { guard: 'isEditing', actions: ['applyCommand', 'stopLineEdit'] },
    'lineLength.cancel': { actions: 'stopLineEdit' },
    'viewport.panTo': { actions: 'pan' },
    'shape.closed': { target: '.select_tool' },
    'instrument.select': CHOOSE,
    // After undo, redo or a layer change the instrument that matches the sketch is chosen again (spec §4).
    'instrument.restore': RESTORE,
    'history.undo': { guard: 'canUndo', actions: ['undo', 'markUnsaved', 'clearSelection', 'restoreInstrument'] },
    'history.redo': { guard: 'canRedo', actions: ['redo', 'markUnsaved', 'clearSelection', 'restoreInstrument'] },
    // Spec §4: adding, duplicating, selecting and deleting layers wait while a mask is active.
    'layer.add': { guard: 'noMask', actions: ['layerCommand', 'markUnsaved', 'restoreInstrument'] },
    'layer.duplicate': { guard: 'noMask', actions: ['layerCommand', 'markUnsaved', 'restoreInstrument'] },
    'layer.delete': { guard: 'noMask', actions: ['layerCommand', 'markUnsaved', 'restoreInstrument'] },
    'layer.select': { guard: 'noMask', actions: ['layerCommand', 'restoreInstrument'] },
    'layer.toggleVisibility': { actions: ['layerCommand', 'markUnsaved'] },
    'layer.setColor': { actions: ['layerCommand', 'markUnsaved'] },
    'layer.togglePin': { actions: ['layerCommand', 'markUnsaved', 'restoreInstrument'] },
    'layers.showAll': { actions: ['layerCommand', 'restoreInstrument'] },
    'labels.toggle': { actions: ['layerCommand', 'markUnsaved'] },
    'note.setText': { actions: ['noteCommand', 'markUnsaved'] },
    'note.setHeight': { actions: ['noteCommand', 'markUnsaved'] },
    'note.move': { actions: ['noteCommand', 'markUnsaved'] },
    'note.rotate': { actions: ['noteCommand', 'markUnsaved'] },
    'note.delete': { actions: ['noteCommand', 'markUnsaved'] },
    'zoom.step': [{ guard: 'onMap', actions: 'mapZoomStep' }, { actions: 'zoomStep' }],
    'zoom.wheel': [
      {
        guard: 'onMap',
        actions: [
          'collectMapWheel',
          cancel('mapWheel'),
          raise({ type: 'map.wheelSettled' }, { id: 'mapWheel', delay: MAP_WHEEL_DEBOUNCE_MS }),
        ],
      },
      { actions: 'zoomWheel' },
    ],
    'map.wheelSettled': { actions: 'settleMapWheel' },
    'map.show': { actions: ['showMap', 'restoreInstrument'] },
    'map.hide': { guard: 'onMap', actions: ['hideMap', 'restoreInstrument'] },
    'map.jump': { guard: 'onMap', actions: 'jumpMap' },
    'map.type': { guard: 'onMap', actions: 'setMapType' },
    'map.maxZoom': { guard: 'onMap', actions: 'setMapMaxZoom' },
    'map.areaUnit': { guard: 'onMap', actions: 'setMapAreaUnit' },
    'map.importPolygons': { guard: 'onMap', actions: ['importPolygons', 'restoreInstrument'] },
    'stage.resize': { actions: 'resize' },
    // On the map only the unit can change: the scale stays locked to the map's.
    'scale.set': [{ guard: 'onMap', actions: ['setMapUnit', 'markUnsaved'] }, { actions: ['setScale', 'markUnsaved'] }],
    'system.loaded': { actions: ['loadSystem', 'relockMapScale'] },
    'system.switched': { actions: ['switchSystem', 'relockMapScale'] },
    'color.set': { actions: 'setColor' },
    'document.clear': { actions: ['clearDocument', 'restoreInstrument'] },
    'document.restore': { actions: 'restoreDocument' },
    'document.saved': { actions: 'markSaved' },
    'instrumentMenu.set': { actions: 'setInstrumentMenu' },
    // Spec §4: after an image is added the tool becomes pan_move.
    'image.place': { target: '.pan_move', actions: ['placeImage', 'markUnsaved'] },
    'image.stored': { actions: 'storeImageUrl' },
    'wand.options': { actions: 'setWandOptions' },
    'wand.confirm': { guard: 'hasMask', actions: 'confirmMask' },
    // Cancel leaves the plain wand chosen, ready for the next click.
    'wand.cancel': { guard: 'hasMask', target: '.magic_wand', actions: 'cancelMask' },
    // The rule tool and the known-length scale: Add to Canvas chooses the straight line when it may.
    'scaleLine.commit': { guard: 'longEnoughScaleLine', actions: 'drawScaleLine' },
    'scale.knownLength': { guard: 'scaleLineReady', actions: 'setKnownLength' },
    'scale.addToCanvas': [
      {
        guard: and(['scaleLineSet', 'straightAvailable']),
        target: '.straight',
        actions: ['hideScaleLine', { type: 'rememberDrawing', params: { instrument: 'straight' } }, 'clearSelection'],
      },
      { guard: 'scaleLineSet', actions: ['hideScaleLine', 'restoreInstrument'] },
    ],
    // Once the scale is set from the line, Add to Canvas is the way on.
    'scale.discardLine': { guard: not('scaleLineSet'), actions: 'hideScaleLine' },
  },
  states: {
    straight: lineInstrumentState('straightTool', 'straight'),
    constrained: lineInstrumentState('constrainedTool', 'constrained'),
    curved: instrumentState('curvedTool'),
    angle: lineInstrumentState('angleTool', 'angle'),
    rectangle_tool: instrumentState('rectangleTool'),
    circle_tool: instrumentState('circleTool'),
    pan_move: instrumentState('panTool'),
    select_tool: {
      invoke: { id: 'tool', src: 'selectTool' },
      on: { ...TOOL_INPUT, 'pointer.down': { actions: 'forwardSelectPress' } },
    },
    note_tool: instrumentState('noteTool'),
    magic_wand: wandState('select'),
    magic_wand_add: wandState('add'),
    magic_wand_sub: wandState('subtract'),
    scale_line: instrumentState('scaleLineTool'),
  },
});

/** What a reset of the drawing (the map turned on or off) clears beside the document. */
const RESET_DRAWING = {
  selection: null,
  editingLine: null,
  editBase: null,
  file: null,
  needSave: false,
  scaleLineSet: false,
  wandRequest: null,
  mapWheel: null,
} satisfies Partial<EditorContext>;

/** The part of XState's action enqueuer a command result needs. */
interface ResultSink {
  assign(values: Partial<EditorContext>): void;
  emit(event: NoticeEvent): void;
  raise(event: EditorEvent): void;
}

/** Assigns a command's document, emits its notice and, when it closed the sketch, chooses select. */
function applyResult(enqueue: ResultSink, context: EditorContext, result: CommandResult): void {
  if (result.document !== context.document) enqueue.assign({ document: result.document, needSave: true });
  if (result.notice) enqueue.emit(noticeEvent(result.notice));
  if (result.closed) enqueue.raise({ type: 'shape.closed' });
}

export type EditorActor = ActorRefFrom<typeof editorMachine>;
export type EditorSnapshot = SnapshotFrom<typeof editorMachine>;
