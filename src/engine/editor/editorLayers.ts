/**
 * The editor's layers: adding, duplicating, deleting and choosing layers, their visibility, colour,
 * pin and name, all layers shown at once, the line labels, and the colour new layers take. Each
 * event runs one pure function of document/layers.ts.
 *
 * Renaming (issue 38 item 2) opens a name field on one layer (`renamingLayer`, the layer's id, so
 * the field stays on its layer whatever happens to the others' places); `layer.rename` keeps the
 * typed name and closes it, `layer.renameCancel` closes it. A rename is not a history step: the
 * history is each layer's own list of sketch snapshots (history/history.ts), which undo walks on
 * the current layer only, and no other change to a layer itself (its colour, pin, visibility, its
 * adding or deleting) is in it either. Putting names in it would make undo on one layer take back a
 * name while leaving the colour changed a moment before; renaming again is as quick as undoing.
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
  renameLayer,
  setLayerItem,
} from '../document/layers';
import type { TakeoffItem } from '../../shared/takeoffItem';
import { editorAssign, eventParams, type EditorContext, type EditorGuardArgs } from './editorContext';

/** The place of the layer whose name field is open, or -1 when none is (or that layer has gone). */
export const renamingIndex = ({ document, renamingLayer }: Pick<EditorContext, 'document' | 'renamingLayer'>): number =>
  renamingLayer === null ? -1 : document.layers.findIndex((layer) => layer.id === renamingLayer);

export const layersGuards = {
  noMask: ({ context }: EditorGuardArgs) => activeMask(context.document) === null,
  isRenaming: ({ context }: EditorGuardArgs) => renamingIndex(context) >= 0,
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
  startRename: editorAssign(({ context }, { index }: { index: number }) => ({ renamingLayer: context.document.layers[index]?.id ?? null })),
  // Enter (or leaving the field) on the name as it was is no edit: nothing to save.
  renameLayer: editorAssign(({ context }, { name }: { name: string }) => {
    const document = renameLayer(context.document, renamingIndex(context), name);
    return document === context.document ? {} : { document, needSave: true };
  }),
  stopRename: editorAssign({ renamingLayer: null }),
  // An item (issue 38) is, like a name, not a history step.
  setLayerItem: editorAssign(({ context }, { index, item }: { index: number; item: TakeoffItem | null }) => {
    const document = setLayerItem(context.document, index, item);
    return document === context.document ? {} : { document, needSave: true };
  }),
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
  // The educator's read-only view names nothing.
  'layer.renameStart': { guard: 'editable', actions: { type: 'startRename', params: eventParams } },
  'layer.rename': { guard: and(['editable', 'isRenaming']), actions: [{ type: 'renameLayer', params: eventParams }, 'stopRename'] },
  'layer.renameCancel': { actions: 'stopRename' },
  'layer.setItem': { guard: 'editable', actions: { type: 'setLayerItem', params: eventParams } },
  'layers.showAll': { actions: [{ type: 'showAllLayers', params: eventParams }, 'restoreInstrument'] },
  'labels.toggle': { actions: ['toggleLabels', 'markUnsaved'] },
  'color.set': { actions: { type: 'setDrawingColor', params: eventParams } },
} as const;
