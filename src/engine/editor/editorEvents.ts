/**
 * Every event the editor statechart takes. The UI sends these (through the command registry, the
 * input adapter and the panels); instruments send the `*.commit` and `edit.*` ones.
 */
import type { NewSheet } from '../document/sheets';
import type { LabelColor } from '../../shared/constants';
import type { CanvasPoint, LatLng, Point } from '../../shared/geometry';
import type { MapCamera, MapType } from '../../shared/map';
import type { DocumentState } from '../../shared/documentState';
import type { CountSymbol, ImageState, Scale } from '../../shared/schemas';
import type { TakeoffItem } from '../../shared/takeoffItem';
import type { WandSettings } from '../instruments/magicWand/wandSettings';
import type { AreaUnit, LengthUnit, MeasurementSystem } from '../../shared/units';
import type { CancelEvent, ScreenPointerEvent } from '../instruments/pointerEvents';
import type { ScaleLineCommitEvent } from '../instruments/scaleLine/scaleLineMachine';
import type { PerspectiveCommand } from '../instruments/perspective/perspectiveMachine';
import type { Size } from '../viewport/viewport';
import type { PointPair } from '../viewport/pinch';
import type { EditorInstrument } from '../document/instrumentAvailability';
import type { ImportedPolygon } from '../map/mapMode';
import type { InstrumentCommand } from '../instruments/instrumentCommands';

export type { EditorInstrument } from '../document/instrumentAvailability';

/** The saved document the editor shows: its server id and its name. */
export interface SavedFile {
  id: string;
  name: string;
}

export type LayerEvent =
  | { type: 'layer.add' }
  | { type: 'layer.duplicate' }
  /** Deletes the current layer; the UI asks for confirmation first. */
  | { type: 'layer.delete' }
  | { type: 'layer.select'; index: number }
  | { type: 'layer.toggleVisibility'; index: number }
  | { type: 'layer.setColor'; index: number; color: LabelColor }
  | { type: 'layer.togglePin'; index: number }
  /** Opens the name field of layer `index` (the layers bar's Rename layer, or a double-click on its chip). */
  | { type: 'layer.renameStart'; index: number }
  /** The open name field's text: the layer takes it, trimmed; an empty one gives it back "Layer N". The field closes. */
  | { type: 'layer.rename'; name: string }
  /** Closes the name field; the name stays as it was. */
  | { type: 'layer.renameCancel' }
  /** Makes layer `index` an item of the takeoff, or no item (null). */
  | { type: 'layer.setItem'; index: number; item: TakeoffItem | null }
  | { type: 'layers.showAll'; on: boolean }
  /** The canvas-centre toggle: shows or hides line labels on every layer and in its history. */
  | { type: 'labels.toggle' };

export type NoteEvent =
  | { type: 'note.setText'; index: number; text: string }
  | { type: 'note.setHeight'; index: number; height: number }
  /** Moves the note's box so its top-left corner is at `point` (canvas px). */
  | { type: 'note.move'; index: number; point: CanvasPoint }
  /** Turns the note's arrow to the next of its 8 positions. */
  | { type: 'note.rotate'; index: number }
  | { type: 'note.delete'; index: number };

/** The count panel (the Count instrument's markers on the current layer). */
export type CountEvent =
  /** The current layer's markers take this symbol. */
  | { type: 'count.setSymbol'; symbol: CountSymbol }
  /** Removes the marker placed last. */
  | { type: 'count.removeLast' };

export type LineEditEvent =
  /** Opens the length editor on line `line` of the current sketch (a length label was chosen). */
  | { type: 'lineLength.edit'; line: number }
  /** Applies a typed length, in the scale's unit; the editor closes. */
  | { type: 'lineLength.apply'; length: number }
  | { type: 'lineLength.cancel' }
  /** While drawing a straight or constrained line: place the next vertex this far (scale unit) along the pointer's direction. */
  | { type: 'vertex.typedLength'; length: number };

export type SelectionEvent =
  /** Moves the selected vertex by whole steps of 1/zoom px (arrow keys). */
  | { type: 'selection.nudge'; dx: number; dy: number }
  /** Removes the selected vertex (Delete or Backspace). */
  | { type: 'selection.delete' };

