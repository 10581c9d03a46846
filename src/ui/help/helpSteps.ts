/**
 * The words of the guided help and of the contextual help popovers (spec drawing-core §2). The
 * help cards and the /help page read them from here.
 */
import { GUIDED_STEP_IDS, HELP_POPOVER_IDS, type GuidedStepId, type HelpPopoverId } from '../../shared/api';

export interface HelpText {
  title: string;
  text: string;
}

/** One entry per guided step, in the spec's order. */
export const GUIDED_STEPS: Record<GuidedStepId, HelpText> = {
  intro: {
    title: 'Welcome to Planimetry',
    text: 'Click on the grid to place corners; click the first corner again to close the shape. Its lengths, perimeter and area appear as you draw.',
  },
  menu: {
    title: 'The menu',
    text: 'The Menu at the top right clears the canvas, opens the settings and this help. Each entry shows its shortcut key.',
  },
  map: {
    title: 'Maps',
    text: 'Show map (M) puts a map under the drawing, so you can measure a field or a roof from above.',
  },
  scale1: {
    title: 'Set the scale (1 of 3)',
    text: 'Pick the Scale line tool (U) and draw a line along a length you know, such as a door or the plan’s scale bar: press and drag, or click at each end.',
  },
  scale2: {
    title: 'Set the scale (2 of 3)',
    text: 'Enter the real length of that line in Known length, choose its Unit, and press Set scale.',
  },
  scale3: {
    title: 'Set the scale (3 of 3)',
    text: 'Press Add to Canvas: the line goes away and everything you draw is now measured at this scale.',
  },
  lengthSubmitted: {
    title: 'Scale set',
    text: 'Now draw around the shape you want to measure; its lengths and area use your scale.',
  },
  results: {
    title: 'Your results',
    text: 'The Results panel shows the perimeter and area of the current layer, in the unit of the scale.',
  },
  editLineLength: {
    title: 'Edit a line length',
    text: 'Select a length label and type the length the line should have; the line grows or shrinks to fit.',
  },
  moveVertex: {
    title: 'Move a vertex',
    text: 'Drag a corner to move it, or select it and nudge it with the arrow keys. Delete removes it.',
  },
  hideLineLabels: {
    title: 'Hide line labels',
    text: 'Labels in the way? Hide them with the labels toggle on the canvas, or switch them off in Settings.',
  },
};

/** The contextual popovers, each closed with Ok. */
export const HELP_POPOVERS: Record<HelpPopoverId, HelpText> = {
  adjustLength: { title: 'Adjust Length', text: 'Select a length label to edit it.' },
  lineLengths: { title: 'Line Lengths', text: 'Labels in the way? Switch them off from Settings.' },
  adjustOrDelete: { title: 'Adjust or Delete', text: 'Drag, or use cursor keys.' },
};

/** Guided steps in order, for lists. */
export const GUIDED_STEP_LIST = GUIDED_STEP_IDS.map((id) => ({ id, ...GUIDED_STEPS[id] }));
export const HELP_POPOVER_LIST = HELP_POPOVER_IDS.map((id) => ({ id, ...HELP_POPOVERS[id] }));

