/**
 * The question a CAD import asks when the drawing's dimensions disagree with the units it
 * declares: "This drawing says millimetres, but its dimensions read as inches." with "Use inches"
 * and "Keep millimetres". Keeping (or closing the question) imports it as before.
 */
import type { UnitsSuggestion, UploadResponse } from '../../shared/api';
import type { LengthUnit } from '../../shared/units';
import type { ImportQuestion } from '../modals/modalMachine';

/** Our units as a sentence names them. */
export const UNIT_NAMES: Readonly<Record<LengthUnit, string>> = {
  nm: 'nanometres',
  μm: 'micrometres',
  mm: 'millimetres',
  cm: 'centimetres',
  m: 'metres',
  km: 'kilometres',
  in: 'inches',
  ft: 'feet',
  yd: 'yards',
  mi: 'miles',
};

export const UNITS_QUESTION_TITLE = "Check the drawing's units";

/** The question for a converted drawing whose dimensions read as `suggestion`'s units. */
export function unitsQuestion(converted: Pick<UploadResponse, 'drawingScale' | 'declaredUnits'>, suggestion: UnitsSuggestion): ImportQuestion {
  const suggested = UNIT_NAMES[suggestion.drawingScale.unit];
  const declared = converted.drawingScale ? UNIT_NAMES[converted.drawingScale.unit] : null;
  // Units we cannot measure in (US survey feet, decimetres) are named as the file writes them.
  const says = declared ?? (converted.declaredUnits && converted.declaredUnits !== 'unitless' ? converted.declaredUnits : null);
  const agreeing = `${suggestion.agreeing} of its ${suggestion.dimensions} ${suggestion.dimensions === 1 ? 'dimension agrees' : 'dimensions agree'} with ${suggested}.`;
  return {
    title: UNITS_QUESTION_TITLE,
    message: `${says ? `This drawing says ${says}` : 'This drawing does not say its units'}, but its dimensions read as ${suggested}. ${agreeing}`,
    confirmLabel: `Use ${suggested}`,
    cancelLabel: declared ? `Keep ${declared}` : 'Open without units',
    choice: true,
  };
}
