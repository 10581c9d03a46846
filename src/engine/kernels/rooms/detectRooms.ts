/**
 * Detect rooms: every region of a plan enclosed by walls. Plain TypeScript over typed arrays, run
 * in the kernel worker (the wand panel's Detect rooms, app/rooms/detectRooms.ts). On the bench's
 * 24 MP plan, with the dark pixels, about 180 ms in Node and 140 ms in Chromium's worker before
 * issue 37's steps (1b, 3b, 4b), 330 ms in Node with them on a day the code before them took 500
 * (issue 22 asks 300 ms; the first version, testing/referenceRooms.ts, took 0.6 to 1.5 s): no pass keeps
 * a per-pixel object or closure, the distance is a separable erosion on bit rows, and the owners
 * take 16 bits a pixel. The tests hold it to the first version, room for room, point for point.
 *
 * Any passage narrower than the door width closes, not only doors: a table less than a door's
 * width from a cupboard cuts that corner off as a room of its own (or drops it when small).
 *
 * 1. Walls: pixels darker than mid-grey (RasterKernels.darkPixels).
 * 1b. Dark pieces smaller than two doors both ways (letters, figures, people, chairs, a table
 *    standing free) are not walls (wallSpecks.ts): they stand in rooms.
 * 2. Gaps up to the door width close: a pixel is a room's core when its chessboard distance to
 *    the nearest wall is more than half that width, so a core never passes through a doorway
 *    (no wall in the square round it: walls near along the row, then along the column).
 * 3. Cores are labelled (4-connected), then grown back over the paper they left out, breadth
 *    first from every core at once: each paper pixel joins the core it is nearest to along the
 *    paper, so a doorway is shared between the rooms on its two sides.
 *    The paper on the image's edge grows too, as one more region, the outside: a plan drawn with
 *    a margin narrower than half a door (a CAD drawing's 20 px) has no outside core, and without
 *    it the room whose entrance opens onto the margin would take the whole margin, touch the edge
 *    and be dropped.
 * 3b. Doorways close along the walls' faces (roomDoorways.ts): the paper a door-wide square
 *    reaches stops flat at each doorway, and the doorway between two regions is nobody's, so a
 *    room's outline runs straight past its doors and its area is the paper inside its walls.
 * 4. Regions touching the image's edge are outside the plan, regions below the minimum area are
 *    cupboards and gaps between lines; both are dropped.
 * 4b. So are the spaces outside the building's outer wall that dimension lines and the like
 *    enclose (roomOutside.ts): much of their border is a thin line with the outside behind it.
 * 4c. A region that a thin line encloses inside a room for half its border or more (a rectangle
 *    drawn on a garage's floor) is part of that room, and joins it with the line (roomEnclosed.ts).
 * 5. Each remaining region is traced along its pixels' edges (crackOutline): its outline encloses
 *    the room's paper and whatever stands in it (furniture, labels), and its area is exact.
 *
 * Steps 1 and 1b are in wallSpecks.ts, 2 in roomCores.ts, 3b in roomDoorways.ts, 4b in roomOutside.ts, 4c in
 * roomEnclosed.ts, the rest in roomRegions.ts; this
 * module runs them in order.
 */
import { twiceOutlineArea } from '../contours/crackOutline';
import { simplifyOutline, type Simplifier } from '../contours/simplifyOutline';
import { CONTOUR_SIMPLIFY_TOLERANCE } from '../../../shared/constants';
import type { DarkPixels } from '../kernelTypes';
import { labelCores, nearRowsOf } from './roomCores';
import { closeDoorways, openedPaper } from './roomDoorways';
import { growCores, ownersOf, regionStats, roomOutline, seedOutside, type Owners, type RegionStats } from './roomRegions';
import { enclosingRooms, mergeEnclosed } from './roomEnclosed';
import { borderLinks, outsideCandidates } from './roomOutside';
import { wallRunsWithoutSpecks } from './wallSpecks';

export interface RoomOptions {
  /** The widest gap in a wall that still separates two rooms (a door), in image pixels. */
  readonly gapPx: number;
  /** Smaller regions are not rooms, in square image pixels. */
  readonly minAreaPx: number;
}

/** Pixels whose mean of red, green and blue is below this grey level are walls. */
export const WALL_THRESHOLD = 128;

export interface DetectedRoom {
  /** The room's outline in image pixels (x,y pairs, the first point not repeated), simplified. */
  readonly polygon: Float64Array;
  /** The area inside the unsimplified outline, in square image pixels. */
  readonly areaPx: number;
}