/** The scale from a line of known length (the rule tool and the Set scale panel). */
export type ScaleLineEvent =
  | ScaleLineCommitEvent
  /** The real length of the reference line, in `unit`: sets the scale ("Scale set, now Add to Canvas"). */
  | { type: 'scale.knownLength'; length: number; unit: LengthUnit }
  /** Add to Canvas: hides the reference line and switches to the straight-line instrument. */
  | { type: 'scale.addToCanvas' }
  /** Hides the reference line without setting a scale from it. */
  | { type: 'scale.discardLine' }
  /** Once the scale is set from the line: the rule tool's next line is the second one, the other way (issue 23). */
  | { type: 'scale.secondLine.begin' }
  /** The second line's real length: sets separate X and Y scales from both lines. */
  | { type: 'scale.secondLine.knownLength'; length: number; unit: LengthUnit }
  /** Drops the second line, drawn or waiting to be drawn; the scale stays the first line's. */
  | { type: 'scale.secondLine.discard' };

/** The perspective scale of a photo (issue 23): the Perspective instrument and its panel. */
export type PerspectiveEvent =
  | PerspectiveCommand
  /** The rectangle's sides, corner 1 to 2 and corner 2 to 3, in `unit`: sets the perspective from its four corners. */
  | { type: 'perspective.setSides'; width: number; height: number; unit: LengthUnit }
  /** Removes the set perspective (and any corners in progress). */
  | { type: 'perspective.clear' }
  /** Shows or hides the photo mapped onto the rectangle's plane. */
  | { type: 'perspective.showRectified'; on: boolean }
  /** Done: back to the instrument that matches the layer. */
  | { type: 'perspective.done' };

/** The map under the drawing (spec drawing-core §4 "Map"). */
export type MapEvent =
  /** Turns the map on (the UI has confirmed when there was content): the drawing is reset. */
  | { type: 'map.show'; maxZoom?: number; camera?: MapCamera }
  /** Turns the map off: the drawing is reset. */
  | { type: 'map.hide' }
  /** Moves the map to a place found or typed; zoom kept when not given. */
  | { type: 'map.jump'; center: LatLng; zoom?: number }
  | { type: 'map.type'; mapType: MapType }
  /** The deepest zoom the configured map offers (MAP_MAX_ZOOM), once the configuration has arrived. */
  | { type: 'map.maxZoom'; maxZoom: number }
  /** The unit map areas are shown in (km², ha, acres, mi² …). */
  | { type: 'map.areaUnit'; unit: AreaUnit }
  /** A GeoJSON file's polygons (exterior rings) become layers on the map, and the view fits them. */
  | { type: 'map.importPolygons'; polygons: readonly ImportedPolygon[] }
  /** Internal: a wheel gesture on the map has been quiet for the debounce time. */
  | { type: 'map.wheelSettled' };

