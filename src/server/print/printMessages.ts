/** What the print routes answer when they refuse, in words the failure notice can show. */
import { PRINT_BODY_LIMIT_BYTES } from '../../shared/print';

export const PRINT_MESSAGES = {
  bodyTooLarge: `A print request may be at most ${PRINT_BODY_LIMIT_BYTES / 1024 / 1024} MB: send a smaller background image`,
  drawingTooLarge: 'The drawing is larger than a saved document may be: print a smaller one',
  oneAtATime: 'Your previous print or export is still being drawn: wait for it to finish, then try again',
  busy: 'The server is busy drawing other files: please try again in a moment',
  failed: 'The drawing could not be drawn in the time and memory allowed: try a smaller drawing area or a lower pixel ratio',
  nothingDrawn: 'There is nothing drawn to export: draw on a layer first',
} as const;

/** A render refused for its content (too large, too costly), with the renderer's reason. */
export const cannotDraw = (reason: string): string => `The drawing cannot be printed: ${reason}`;
