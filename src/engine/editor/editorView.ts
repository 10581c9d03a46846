/**
 * The editor's view of the canvas: panning, zooming by button and wheel, and the stage's size. On
 * the map the zoom follows the map's own rules (whole steps, and a debounced wheel: editorMap.ts).
 */
import { ZOOM_BUTTON_STEP } from '../../shared/constants';
import type { Point, ScreenPoint } from '../../shared/geometry';
import { panTo, resizeStage, wheelZoom, zoomAt, zoomAtCentre, type Size } from '../viewport/viewport';
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
} as const;
