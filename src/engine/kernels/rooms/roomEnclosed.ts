/**
 * Detect rooms, step 4c (detectRooms.ts): a region a thin line encloses inside a room is part of
 * that room. The DXF house of issue 37 draws a rectangle on its garage's floor; the rectangle was
 * offered as a room of its own and the garage came out a quarter short. A room's border is walls
 * and doorways; a region whose border is half or more a single thin line with one room behind it
 * is a marking on that room's floor (a rug, a parking bay, a raised platform), and joins it, the
 * line with it.
 */
import { roomOutline, type Owners, type RegionStats, WALL } from './roomRegions';
import type { BorderLinks } from './roomOutside';
import { forEachBorderCrack } from './roomBorder';

/** The share of its border a region shares with one room, across a thin line, to be part of it. */
export const ENCLOSED_LINK_SHARE = 0.5;

/** A candidate room: its label and its outline's crack corners. */
export interface LabelledOutline {
  readonly label: number;
  readonly corners: Int32Array;
}

/** The room each enclosed candidate belongs to (followed to a room that is not itself enclosed). */
export function enclosingRooms(borders: ReadonlyMap<number, BorderLinks>): Map<number, number> {
  const into = new Map<number, number>();
  for (const [label, { length, thin }] of borders) {
    for (const [other, edges] of thin) {
      if (other !== label && borders.has(other) && edges >= ENCLOSED_LINK_SHARE * length) into.set(label, other);
    }
  }
  // Two regions each half thinly linked to the other are two rooms, not one inside the other.
  for (const [label, other] of [...into]) {
    if (into.get(other) !== label) continue;
    into.delete(label);
    into.delete(other);
  }
  const rootOf = (label: number): number => {
    let root = label;
    for (let hops = 0; into.has(root) && hops < into.size; hops++) root = into.get(root)!;
    return root;
  };
  return new Map([...into.keys()].map((label) => [label, rootOf(label)]));
}

/**
 * Relabels each enclosed candidate, and the thin line between it and its room (dark runs of at most
 * `maxThin` pixels straight out of its outline with the room behind), as its room; grows the room's
 * statistics and traces its outline again. Returns the candidates left, the rooms' outlines new.
 */
export function mergeEnclosed(owner: Owners, width: number, height: number, stats: RegionStats, candidates: readonly LabelledOutline[], into: ReadonlyMap<number, number>, maxThin: number): LabelledOutline[] {
  if (into.size === 0) return [...candidates];
  const framed = width + 2;
  const grown = new Set<number>();
  for (const { label, corners } of candidates) {
    const room = into.get(label);
    if (room === undefined) continue;
    grown.add(room);
    // The thin line straight out of its outline with the room behind (as roomOutside.ts probes).
    forEachBorderCrack(owner, width, label, corners, (inside, step) => {
      let probe = inside + step;
      let dark = 0;
      while (dark <= maxThin && owner[probe] === WALL) {
        probe += step;
        dark++;
      }
      if (dark === 0 || dark > maxThin || owner[probe] !== room) return;
      for (let k = 1; k <= dark; k++) owner[inside + k * step] = room;
    });
    // The candidate's own pixels, within its box.
    for (let y = stats.minY[label]!; y <= stats.maxY[label]!; y++) {
      const row = (y + 1) * framed + 1;
      for (let x = stats.minX[label]!; x <= stats.maxX[label]!; x++) if (owner[row + x] === label) owner[row + x] = room;
    }
    // The room's box and first pixel (raster order) take the candidate's, and its line's (within maxThin).
    stats.minX[room] = Math.max(0, Math.min(stats.minX[room]!, stats.minX[label]! - maxThin));
    stats.minY[room] = Math.max(0, Math.min(stats.minY[room]!, stats.minY[label]! - maxThin));
    stats.maxX[room] = Math.min(width - 1, Math.max(stats.maxX[room]!, stats.maxX[label]! + maxThin));
    stats.maxY[room] = Math.min(height - 1, Math.max(stats.maxY[room]!, stats.maxY[label]! + maxThin));
  }
  const rooms: LabelledOutline[] = [];
  for (const candidate of candidates) {
    const { label } = candidate;
    if (into.has(label)) continue;
    if (!grown.has(label)) {
      rooms.push(candidate);
      continue;
    }
    stats.first[label] = firstPixel(owner, width, label, stats);
    rooms.push({ label, corners: roomOutline(owner, width, label, stats) });
  }
  return rooms;
}

/** The region's first pixel in raster order (framed index), searched within its box. */
function firstPixel(owner: Owners, width: number, label: number, stats: RegionStats): number {
  const framed = width + 2;
  for (let y = stats.minY[label]!; y <= stats.maxY[label]!; y++) {
    const row = (y + 1) * framed + 1;
    for (let x = stats.minX[label]!; x <= stats.maxX[label]!; x++) if (owner[row + x] === label) return row + x;
  }
  return stats.first[label]!;
}
