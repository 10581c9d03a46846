/**
 * "Edge at the line's centre": a wand outline moved outward onto the centre of the thin dark line
 * that bounds it, to a fraction of a pixel, from the image's brightness. Clicking inside a square
 * drawn with thin lines selects its light interior, whose outline runs along the lines' inner
 * edges, half a line width short all round; a drawing's figures mean the lines' centres.
 *
 * Each edge is sampled at stations along it; at each station the brightness is read along the
 * edge's outward normal, 1 px apart, from 2.5 px inside to 8.5 px outside. A dark line is a run
 * of samples at least MIN_DARKNESS below the region's background that starts within 2.5 px of
 * the outline and ends (light again) within the reach, at most MAX_LINE_WIDTH px wide; its
 * centre is the darkness-weighted centroid of the run and one sample either side, which holds
 * the partly covered pixels of an anti-aliased line (for a line along the pixel grid the
 * centroid of pixel centres is then exact for whole widths). An edge moves by the mean of its
 * stations' centres when at least half of them found a line, and stays where fewer did (an edge
 * against another light region, or a dark fill). Edges move along their own normals and the
 * corners are where the moved edges meet; an outline that would cross itself keeps the crossing
 * edges where they were. Pure.
 */
import { maskStride, type BitMask, type EdgePair } from '../kernelTypes';

/** The image's brightness (0 to 255) at x,y points, bilinear between pixel centres. */
export type BrightnessSampler = (points: Float64Array) => Float32Array;
/** The first pair of edges of a path that meet, or null (VectorKernels.selfCrossing). */
export type CrossingFinder = (coords: Float64Array, closed: boolean) => EdgePair | null;

/** Samples along each normal, 1 px apart, the first INNER px inside the outline. */
const SAMPLES = 12;
const INNER = 2.5;
/** The last sample at which a line may begin: 2.5 px outside the outline. */
const LAST_START = 5;
/** How much darker than the background (0 to 255) a sample must be to count as line. */
const MIN_DARKNESS = 32;
/** The widest line, in samples (px), taken for a thin drawn line. */
const MAX_LINE_WIDTH = 6;
/**
 * Stations on one edge at most: enough for a robust mean, few enough that a 24 MP plan's outline
 * costs the click about 2 ms (the reads are scattered over the image, so memory bound).
 */
const MAX_STATIONS = 8;
/** A moved corner goes at most this many times its edges' move. */
const MAX_MITER = 3;
/** Stations an edge is first probed at. */
const PROBES = 2;
/** Edges reverted one crossing at a time before the outline is left as it was. */
const MAX_REVERTS = 4;

interface Edges {
  readonly count: number;
  /** Outward unit normals. */
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly length: Float64Array;
}

function edgesOf(outline: Float64Array): Edges {
  const count = outline.length >> 1;
  let twiceArea = 0;
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    twiceArea += outline[2 * i]! * outline[2 * j + 1]! - outline[2 * j]! * outline[2 * i + 1]!;
  }
  // With y down, a positive shoelace area runs clockwise on screen: outward is left of travel.
  const side = twiceArea > 0 ? 1 : -1;
  const nx = new Float64Array(count);
  const ny = new Float64Array(count);
  const length = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    const dx = outline[2 * j]! - outline[2 * i]!;
    const dy = outline[2 * j + 1]! - outline[2 * i + 1]!;
    const l = Math.hypot(dx, dy);
    length[i] = l;
    if (l === 0) continue;
    nx[i] = (side * dy) / l;
    ny[i] = (-side * dx) / l;
  }
  return { count, nx, ny, length };
}

function stationsOn(length: number): number {
  return length === 0 ? 0 : Math.max(1, Math.min(MAX_STATIONS, Math.floor(length - 2 * Math.min(1, length / 4))));
}

