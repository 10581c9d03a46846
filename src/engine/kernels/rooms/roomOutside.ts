/**
 * Detect rooms, step 4b (detectRooms.ts): regions outside the building's outer wall.
 *
 * A real plan draws more than walls round the building: dimension lines, their extension lines,
 * leaders, title blocks. The space between them and the outer wall is enclosed like a room, and
 * on the DXF house of issue 37 ten such spaces were offered as rooms. What tells them apart is
 * what lies across their border. Across a room's border is a wall: a thick dark band, or (in a
 * CAD drawing, whose walls are outlined) a line, the wall's enclosed inside and another line; or
 * a doorway closed along the faces. Across an outside space's border is, for much of its length,
 * a single thin line with the outside (or another such space) straight behind it.
 *
 * So each candidate's outline is probed crack by crack, straight outwards: a dark run of at most
 * `maxThin` pixels with another region behind it is a thin link to that region. Behind it may
 * first lie nobody's paper and more thin lines (the strips between a CAD plan's rows of dimension
 * lines are narrower than a door, shared, so nobody's), up to a door's width in all; reaching the
 * image's edge that way is reaching the outside. A second line close behind the first (within
 * `wallGapPx`) is an outlined wall, not a thin line: the DXF house's walls are two lines 7 px
 * apart, its rows of dimension lines 20. A candidate
 * is outside when a quarter of its border or more is thinly linked to the outside; that spreads
 * from space to space until nothing changes. A plan drawn entirely in thin lines would lose every
 * room this way (each is thinly linked to the outside or to one that is), so there the step
 * drops nothing: it needs a building whose outer wall is a wall.
 */
import { forEachBorderCrack } from './roomBorder';
import { FRAME, WALL, type Owners } from './roomRegions';

/**
 * A candidate is outside when this share of its border or more is thinly linked to the outside,
 * or OUTSIDE_LINK_SHARE is while THIN_BORDER_SHARE of its border is thin links to anything: a
 * space between dimension lines is thinly linked all round, a garage only across its door.
 */
export const OUTSIDE_LINK_SHARE_ALONE = 0.25;
export const OUTSIDE_LINK_SHARE = 0.1;
export const THIN_BORDER_SHARE = 0.3;

/** One candidate's border: its length in pixel edges and its thin links (region → edges). */
export interface BorderLinks {
  readonly length: number;
  readonly thin: ReadonlyMap<number, number>;
}

/**
 * The thin links of the region `label` along its outline (`corners`, crack corners in image
 * pixels, as roomOutline traces them), in `owner` framed as roomRegions.ts frames it; looking
 * across at most `acrossPx` past the first line, a second line within `wallGapPx` of it making a
 * wall. Region 0 is the image's edge.
 */
export function borderLinks(owner: Owners, width: number, label: number, corners: Int32Array, maxThin: number, acrossPx = 0, wallGapPx = 0): BorderLinks {
  const thin = new Map<number, number>();
  let length = 0;
  forEachBorderCrack(owner, width, label, corners, (inside, step) => {
    length++;
    let probe = inside + step;
    let dark = 0;
    while (dark <= maxThin && owner[probe] === WALL) {
      probe += step;
      dark++;
    }
    if (dark > maxThin || dark === 0) return;
    // Behind the line, the nobody's paper between dimension lines (narrower than a door, shared)
    // and the thin lines across it, up to `acrossPx` in all: the region beyond them.
    let across = 0;
    // A second line within wallGapPx of the first: an outlined wall (a CAD drawing's), not a thin line.
    let gap = 0;
    while (gap <= wallGapPx && owner[probe]! >= 0) {
      probe += step;
      gap++;
    }
    if (gap <= wallGapPx && owner[probe] === WALL) return;
    across += gap;
    while (across < acrossPx && owner[probe]! <= 0) {
      if (owner[probe] === WALL) {
        let run = 0;
        while (run <= maxThin && owner[probe] === WALL) {
          probe += step;
          run++;
        }
        across += run;
        if (run > maxThin) break;
      } else if (owner[probe] === 0) {
        probe += step;
        across++;
      } else break;
    }
    // The image's edge reached through the paper is the outside, region 0 here; paper still
    // ahead when the look across ends is no region.
    const beyond = owner[probe] === FRAME ? 0 : owner[probe] === 0 ? -1 : owner[probe]!;
    if (beyond >= 0 && beyond !== label) thin.set(beyond, (thin.get(beyond) ?? 0) + 1);
  });
  return { length, thin };
}

/**
 * The candidates outside the building: thinly linked to the outside (`isOutside`: the region
 * grown from the image's edge, and every region touching the edge) over OUTSIDE_LINK_SHARE of
 * their border or more, directly or through others found so. None when that would take every
 * candidate.
 */
export function outsideCandidates(borders: ReadonlyMap<number, BorderLinks>, touchesEdge: (label: number) => boolean): Set<number> {
  const found = new Set<number>();
  const isOutside = (label: number): boolean => label === 0 || touchesEdge(label) || found.has(label);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [label, { length, thin }] of borders) {
      if (found.has(label)) continue;
      let linked = 0;
      let all = 0;
      for (const [other, edges] of thin) {
        all += edges;
        if (isOutside(other)) linked += edges;
      }
      if (linked >= OUTSIDE_LINK_SHARE_ALONE * length || (linked >= OUTSIDE_LINK_SHARE * length && all >= THIN_BORDER_SHARE * length)) {
        found.add(label);
        changed = true;
      }
    }
  }
  return found.size === borders.size ? new Set() : found;
}
