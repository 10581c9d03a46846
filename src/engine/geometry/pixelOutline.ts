/**
 * From a traced border to the region's edge. A traced border runs through the centres of a
 * region's outermost pixels, so its polygon misses half a pixel all round: 2.5 % of an 80 px
 * room. Each edge is moved outward onto the pixels' outer edges: by half a pixel for a horizontal
 * or vertical edge and by 0.5 · max(|nx|, |ny|) in general, which is where a staircase of pixels
 * along that edge puts its boundary on average. The polygon then encloses the region's pixels
 * (holes included) to within the simplification's error. Pure.
 */

/** The longest distance a vertex may move outward; a needle-sharp corner is clipped there. */
const MAX_MITER = 2;

/** Twice the signed area of the closed polygon given as x,y pairs. */
function doubleSignedArea(coords: Float64Array): number {
  let sum = 0;
  const n = coords.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    sum += coords[i]! * coords[j + 1]! - coords[j]! * coords[i + 1]!;
  }
  return sum;
}

/** The bounding box of the points grown by half a pixel: the edge of a one- or two-pixel region. */
function pixelBox(coords: Float64Array): Float64Array {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < coords.length; i += 2) {
    minX = Math.min(minX, coords[i]!);
    maxX = Math.max(maxX, coords[i]!);
    minY = Math.min(minY, coords[i + 1]!);
    maxY = Math.max(maxY, coords[i + 1]!);
  }
  return Float64Array.of(minX - 0.5, minY - 0.5, maxX + 0.5, minY - 0.5, maxX + 0.5, maxY + 0.5, minX - 0.5, maxY + 0.5);
}

/**
 * The closed polygon (x,y pairs through pixel centres, the first point not repeated) moved out
 * onto its pixels' edges. A polygon of fewer than 3 points or no area becomes its pixels' box.
 */
export function outsetPixelPolygon(coords: Float64Array): Float64Array {
  const count = coords.length / 2;
  const area2 = count >= 3 ? doubleSignedArea(coords) : 0;
  if (area2 === 0) return pixelBox(coords);
  const side = area2 > 0 ? 1 : -1;
  // Each edge's unit direction, outward normal and offset.
  const tx = new Float64Array(count), ty = new Float64Array(count), offset = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    const dx = coords[2 * j]! - coords[2 * i]!;
    const dy = coords[2 * j + 1]! - coords[2 * i + 1]!;
    const length = Math.hypot(dx, dy) || 1;
    tx[i] = dx / length;
    ty[i] = dy / length;
    offset[i] = 0.5 * Math.max(Math.abs(ty[i]!), Math.abs(tx[i]!));
  }
  const out = new Float64Array(coords.length);
  for (let i = 0; i < count; i++) {
    const p = (i + count - 1) % count;
    // Outward normals of the edge before and the edge after vertex i.
    const n1x = side * ty[p]!, n1y = -side * tx[p]!;
    const n2x = side * ty[i]!, n2y = -side * tx[i]!;
    const x = coords[2 * i]!, y = coords[2 * i + 1]!;
    const cross = tx[p]! * ty[i]! - ty[p]! * tx[i]!;
    let mx: number, my: number;
    if (Math.abs(cross) < 1e-9) {
      // Straight on (or doubling back): move along the normal by the larger offset.
      const d = Math.max(offset[p]!, offset[i]!);
      mx = n2x * d;
      my = n2y * d;
    } else {
      // Where the two moved edges meet: (v + d1·n1) + s·t1 = (v + d2·n2) + u·t2, solved for s.
      const ax = offset[i]! * n2x - offset[p]! * n1x;
      const ay = offset[i]! * n2y - offset[p]! * n1y;
      const s = (ax * ty[i]! - ay * tx[i]!) / cross;
      mx = offset[p]! * n1x + s * tx[p]!;
      my = offset[p]! * n1y + s * ty[p]!;
      const reach = Math.hypot(mx, my);
      if (reach > MAX_MITER) {
        mx *= MAX_MITER / reach;
        my *= MAX_MITER / reach;
      }
    }
    out[2 * i] = x + mx;
    out[2 * i + 1] = y + my;
  }
  return out;
}