/** Every station's profile points: station by station, SAMPLES x,y pairs each. */
function profilePoints(outline: Float64Array, edges: Edges, stations: Int32Array): Float64Array {
  let total = 0;
  for (let i = 0; i < edges.count; i++) total += stations[i]!;
  const points = new Float64Array(total * SAMPLES * 2);
  let p = 0;
  for (let i = 0; i < edges.count; i++) {
    const m = stations[i]!;
    if (m === 0) continue;
    const j = (i + 1) % edges.count;
    const ax = outline[2 * i]!;
    const ay = outline[2 * i + 1]!;
    const l = edges.length[i]!;
    const ux = (outline[2 * j]! - ax) / l;
    const uy = (outline[2 * j + 1]! - ay) / l;
    const nx = edges.nx[i]!;
    const ny = edges.ny[i]!;
    // Stations spread evenly, a pixel clear of the corners, where the next edge's line begins.
    const margin = Math.min(1, l / 4);
    for (let k = 0; k < m; k++) {
      const s = margin + ((l - 2 * margin) * (k + 0.5)) / m;
      const sx = ax + ux * s;
      const sy = ay + uy * s;
      for (let n = 0; n < SAMPLES; n++) {
        const t = n - INNER;
        points[p++] = sx + nx * t;
        points[p++] = sy + ny * t;
      }
    }
  }
  return points;
}

/**
 * The region's background brightness: the median of the inner samples (2.5 and 1.5 px inside)
 * that fall on the region's own pixels. Null when none does.
 */
function backgroundOf(points: Float64Array, values: Float32Array, mask: BitMask): number | null {
  const { width, height, bits } = mask;
  const stride = maskStride(width);
  const histogram = new Uint32Array(256);
  let counted = 0;
  for (let base = 0; base < values.length; base += SAMPLES) {
    for (let n = 0; n < 2; n++) {
      const x = Math.floor(points[2 * (base + n)]!);
      const y = Math.floor(points[2 * (base + n) + 1]!);
      if (x < 0 || y < 0 || x >= width || y >= height || ((bits[y * stride + (x >>> 5)]! >>> (x & 31)) & 1) === 0) continue;
      histogram[Math.min(255, Math.max(0, Math.round(values[base + n]!)))]!++;
      counted++;
    }
  }
  if (counted === 0) return null;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (2 * seen >= counted) return level;
  }
  return 255;
}

/** The distance outside the outline (px) of the centre of the dark line in one profile, or NaN. */
function lineCentreIn(values: Float32Array, base: number, background: number): number {
  const darkness = (n: number) => background - values[base + n]!;
  let first = -1;
  for (let n = 1; n <= LAST_START; n++) {
    if (darkness(n) >= MIN_DARKNESS) {
      first = n;
      break;
    }
  }
  if (first < 0) return NaN;
  let last = first;
  while (last + 1 < SAMPLES && darkness(last + 1) >= MIN_DARKNESS) last++;
  // Dark up to the reach (a filled region, a wall), or too wide for a drawn line.
  if (last + 1 >= SAMPLES || last - first + 1 > MAX_LINE_WIDTH) return NaN;
  let weight = 0;
  let moment = 0;
  for (let n = first - 1; n <= last + 1; n++) {
    const w = Math.max(0, darkness(n));
    weight += w;
    moment += w * (n - INNER);
  }
  return moment / weight;
}

/**
 * Each edge's move outward (px): the mean of its stations' line centres when at least one in
 * `share` of them found one, else NaN.
 */
function edgeMoves(edges: Edges, stations: Int32Array, values: Float32Array, background: number, share: number): Float64Array {
  const moves = new Float64Array(edges.count).fill(Number.NaN);
  const found: number[] = [];
  let base = 0;
  for (let i = 0; i < edges.count; i++) {
    const m = stations[i]!;
    found.length = 0;
    for (let k = 0; k < m; k++, base += SAMPLES) {
      const centre = lineCentreIn(values, base, background);
      if (!Number.isNaN(centre)) found.push(centre);
    }
    if (m === 0 || found.length === 0 || share * found.length < m) continue;
    // The mean of the centres near their median: a station that met a crossing line does not pull.
    found.sort((a, b) => a - b);
    const median = found[found.length >> 1]!;
    let sum = 0;
    let near = 0;
    for (const centre of found) {
      if (Math.abs(centre - median) > 0.5) continue;
      sum += centre;
      near++;
    }
    moves[i] = sum / near;
  }
  return moves;
}

