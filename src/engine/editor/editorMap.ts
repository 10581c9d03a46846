/**
 * The map under the drawing (spec drawing-core §4 "Map"): turning it on or off resets the drawing
 * (the UI has confirmed), the view drives the map's camera, and the map's type, deepest zoom and
 * area unit are the panel's. Each event runs one pure function of map/mapMode.ts.
 */
import type { LatLng, Point } from '../../shared/geometry';
import { MAP_WHEEL_DEBOUNCE_MS, type MapCamera, type MapType } from '../../shared/map';
import { NOTICES, noticeEvent } from '../../shared/notices';
import type { AreaUnit, LengthUnit } from '../../shared/units';
import {
  hideMap,
  importPolygons,
  jumpMap,
  mapWheelZoom,
  mapZoomStep,
  setMapLengthUnit,
  setMapMaxZoom,
  showMap,
  type ImportedPolygon,
} from '../map/mapMode';
import { editorAssign, editorEnqueue, eventParams, type EditorContext, type EditorGuardArgs } from './editorContext';
import { forgetMasks } from './editorWand';

/** What a reset of the drawing (the map turned on or off) clears beside the document. */
const RESET_DRAWING = {
  selection: null,
  editingLine: null,
  renamingLayer: null,
  editBase: null,
  file: null,
  needSave: false,
  scaleLineSet: false,
  mapWheel: null,
} satisfies Partial<EditorContext>;

export const mapGuards = {
  onMap: ({ context }: EditorGuardArgs) => context.document.map !== null,
};

export const mapActions = {
  showMap: editorEnqueue(({ context, enqueue }, { maxZoom, camera }: { maxZoom?: number; camera?: MapCamera }) => {
    enqueue.assign({ ...showMap(context.document, context.viewport.stage, { maxZoom, camera }), ...RESET_DRAWING });
    forgetMasks(context.wand);
    enqueue.emit(noticeEvent(NOTICES.gridLockedToMap));
  }),
  hideMap: editorAssign(({ context }) => ({ ...hideMap(context.document, context.viewport.stage), ...RESET_DRAWING })),
  jumpMap: editorAssign(({ context }, target: { center: LatLng; zoom?: number }) => jumpMap(context.document, context.viewport, target)),
  setMapType: editorAssign(({ context }, { mapType }: { mapType: MapType }) => ({
    document: context.document.map ? { ...context.document, map: { ...context.document.map, type: mapType } } : context.document,
  })),
  setMapMaxZoom: editorAssign(({ context }, { maxZoom }: { maxZoom: number }) => setMapMaxZoom(context.document, context.viewport, maxZoom)),
  setMapAreaUnit: editorAssign(({ context }, { unit }: { unit: AreaUnit }) => ({
    document: context.document.map ? { ...context.document, map: { ...context.document.map, areaUnit: unit } } : context.document,
  })),
  importPolygons: editorAssign(({ context }, { polygons }: { polygons: readonly ImportedPolygon[] }) => ({
    ...importPolygons(context.document, context.viewport, polygons),
    needSave: true,
    selection: null,
  })),
  /** The map's scale is locked to the grid's unit, whatever the measurement system became. */
  relockMapScale: editorAssign(({ context }) => ({ document: setMapLengthUnit(context.document, context.document.scale.measure) })),
  setMapUnit: editorAssign(({ context }, { measure }: { measure: LengthUnit }) => ({ document: setMapLengthUnit(context.document, measure) })),
  mapZoomStep: editorAssign(({ context }, { direction }: { direction: 1 | -1 }) => ({
    viewport: mapZoomStep(context.document, context.viewport, direction),
  })),
  /** Wheel steps add up until the wheel has been still for MAP_WHEEL_DEBOUNCE_MS (spec §4). */
  collectMapWheel: editorEnqueue(({ context, enqueue }, { deltaY, screen }: { deltaY: number; screen: Point }) => {
    enqueue.assign({ mapWheel: { deltaY: (context.mapWheel?.deltaY ?? 0) + deltaY, screen } });
    enqueue.cancel('mapWheel');
    enqueue.raise({ type: 'map.wheelSettled' }, { id: 'mapWheel', delay: MAP_WHEEL_DEBOUNCE_MS });
  }),
  settleMapWheel: editorAssign(({ context }) => ({
    viewport: context.mapWheel ? mapWheelZoom(context.viewport, context.mapWheel.deltaY, context.mapWheel.screen) : context.viewport,
    mapWheel: null,
  })),
};

export const MAP_ON = {
  'map.wheelSettled': { actions: 'settleMapWheel' },
  'map.show': { actions: [{ type: 'showMap', params: eventParams }, 'restoreInstrument'] },
  'map.hide': { guard: 'onMap', actions: ['hideMap', 'restoreInstrument'] },
  'map.jump': { guard: 'onMap', actions: { type: 'jumpMap', params: eventParams } },
  'map.type': { guard: 'onMap', actions: { type: 'setMapType', params: eventParams } },
  'map.maxZoom': { guard: 'onMap', actions: { type: 'setMapMaxZoom', params: eventParams } },
  'map.areaUnit': { guard: 'onMap', actions: { type: 'setMapAreaUnit', params: eventParams } },
  'map.importPolygons': { guard: 'onMap', actions: [{ type: 'importPolygons', params: eventParams }, 'restoreInstrument'] },
} as const;
