/**
 * Decodes an ASCII DXF. Files from AutoCAD 2007 (AC1021) on are UTF-8; older ones are written in
 * the code page their header names ($DWGCODEPAGE, such as ANSI_1252), so accented room labels
 * come out right instead of as replacement characters.
 */
export function decodeDxfText(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 8192));
  const version = /\$ACADVER\s*\r?\n\s*1\s*\r?\n\s*AC(\d{4})/.exec(head)?.[1];
  const codePage = /\$DWGCODEPAGE\s*\r?\n\s*3\s*\r?\n\s*ANSI_(\d{3,4})/i.exec(head)?.[1];
  if (version !== undefined && Number(version) < 1021 && codePage !== undefined) {
    try {
      return new TextDecoder(`windows-${codePage}`).decode(bytes);
    } catch {
      // A code page this Node build does not know: UTF-8 below keeps the ASCII geometry intact.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