/** The outline with each edge moved `moves[i]` along its outward normal, corners where moved edges meet. */
function moveEdges(outline: Float64Array, edges: Edges, moves: Float64Array): Float64Array {
  const { count, nx, ny } = edges;
  const out = new Float64Array(outline.length);
  for (let i = 0; i < count; i++) {
    const p = (i + count - 1) % count;
    const dp = moves[p]!;
    const di = moves[i]!;
    let mx = 0;
    let my = 0;
    if (dp !== 0 || di !== 0) {
      const det = nx[p]! * ny[i]! - ny[p]! * nx[i]!;
      const dot = nx[p]! * nx[i]! + ny[p]! * ny[i]!;
      if (Math.abs(det) > 0.1) {
        mx = (dp * ny[i]! - ny[p]! * di) / det;
        my = (nx[p]! * di - dp * nx[i]!) / det;
      } else if (dot > 0) {
        // Nearly straight on: along the mean normal by the mean move.
        const bx = nx[p]! + nx[i]!;
        const by = ny[p]! + ny[i]!;
        const b = Math.hypot(bx, by);
        mx = (bx / b) * ((dp + di) / 2);
        my = (by / b) * ((dp + di) / 2);
      } else {
        // A needle turning back on itself.
        mx = (nx[p]! * dp + nx[i]! * di) / 2;
        my = (ny[p]! * dp + ny[i]! * di) / 2;
      }
      const reach = Math.hypot(mx, my);
      const limit = MAX_MITER * Math.max(Math.abs(dp), Math.abs(di));
      if (reach > limit) {
        mx *= limit / reach;
        my *= limit / reach;
      }
    }
    out[2 * i] = outline[2 * i]! + mx;
    out[2 * i + 1] = outline[2 * i + 1]! + my;
  }
  return out;
}

/**
 * The closed outline of a wand region (x,y pairs, image pixels, the first point not repeated)
 * with its edges moved onto the centres of the thin dark lines that bound them; `mask` is the
 * region's mask, whose pixels give the background. Edges with no line stay; the result never
 * crosses itself (the outline is returned as it was when moving would make it).
 */
export function lineCentreOutline(outline: Float64Array, mask: BitMask, sample: BrightnessSampler, crossing: CrossingFinder): Float64Array {
  if (outline.length < 6) return outline;
  const edges = edgesOf(outline);
  const stations = new Int32Array(edges.count);
  for (let i = 0; i < edges.count; i++) stations[i] = stationsOn(edges.length[i]!);
  // Two stations an edge first; only the edges where one of them finds a line are read in full.
  // A plan's thick walls then cost a fraction: the reads are scattered over the whole image.
  const probes = stations.map((m) => Math.min(PROBES, m));
  const probePoints = profilePoints(outline, edges, probes);
  const probeValues = sample(probePoints);
  const background = backgroundOf(probePoints, probeValues, mask);
  if (background === null) return outline;
  const lined = edgeMoves(edges, probes, probeValues, background, 1);
  const full = stations.map((m, i) => (Number.isNaN(lined[i]!) ? 0 : m));
  if (full.every((m) => m === 0)) return outline;
  const moves = edgeMoves(edges, full, sample(profilePoints(outline, edges, full)), background, 2);
  // Where no line was found, the edge stays.
  for (let i = 0; i < moves.length; i++) if (Number.isNaN(moves[i]!)) moves[i] = 0;
  if (moves.every((move) => move === 0)) return outline;
  for (let attempt = 0; attempt <= MAX_REVERTS; attempt++) {
    const moved = moveEdges(outline, edges, moves);
    const pair = crossing(moved, true);
    if (!pair) return moved;
    // Edges that would meet stay where they were; when they already do, their neighbours too.
    const count = edges.count;
    const still = moves[pair.first] === 0 && moves[pair.second] === 0;
    for (const edge of [pair.first, pair.second]) {
      moves[edge] = 0;
      if (still) {
        moves[(edge + 1) % count] = 0;
        moves[(edge + count - 1) % count] = 0;
      }
    }
  }
  return outline;
}