export type EditorEvent =
  | ScreenPointerEvent
  | MapEvent
  | CancelEvent
  | InstrumentCommand
  | LayerEvent
  | NoteEvent
  | CountEvent
  | LineEditEvent
  | SelectionEvent
  | ScaleLineEvent
  | PerspectiveEvent
  | { type: 'instrument.select'; instrument: EditorInstrument }
  | { type: 'instrument.restore' }
  /** The educator's read-only view (drawing-core §6): only the pan tool may be chosen while it is on. */
  | { type: 'readOnly.set'; readOnly: boolean }
  | { type: 'shape.closed' }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'zoom.step'; direction: 1 | -1 }
  | { type: 'zoom.wheel'; deltaY: number; screen: Point }
  /** Two fingers came down on the canvas: the view follows them from here. */
  | { type: 'pinch.begin' }
  /** The two fingers moved from where they came down (`from`) to `to`: zoom about them and pan. */
  | { type: 'pinch.move'; from: PointPair; to: PointPair }
  /** A finger of the two was lifted: the view stays where the fingers left it. */
  | { type: 'pinch.end' }
  | { type: 'stage.resize'; size: Size }
  | { type: 'scale.set'; value: number; measure: LengthUnit }
  /** A scale the app imposes rather than the person types (an educator's lock): not an edit, so nothing to save. */
  | { type: 'scale.impose'; value: number; measure: LengthUnit }
  /** The stored settings arrived with this measurement system. */
  | { type: 'system.loaded'; system: MeasurementSystem }
  /** The person chose this default measurement system in the settings. */
  | { type: 'system.switched'; system: MeasurementSystem }
  /** New layers take this colour, and so does the current layer. */
  | { type: 'color.set'; color: LabelColor }
  /**
   * Clear canvas (confirmed by the UI): one empty layer, the scale kept; `removeImage` (Clear All)
   * also takes the image away. The drawing is no longer a saved document and needs no save.
   */
  | { type: 'document.clear'; removeImage?: boolean }
  /** An opened document replaces the drawing; `keepImage` false restores it without its image. */
  | { type: 'document.restore'; state: DocumentState; file: SavedFile; keepImage?: boolean }
  /**
   * A drawing kept on this device because it was not saved (a crashed or closed tab) comes back:
   * as an opened one, but still needing a save; `file` is the saved document it was opened from.
   */
  | { type: 'document.recover'; state: DocumentState; file: SavedFile | null; keepImage?: boolean }
  /** The drawing was saved as `file`: it needs no save until the next edit. */
  | { type: 'document.saved'; file: SavedFile }
  /** The drawing is no longer the saved file it came from (an import replaced it): Save makes a new document. */
  | { type: 'document.untitled' }
  /** An imported image goes under a cleared drawing, with its own scale when it has one; Pan is chosen. */
  | { type: 'image.place'; image: ImageState; scale?: { value: number; measure: LengthUnit } }
  /** The image was stored on the server: its `url` becomes that path (no history step, no save needed). */
  | { type: 'image.stored'; url: string; from?: string }
  /** Sheets added after the last (issue 38): a PDF's pages, each with its image and scale; the sheet shown stays. */
  | { type: 'sheets.add'; sheets: readonly NewSheet[] }
  /**
   * Sheet `index` on screen (its image already in the kernel worker): its view back, or its image
   * fitted; `withoutImage` when its image could not be had, so it shows on the grid.
   */
  | { type: 'sheet.show'; index: number; withoutImage?: boolean }
  | { type: 'sheet.rename'; index: number; name: string }
  /** A page added as a sheet was drawn: its sheet shows `url` instead of `from`, at the scale the page states (null: as it is). */
  | { type: 'sheet.pageDrawn'; from: string; url: string; scale: Scale | null }
  | { type: 'sheet.move'; from: number; to: number }
  /** The wand panel's sliders and switch; a change re-runs the last wand click once it settles (300 ms). */
  | { type: 'wand.options'; options: Partial<WandSettings> }
  /** Confirm selection: the mask's regions become lines and layers. */
  | { type: 'wand.confirm' }
  /** Detect rooms found these rooms (canvas px): they are offered for review, none added yet. */
  | { type: 'rooms.offer'; rooms: readonly (readonly Point[])[] }
  /** The review marks room `index` accepted or rejected; the same mark again clears it. */
  | { type: 'rooms.decide'; index: number; decision: 'accepted' | 'rejected' }
  /** The review ends: the accepted rooms, or with `all` every room not rejected, become layers in one step. */
  | { type: 'rooms.finish'; all: boolean }
  /** The review ends and nothing is added. */
  | { type: 'rooms.cancel' }
  /** Cancel selection: the mask goes. */
  | { type: 'wand.cancel' }
  /** An instrument menu opened or closed; dragging a whole layer waits while one is open. */
  | { type: 'instrumentMenu.set'; open: boolean }
  /** The lines of the image at `imageUrl` (x1, y1, x2, y2 each, in its pixels), to snap to while that image is shown. */
  | { type: 'snap.lines'; imageUrl: string; segments: Float64Array }
  /** Snapping to the drawing's lines goes on or off. */
  | { type: 'snap.toggle' };

export type EventOf<T extends EditorEvent['type']> = Extract<EditorEvent, { type: T }>;
