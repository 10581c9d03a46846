/**
 * The editor: the document store and the instrument choice in one statechart, combined here from
 * its feature modules. Each module holds the guards, actions and transitions of one feature:
 * the instrument choice and the input it forwards (editorInstruments.ts), the drawing commands and
 * edits (editorDrawing.ts), the view (editorView.ts), layers, notes, count markers, cutouts, the scale and its reference
 * line, a photo's perspective (editorPerspective.ts), snapping to the drawing's lines (editorSnap.ts), the map, the magic wand, history and save marks, and the drawing as a whole
 * (editorDocument.ts). Every action calls a pure engine function; notifications leave as emitted
 * `notice` events.
 */
import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { NoticeEvent } from '../../shared/notices';
import { angleMachine } from '../instruments/angle/angleMachine';
import { circleMachine } from '../instruments/circle/circleMachine';
import { constrainedMachine } from '../instruments/constrained/constrainedMachine';
import { curvedMachine } from '../instruments/curved/curvedMachine';
import { wandMachine } from '../instruments/magicWand/wandMachine';
import { noteMachine } from '../instruments/note/noteMachine';
import { countMachine } from '../instruments/count/countMachine';
import { cutoutMachine } from '../instruments/cutout/cutoutMachine';
import { panMachine } from '../instruments/pan/panMachine';
import { rectangleMachine } from '../instruments/rectangle/rectangleMachine';
import { scaleLineMachine } from '../instruments/scaleLine/scaleLineMachine';
import { perspectiveMachine } from '../instruments/perspective/perspectiveMachine';
import { selectMachine } from '../instruments/select/selectMachine';
import { straightMachine } from '../instruments/straight/straightMachine';
import { initialContext, type EditorContext, type EditorInput } from './editorContext';
import { documentActions, DOCUMENT_ON } from './editorDocument';
import { DRAWING_ON, drawingActions, drawingGuards } from './editorDrawing';
import type { EditorEvent } from './editorEvents';
import { HISTORY_ON, historyActions, historyGuards } from './editorHistory';
import { INSTRUMENT_STATES, INSTRUMENTS_ON, instrumentActions, instrumentGuards } from './editorInstruments';
import { LAYERS_ON, layersActions, layersGuards } from './editorLayers';
import { MAP_ON, mapActions, mapGuards } from './editorMap';
import { NOTES_ON, notesActions } from './editorNotes';
import { COUNTS_ON, countsActions } from './editorCounts';
import { cutoutsActions } from './editorCutouts';
import { SCALE_ON, scaleActions, scaleGuards } from './editorScale';
import { VIEW_ON, viewActions } from './editorView';
import { WAND_ON, wandActions, wandGuards } from './editorWand';
import { ROOMS_ON, roomsActions } from './editorRooms';
import { SHEETS_ON, sheetsActions, sheetsGuards } from './editorSheets';
import { PERSPECTIVE_ON, perspectiveActions, perspectiveGuards } from './editorPerspective';
import { SNAP_ON, snapActions } from './editorSnap';

export type { EditorEvent, EditorInstrument, SavedFile } from './editorEvents';

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
    countTool: countMachine,
    cutoutTool: cutoutMachine,
    wandTool: wandMachine,
    scaleLineTool: scaleLineMachine,
    perspectiveTool: perspectiveMachine,
  },
  guards: {
    ...instrumentGuards,
    ...drawingGuards,
    ...layersGuards,
    ...scaleGuards,
    ...perspectiveGuards,
    ...mapGuards,
    ...wandGuards,
    ...historyGuards,
    ...sheetsGuards,
  },
  actions: {
    ...instrumentActions,
    ...drawingActions,
    ...viewActions,
    ...layersActions,
    ...notesActions,
    ...countsActions,
    ...cutoutsActions,
    ...scaleActions,
    ...perspectiveActions,
    ...mapActions,
    ...wandActions,
    ...roomsActions,
    ...historyActions,
    ...documentActions,
    ...sheetsActions,
    ...snapActions,
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => initialContext(input),
  initial: 'straight',
  // Each event belongs to one feature: the tables share no event type.
  on: {
    ...INSTRUMENTS_ON,
    ...DRAWING_ON,
    ...VIEW_ON,
    ...LAYERS_ON,
    ...NOTES_ON,
    ...COUNTS_ON,
    ...SCALE_ON,
    ...PERSPECTIVE_ON,
    ...MAP_ON,
    ...WAND_ON,
    ...ROOMS_ON,
    ...HISTORY_ON,
    ...DOCUMENT_ON,
    ...SHEETS_ON,
    ...SNAP_ON,
  },
  states: INSTRUMENT_STATES,
});

export type EditorActor = ActorRefFrom<typeof editorMachine>;
export type EditorSnapshot = SnapshotFrom<typeof editorMachine>;
