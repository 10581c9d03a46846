/**
 * What the editor statechart holds beside its state, the input it starts from, and the typed
 * helpers its feature modules build their actions with: `editorAssign` and `editorEnqueue` are
 * XState's `assign` and `enqueueActions` bound to this context and these events, with the action's
 * params typed by the caller; `eventParams` hands a transition's event to its action as params.
 */
import { assign, enqueueActions, type Assigner, type EventObject, type PropertyAssigner } from 'xstate';
import type { LabelColor } from '../../shared/constants';
import type { CanvasPoint, Point } from '../../shared/geometry';
import type { NoticeEvent } from '../../shared/notices';
import { systemOf, type LengthUnit, type MeasurementSystem } from '../../shared/units';
import { createDocument, type DrawingDocument } from '../document/drawingDocument';
import type { EditorInstrument } from '../document/instrumentAvailability';
import type { HandleRef } from '../document/sketchEdits';
import type { SecondLine } from '../document/axisScale';
import type { InstrumentPointerEvent, ScreenPointerEvent } from '../instruments/pointerEvents';
import { DEFAULT_WAND_SETTINGS, type WandSettings } from '../instruments/magicWand/wandSettings';
import type { WandPort } from '../instruments/magicWand/wandStep';
import { createViewport, toCanvas, type Size, type Viewport } from '../viewport/viewport';
import type { EditorEvent, SavedFile } from './editorEvents';
import type { RoomReview } from './editorRooms';
import { NO_PERSPECTIVE_DRAFT, type PerspectiveDraft } from './perspectiveDraft';
import type { DrawingLines } from './editorSnap';

export interface EditorContext {
  document: DrawingDocument;
  viewport: Viewport;
  /** The pointer's latest canvas position, for the instrument overlay and typed lengths. */
  pointer: CanvasPoint | null;
  /** The handle the select tool last picked: arrow keys nudge it, Delete removes it. */
  selection: HandleRef | null;
  /** The line whose length editor is open. */
  editingLine: number | null;
  /** The id of the layer whose name field is open (editorLayers.ts). */
  renamingLayer: number | null;
  /** The document from before the drag in progress, restored if the drag is cancelled or refused. */
  editBase: DrawingDocument | null;
  /** An instrument menu is open: dragging a whole layer waits. */
  instrumentMenuOpen: boolean;
  /** The drawing instrument last chosen, chosen again when a layer is empty after undo or a layer change. */
  lastDrawing: EditorInstrument;
  /** The kernel worker's wand; null in tests that draw only. */
  wand: WandPort | null;
  /** The wand panel's tolerance, blur and compound switch, kept while the wand instruments change. */
  wandOptions: WandSettings;
  /** The scale was set from the reference line shown: the Set scale panel offers Add to Canvas. */
  scaleLineSet: boolean;
  /**
   * The second reference line of separate X and Y scales (issue 23): waiting for the rule tool
   * to draw it, drawn and waiting for its length, or none.
   */
  secondScaleLine: SecondScaleLine;
  /** The saved document this drawing was opened from or last saved as; null for a new drawing. */
  file: SavedFile | null;
  /** A committed edit since the last save or open (spec drawing-core §3 "needSave"). */
  needSave: boolean;
  /** The person's default system (settings): a new plan without units of its own starts on its grid. */
  system: MeasurementSystem;
  /** The wheel gesture on the map waiting to settle (spec §4: map wheel zoom is debounced 100 ms). */
  mapWheel: { deltaY: number; screen: Point } | null;
  /** The view when the two-finger gesture in progress began; it follows the fingers from there. */
  pinchBase: Viewport | null;
  /** The educator's read-only view: pan only, so nothing draws on a pointer move. */
  readOnly: boolean;
  /** The points of the cutout in progress (the Cutout instrument), canvas px; empty when none. */
  cutoutDraft: readonly CanvasPoint[];
  /** Detect rooms' review: the rooms found, each accepted, rejected or open (editorRooms.ts). */
  roomReview: RoomReview | null;
  /** The Perspective instrument's corners placed so far while no perspective is set (editorPerspective.ts). */
  perspectiveDraft: PerspectiveDraft;
  /** The drawing's own lines, indexed for snapping, with the image they belong to (editorSnap.ts). */
  drawingLines: DrawingLines | null;
  /** Where the pointer snaps now, for the marker; null when it snaps nowhere. */
  snapMarker: CanvasPoint | null;
}

export type SecondScaleLine = null | { readonly stage: 'drawing' } | { readonly stage: 'ready'; readonly line: SecondLine };

export interface EditorInput {
  measure: LengthUnit;
  color: LabelColor;
  stage: Size;
  wand?: WandPort;
}

/** A new drawing: one empty layer on the grid, the straight line chosen last. */
export const initialContext = (input: EditorInput): EditorContext => ({
  document: createDocument({ measure: input.measure, color: input.color }),
  viewport: createViewport(input.stage),
  pointer: null,
  selection: null,
  editingLine: null,
  renamingLayer: null,
  editBase: null,
  instrumentMenuOpen: false,
  lastDrawing: 'straight',
  wand: input.wand ?? null,
  wandOptions: DEFAULT_WAND_SETTINGS,
  scaleLineSet: false,
  secondScaleLine: null,
  file: null,
  needSave: false,
  mapWheel: null,
  system: systemOf(input.measure),
  pinchBase: null,
  readOnly: false,
  cutoutDraft: [],
  roomReview: null,
  perspectiveDraft: NO_PERSPECTIVE_DRAFT,
  drawingLines: null,
  snapMarker: null,
});

/** A pointer event as an instrument receives it: the canvas point and the view's offset added. */
export const instrumentPointer = (context: EditorContext, pointer: ScreenPointerEvent): InstrumentPointerEvent => ({
  ...pointer,
  point: toCanvas(context.viewport, pointer.screen),
  offset: context.viewport.offset,
});

/** What a guard of the editor reads. */
export interface EditorGuardArgs {
  context: EditorContext;
}

export type EditorParams = Record<string, unknown> | undefined;

/** XState's `assign` for the editor, with params of type `P`. */
export const editorAssign = <P extends EditorParams = undefined>(
  assignment:
    | Assigner<EditorContext, EditorEvent, P, EditorEvent, never>
    | PropertyAssigner<EditorContext, EditorEvent, P, EditorEvent, never>,
) => assign<EditorContext, EditorEvent, P, EditorEvent, never>(assignment);

type EditorEnqueuer<P extends EditorParams> = typeof enqueueActions<EditorContext, EditorEvent, P, EditorEvent, never, never, never, never, NoticeEvent>;

/** XState's `enqueueActions` for the editor (assign, emit a notice, raise, send), with params of type `P`. */
export const editorEnqueue = <P extends EditorParams = undefined>(collect: Parameters<EditorEnqueuer<P>>[0]) =>
  enqueueActions<EditorContext, EditorEvent, P, EditorEvent, never, never, never, never, NoticeEvent>(collect);

/** A transition's event, as its action's or guard's params: `{ type: 'setColor', params: eventParams }`. */
export const eventParams = <E extends EventObject>({ event }: { event: E }): E => event;
