/**
 * The editor's layers: adding, duplicating, deleting and choosing layers, their visibility, colour
 * and pin, all layers shown at once, the line labels, and the colour new layers take. Each event
 * runs one pure function of document/layers.ts.
 */
import { and } from 'xstate';
import type { LabelColor } from '../../shared/constants';
import { activeMask } from '../document/mask';
import {
  addLayer,
  deleteLayer,
  duplicateLayer,
  selectLayer,
  setDrawingColor,
  setLayerColor,
  showAllLayers,
  toggleLabels,
  toggleLayerPin,
  toggleLayerVisibility,
} from '../document/layers';
import { editorAssign, eventParams, type EditorGuardArgs } from './editorContext';

export const layersGuards = {
  noMask: ({ context }: EditorGuardArgs) => activeMask(context.document) === null,
};

/** A layer change also drops the select tool's handle, which belonged to the layer before. */
export const layersActions = {
  addLayer: editorAssign(({ context }) => ({ document: addLayer(context.document), selection: null })),
  duplicateLayer: editorAssign(({ context }) => ({ document: duplicateLayer(context.document), selection: null })),
  deleteLayer: editorAssign(({ context }) => ({ document: deleteLayer(context.document), selection: null })),
  selectLayer: editorAssign(({ context }, { index }: { index: number }) => ({
    document: selectLayer(context.document, index),
    selection: null,
  })),
  toggleLayerVisibility: editorAssign(({ context }, { index }: { index: number }) => ({
    document: toggleLayerVisibility(context.document, index),
    selection: null,
  })),
  setLayerColor: editorAssign(({ context }, { index, color }: { index: number; color: LabelColor }) => ({
    document: setLayerColor(context.document, index, color),
    selection: null,
  })),
  toggleLayerPin: editorAssign(({ context }, { index }: { index: number }) => ({
    document: toggleLayerPin(context.document, index),
    selection: null,
  })),
  showAllLayers: editorAssign(({ context }, { on }: { on: boolean }) => ({ document: showAllLayers(context.document, on), selection: null })),
  toggleLabels: editorAssign(({ context }) => ({ document: toggleLabels(context.document), selection: null })),
  setDrawingColor: editorAssign(({ context }, { color }: { color: LabelColor }) => ({ document: setDrawingColor(context.document, color) })),
};

export const LAYERS_ON = {
  // Spec §4: adding, duplicating, selecting and deleting layers wait while a mask is active.
  'layer.add': { guard: and(['noMask', 'editable']), actions: ['addLayer', 'markUnsaved', 'restoreInstrument'] },
  'layer.duplicate': { guard: and(['noMask', 'editable']), actions: ['duplicateLayer', 'markUnsaved', 'restoreInstrument'] },
  'layer.delete': { guard: and(['noMask', 'editable']), actions: ['deleteLayer', 'markUnsaved', 'restoreInstrument'] },
  'layer.select': { guard: 'noMask', actions: [{ type: 'selectLayer', params: eventParams }, 'restoreInstrument'] },
  'layer.toggleVisibility': { actions: [{ type: 'toggleLayerVisibility', params: eventParams }, 'markUnsaved'] },
  'layer.setColor': { guard: 'editable', actions: [{ type: 'setLayerColor', params: eventParams }, 'markUnsaved'] },
  'layer.togglePin': { guard: 'editable', actions: [{ type: 'toggleLayerPin', params: eventParams }, 'markUnsaved', 'restoreInstrument'] },
  'layers.showAll': { actions: [{ type: 'showAllLayers', params: eventParams }, 'restoreInstrument'] },
  'labels.toggle': { actions: ['toggleLabels', 'markUnsaved'] },
  'color.set': { actions: { type: 'setDrawingColor', params: eventParams } },
} as const;
