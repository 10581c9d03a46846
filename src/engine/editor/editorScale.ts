/**
 * The scale: typed in the scale box, converted to mi or km when the default system is switched
 * (the drawing keeps its real size, and a notice says so), or set from a reference line of known
 * length drawn with the rule tool (the Set scale panel). On the map only the unit can change,
 * since the scale stays locked to the map's.
 */
import { and, not } from 'xstate';
import { MIN_LINE_LENGTH } from '../../shared/constants';
import type { CanvasPoint } from '../../shared/geometry';
import { noticeEvent, scaleConvertedNotice } from '../../shared/notices';
import type { LengthUnit, MeasurementSystem } from '../../shared/units';
import { applyLoadedSystem, applySwitchedSystem, setScale, switchChangesUnit } from '../document/drawingDocument';
import { instrumentAvailability } from '../document/instrumentAvailability';
import { applyKnownLength, drawScaleLine, hideScaleLine, lineLength } from '../document/knownLengthScale';
import { applySecondLine } from '../document/axisScale';
import { SCALE_NOTICES, knownLengthRefusalNotice, secondLineRefusalNotice } from '../instruments/scaleLine/scaleNotices';
import { editorAssign, editorEnqueue, eventParams, type EditorGuardArgs } from './editorContext';

export const scaleGuards = {
  longEnoughScaleLine: ({ context }: EditorGuardArgs, { from, to }: { from: CanvasPoint; to: CanvasPoint }) =>
    lineLength(from, to) > MIN_LINE_LENGTH / context.viewport.zoom,
  scaleLineReady: ({ context }: EditorGuardArgs) => context.document.scale.lineReady,
  scaleLineSet: ({ context }: EditorGuardArgs) => context.scaleLineSet,
  drawingSecondLine: ({ context }: EditorGuardArgs) => context.secondScaleLine?.stage === 'drawing',
  longEnoughSecondLine: (args: EditorGuardArgs, line: { from: CanvasPoint; to: CanvasPoint }) =>
    args.context.secondScaleLine?.stage === 'drawing' && scaleGuards.longEnoughScaleLine(args, line),
  secondLineReady: ({ context }: EditorGuardArgs) => context.secondScaleLine?.stage === 'ready',
  /** A switch of the default system that changes the unit shown (not one to the unit already in place). */
  switchChangesUnit: ({ context }: EditorGuardArgs, { system }: { system: MeasurementSystem }) => switchChangesUnit(context.document, system),
  straightAvailable: ({ context }: EditorGuardArgs) => instrumentAvailability(context.document, 'straight').enabled,
};

export const scaleActions = {
  setScale: editorAssign(({ context }, { value, measure }: { value: number; measure: LengthUnit }) => ({
    document: setScale(context.document, value, measure),
  })),
  loadSystem: editorAssign(({ context }, { system }: { system: MeasurementSystem }) => ({ document: applyLoadedSystem(context.document, system), system })),
  rememberSystem: editorAssign((_, { system }: { system: MeasurementSystem }) => ({ system })),
  switchSystem: editorAssign(({ context }, { system }: { system: MeasurementSystem }) => ({
    document: applySwitchedSystem(context.document, system),
  })),
  /** Runs after the map relocked its scale, so the notice gives the scale as it now stands. */
  announceConvertedScale: editorEnqueue(({ context, enqueue }) => {
    enqueue.emit(noticeEvent(scaleConvertedNotice(context.document.scale.value, context.document.scale.measure)));
  }),
  drawScaleLine: editorAssign(({ context }, { from, to }: { from: CanvasPoint; to: CanvasPoint }) => ({
    document: drawScaleLine(context.document, from, to, context.viewport.zoom),
    scaleLineSet: false,
  })),
  setKnownLength: editorEnqueue(({ context, enqueue }, { length, unit }: { length: number; unit: LengthUnit }) => {
    const result = applyKnownLength(context.document, length, unit);
    if (!result.ok) {
      enqueue.emit(noticeEvent(knownLengthRefusalNotice(result.reason)));
      return;
    }
    enqueue.assign({ document: result.document, scaleLineSet: true, needSave: true });
    enqueue.emit(noticeEvent(SCALE_NOTICES.scaleSet));
  }),
  hideScaleLine: editorAssign(({ context }) => ({ document: hideScaleLine(context.document), scaleLineSet: false, secondScaleLine: null })),
  beginSecondLine: editorAssign(() => ({ secondScaleLine: { stage: 'drawing' } as const })),
  drawSecondLine: editorAssign(({ context }, { from, to }: { from: CanvasPoint; to: CanvasPoint }) => ({
    secondScaleLine: { stage: 'ready', line: { from, to, zoom: context.viewport.zoom } } as const,
  })),
  discardSecondLine: editorAssign(() => ({ secondScaleLine: null })),
  /** The line stays while its length is refused, so the person can type another. */
  setSecondKnownLength: editorEnqueue(({ context, enqueue }, { length, unit }: { length: number; unit: LengthUnit }) => {
    if (context.secondScaleLine?.stage !== 'ready') return;
    const result = applySecondLine(context.document, context.secondScaleLine.line, length, unit);
    if (!result.ok) {
      enqueue.emit(noticeEvent(secondLineRefusalNotice(result.reason)));
      return;
    }
    enqueue.assign({ document: result.document, secondScaleLine: null, needSave: true });
    enqueue.emit(noticeEvent(SCALE_NOTICES.axisScalesSet));
  }),
};

export const SCALE_ON = {
  // On the map only the unit can change: the scale stays locked to the map's.
  'scale.set': [
    { guard: 'onMap', actions: [{ type: 'setMapUnit', params: eventParams }, 'markUnsaved'] },
    { actions: [{ type: 'setScale', params: eventParams }, 'markUnsaved'] },
  ],
  // Reapplied whenever the document changes, so saving it would keep nothing of the person's.
  'scale.impose': { guard: not('onMap'), actions: { type: 'setScale', params: eventParams } },
  'system.loaded': { actions: [{ type: 'loadSystem', params: eventParams }, 'relockMapScale'] },
  // The scale is converted, so nothing drawn changes size; on the map the relock then gives the
  // map's own scale in the new unit, the same real size again.
  'system.switched': [
    {
      guard: { type: 'switchChangesUnit', params: eventParams },
      actions: [{ type: 'rememberSystem', params: eventParams }, { type: 'switchSystem', params: eventParams }, 'relockMapScale', 'announceConvertedScale'],
    },
    { actions: { type: 'rememberSystem', params: eventParams } },
  ],
  // The rule tool and the known-length scale: Add to Canvas chooses the straight line when it may.
  // While the second line is awaited the rule tool draws it, and a line too short is dropped.
  'scaleLine.commit': [
    { guard: { type: 'longEnoughSecondLine', params: eventParams }, actions: { type: 'drawSecondLine', params: eventParams } },
    { guard: 'drawingSecondLine' },
    { guard: { type: 'longEnoughScaleLine', params: eventParams }, actions: { type: 'drawScaleLine', params: eventParams } },
  ],
  // Separate X and Y scales: a second line, the other way, once the first has set the scale.
  'scale.secondLine.begin': { guard: 'scaleLineSet', actions: 'beginSecondLine' },
  'scale.secondLine.knownLength': {
    guard: and(['scaleLineSet', 'secondLineReady']),
    actions: { type: 'setSecondKnownLength', params: eventParams },
  },
  'scale.secondLine.discard': { actions: 'discardSecondLine' },
  'scale.knownLength': { guard: 'scaleLineReady', actions: { type: 'setKnownLength', params: eventParams } },
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
} as const;
