/** Writes the known drawing's reference PNG (run by scripts/makePrintReference.mjs; see drawingPng.test.ts). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDrawingSvg } from '../drawingSvg';
import { knownDrawingState, KNOWN_SETTINGS, KNOWN_STAGE } from './knownDrawing';
import { rasterizePng } from './printRaster';

export const PRINT_REFERENCE_PNG = fileURLToPath(new URL('./knownDrawing.png', import.meta.url));

/** The known drawing as the renderer draws it now. */
export const knownDrawingSvg = (): string => renderDrawingSvg({ state: knownDrawingState(), stage: KNOWN_STAGE, settings: KNOWN_SETTINGS });

export function writePrintReference(path = PRINT_REFERENCE_PNG): void {
  writeFileSync(path, rasterizePng(knownDrawingSvg()));
}
