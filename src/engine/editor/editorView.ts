/**
 * The editor's view of the canvas: panning, zooming by button, wheel and two fingers, and the
 * stage's size. On the map the buttons and the wheel follow the map's own rules (whole steps, and a
 * debounced wheel: editorMap.ts); two fingers zoom freely within the map's limits, as on any map.
 */
import { ZOOM_BUTTON_STEP } from '../../shared/constants';
import type { Point, ScreenPoint } from '../../shared/geometry';
import { panTo, resizeStage, wheelZoom, zoomAt, zoomAtCentre, type Size } from '../viewport/viewport';
import { pinchView, type PointPair } from '../viewport/pinch';
import { editorAssign, eventParams } from './editorContext';

export const viewActions = {
  pan: editorAssign(({ context }, { offset }: { offset: ScreenPoint }) => ({ viewport: panTo(context.viewport, offset) })),
  zoomStep: editorAssign(({ context }, { direction }: { direction: 1 | -1 }) => ({
    viewport: zoomAtCentre(context.viewport, context.viewport.zoom + direction * ZOOM_BUTTON_STEP),
  })),
  zoomWheel: editorAssign(({ context }, { deltaY, screen }: { deltaY: number; screen: Point }) => ({
    viewport: zoomAt(context.viewport, wheelZoom(context.viewport.zoom, deltaY), screen),
  })),
  resize: editorAssign(({ context }, { size }: { size: Size }) => ({ viewport: resizeStage(context.viewport, size) })),
  beginPinch: editorAssign(({ context }) => ({ pinchBase: context.viewport })),
  followPinch: editorAssign(({ context }, { from, to }: { from: PointPair; to: PointPair }) => ({
    viewport: context.pinchBase ? pinchView(context.pinchBase, from, to) : context.viewport,
  })),
  endPinch: editorAssign({ pinchBase: null }),
};

export const VIEW_ON = {
  'viewport.panTo': { actions: { type: 'pan', params: eventParams } },
  'zoom.step': [
    { guard: 'onMap', actions: { type: 'mapZoomStep', params: eventParams } },
    { actions: { type: 'zoomStep', params: eventParams } },
  ],
  'zoom.wheel': [
    { guard: 'onMap', actions: { type: 'collectMapWheel', params: eventParams } },
    { actions: { type: 'zoomWheel', params: eventParams } },
  ],
  'stage.resize': { actions: { type: 'resize', params: eventParams } },
  'pinch.begin': { actions: 'beginPinch' },
  'pinch.move': { actions: { type: 'followPinch', params: eventParams } },
  'pinch.end': { actions: 'endPinch' },
} as const;
