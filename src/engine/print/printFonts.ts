/**
 * The fonts a print is drawn with on the server (resvg): the DejaVu Sans files the repository
 * ships in fonts/ (free licence), so a print looks the same whatever the machine has installed.
 * The SVG names them first in its font list (svgMarkup.ts FONT_FAMILY).
 */

/** The font files in the repository's fonts/ folder. */
export const PRINT_FONT_FILE_NAMES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'] as const;

/** The family resvg falls back to for a generic family or a missing one. */
export const PRINT_DEFAULT_FONT_FAMILY = 'DejaVu Sans';
