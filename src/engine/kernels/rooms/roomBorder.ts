/**
 * A region's border, crack by crack (Detect rooms, steps 4b and 4c): each unit crack of its
 * outline lies between one of its pixels and one outside it; `visit` gets the inside pixel and the
 * step (in framed indices, as roomRegions.ts frames `owner`) that leads straight out across the crack.
 */
import type { Owners } from './roomRegions';

export function forEachBorderCrack(owner: Owners, width: number, label: number, corners: Int32Array, visit: (inside: number, step: number) => void): void {
  const framed = width + 2;
  const at = (x: number, y: number): number => (y + 1) * framed + x + 1;
  for (let c = 0; c < corners.length; c += 2) {
    const x0 = corners[c]!;
    const y0 = corners[c + 1]!;
    const x1 = corners[(c + 2) % corners.length]!;
    const y1 = corners[(c + 3) % corners.length]!;
    const dx = Math.sign(x1 - x0);
    const dy = Math.sign(y1 - y0);
    const steps = Math.abs(x1 - x0) + Math.abs(y1 - y0);
    for (let s = 0; s < steps; s++) {
      // The unit crack from (cx, cy) along (dx, dy) lies between two pixels; the region's is inside.
      const cx = x0 + dx * s;
      const cy = y0 + dy * s;
      const a = dx !== 0 ? at(Math.min(cx, cx + dx), cy - 1) : at(cx - 1, Math.min(cy, cy + dy));
      const b = dx !== 0 ? at(Math.min(cx, cx + dx), cy) : at(cx, Math.min(cy, cy + dy));
      const inside = owner[a] === label ? a : b;
      visit(inside, inside === a ? b - a : a - b);
    }
  }
}