/**
 * Dark pieces smaller than this many doors both ways are not walls (wallSpecks.ts): letters, a
 * person, chairs, and a table or a bed standing free (the rendered plan's 1.6 m table split its
 * balcony in two at one door). Walls join the plan's network of walls, or are longer.
 */
export const SPECK_DOORS = 2;

/** The thickest line that is only a line, not a wall: a twenty-fifth of a door, at least 2 px. */
export const thinLinePx = (gapPx: number): number => Math.max(2, Math.round(gapPx / 25));

/** The widest gap between an outlined wall's two lines (a CAD drawing's 8" wall): a fifth of a door. */
export const wallGapPx = (gapPx: number): number => Math.round(gapPx / 5);

/** Every room of the plan whose walls are the dark pixels, largest first. */
export function detectRooms(walls: DarkPixels, options: RoomOptions, simplify: Simplifier): DetectedRoom[] {
  const found = roomRegions(walls, options);
  if (!found) return [];
  const { owner, stats, candidates } = found;
  const maxThin = thinLinePx(options.gapPx);
  const borders = new Map(candidates.map(({ label, corners }) => [label, borderLinks(owner, walls.width, label, corners, maxThin, options.gapPx, wallGapPx(options.gapPx))]));
  const outsideSpaces = outsideCandidates(borders, (label) => stats.touchesEdge[label] === 1);
  for (const label of outsideSpaces) borders.delete(label);
  const inside = candidates.filter(({ label }) => !outsideSpaces.has(label));
  return roomsOf(mergeEnclosed(owner, walls.width, walls.height, stats, inside, enclosingRooms(borders), maxThin), simplify);
}

/**
 * The regions steps 1 to 4 find, before the spaces outside the building are told apart (step
 * 4b): what the first implementation found, which the tests hold this one to.
 */
export function detectRoomCandidates(walls: DarkPixels, options: RoomOptions, simplify: Simplifier): DetectedRoom[] {
  const found = roomRegions(walls, options);
  return found ? roomsOf(found.candidates, simplify) : [];
}

interface Candidate {
  readonly label: number;
  /** Its outline's crack corners, in image pixels. */
  readonly corners: Int32Array;
}

/** Steps 1 to 4: every pixel's owner, each region's statistics (the outside's too) and the regions that could be rooms. */
function roomRegions(dark: DarkPixels, options: RoomOptions): { owner: Owners; stats: RegionStats; candidates: Candidate[] } | null {
  const { width, height } = dark;
  if (width === 0 || height === 0) return null;
  const { runs: wallRuns, count: wallCount } = wallRunsWithoutSpecks(dark, SPECK_DOORS * options.gapPx);
  const reach = Math.ceil(Math.max(0, options.gapPx) / 2);
  // The first implementation kept distances in 16 bits: from there on nothing is a core.
  const coreReach = reach >= 65535 ? width + height : reach;
  const { labels, cores, runs } = labelCores(nearRowsOf(wallRuns, width, height, coreReach), width, height, coreReach);
  // The outside is one more region; a ring pixel is marked -label - 1 while the ring is found.
  const owner = ownersOf(width, height, labels + 1, wallRuns, runs);
  seedOutside(owner, width, height, labels + 1);
  // At most the paper left out of walls and cores is queued (the outside's seeds are not).
  growCores(owner, width, height, runs, width * height - wallCount - cores);
  closeDoorways(owner, width, height, openedPaper(runs, width, height, coreReach), runs, labels + 1);
  const stats = regionStats(owner, width, height, labels + 1);
  const candidates: Candidate[] = [];
  for (let label = 1; label <= labels; label++) {
    if (stats.touchesEdge[label] === 1 || stats.count[label]! < options.minAreaPx) continue;
    candidates.push({ label, corners: roomOutline(owner, width, label, stats) });
  }
  return { owner, stats, candidates };
}

/** Step 5's outlines, simplified, with their exact areas, largest first. */
function roomsOf(candidates: readonly Candidate[], simplify: Simplifier): DetectedRoom[] {
  const rooms = candidates.map(({ corners }) => {
    const outline = Float64Array.from(corners);
    const areaPx = Math.abs(twiceOutlineArea(outline)) / 2;
    // Always simplified: the bound on the area keeps a small room's outline whole.
    return { polygon: simplifyOutline(outline, simplify, CONTOUR_SIMPLIFY_TOLERANCE), areaPx };
  });
  return rooms.sort((a, b) => b.areaPx - a.areaPx);
}
