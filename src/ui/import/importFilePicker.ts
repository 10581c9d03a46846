/** The id of the drawing screen's hidden "Import file" input, which the menu command clicks. */
export const IMPORT_INPUT_ID = 'import-file';

/**
 * Opens the browser's file chooser of the "Import file" input. Called from a menu click or the
 * I shortcut, both user gestures, which browsers require before showing a file chooser.
 */
export function openImportFilePicker(): void {
  const input = document.getElementById(IMPORT_INPUT_ID);
  if (input instanceof HTMLInputElement) input.click();
}

/** The first file a drag or a paste carries, if any. */
export const firstFile = (data: DataTransfer | null): File | null => data?.files[0] ?? null;

/** Whether a drag carries files (not text or a link being dragged about the page). */
export const dragHasFiles = (data: DataTransfer | null): boolean => Array.from(data?.types ?? []).includes('Files');
