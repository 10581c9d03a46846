/** Saving a file the browser downloads (the names come from engine/print/exportFileName.ts). */

/** Saves `blob` as `name` through a download link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the click; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The bytes of a base64 text (an exported image's). */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
