/**
 * Layers a DXF switches off (negative colour) or freezes (flag bit 1). Read from the LAYER table
 * directly: dxf-parser also counts bit 2 ("frozen in new viewports") as frozen, which would hide
 * layers AutoCAD shows.
 */
export function hiddenDxfLayers(text: string): Set<string> {
  const hidden = new Set<string>();
  const start = text.search(/\n[ \t]*2[ \t]*\r?\n[ \t]*LAYER[ \t]*\r?\n/);
  if (start < 0) return hidden;
  const end = text.indexOf('ENDTAB', start);
  const lines = text.slice(start + 1, end < 0 ? undefined : end).split(/\r?\n/);
  let name: string | null = null;
  let off = false;
  let frozen = false;
  const flush = (): void => {
    if (name !== null && (off || frozen)) hidden.add(name);
  };
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = Number(lines[i]);
    const value = lines[i + 1]!.trim();
    if (code === 0) {
      flush();
      name = null;
      off = false;
      frozen = false;
    } else if (code === 2) name = value;
    else if (code === 62) off = Number(value) < 0;
    else if (code === 70) frozen = (Number(value) & 1) !== 0;
  }
  flush();
  return hidden;
}
