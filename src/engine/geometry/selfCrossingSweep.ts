/**
 * The edges of a path that take part in every meeting pair, by a Shamos–Hoey sweep in
 * O(n log n) that does not stop at the first pair: each time two edges are found to meet, one of
 * them becomes a suspect and leaves the sweep, which goes on with the rest. When the sweep ends,
 * the edges left meet nowhere, so every meeting pair holds a suspect, and scanning the few
 * suspects against all edges (suspectPairs.ts) gives the lowest pair. A dense fan of long, nearly
 * parallel edges, which defeats any grid, costs the sweep nothing more.
 *
 * The sweep visits vertices in lexicographic order (x, then y), which treats vertical edges as if
 * the line were turned by an infinitesimal angle. Its invariant: every two edges adjacent in the
 * status have been tested. Before the leftmost point where two of its edges meet, no two status
 * edges cross, so the status is correctly ordered, and the edges through that point are adjacent
 * there or meet an inserted edge's start, which the insertion walk sees as a zero orientation. So
 * each pair is found no later than the leftmost meeting point, while the order still holds, and
 * removing a suspect (then testing the edges that become adjacent) keeps the invariant. The
 * argument needs every vertex at a distinct point and no edge doubling back on its neighbour
 * (neighbours then meet only at their shared vertex): edges that double back, and the edges of all
 * but one vertex at any point, are made suspects before the sweep.
 *
 * Most vertices of a path are passed through (one edge arrives from the left, the next leaves to
 * the right): the leaving edge takes the arriving one's place, with no walk down the status. Only
 * where both edges start is there a walk, and the second edge goes beside the first.
 * assembly/vector/selfCrossingSweep.ts does the same.
 */
import { orient2d, segmentsMeet } from './flatPredicates';
import { lexicographicOrder } from './lexicographicOrder';
import { areNeighbours, edgesMeet, pathEdgeCount } from './pathEdges';
import { SweepStatus } from './sweepStatus';

const NONE = -1;

/** The suspects of the path, ascending: every meeting pair holds at least one. */
export function sweepForSuspects(coords: Float64Array, vertexCount: number, closed: boolean): number[] {
  return new Sweep(coords, vertexCount, closed).run();
}

class Sweep {
  private readonly edgeCount: number;
  private readonly suspect: Uint8Array;
  private readonly suspects: number[] = [];
  private order: Int32Array = new Int32Array(0);
  /** Per edge: the vertex it ends at in sweep order; its start and end coordinates (sx, sy, ex, ey). */
  private readonly end: Int32Array;
  private readonly ends: Float64Array;
  private readonly status: SweepStatus;

  constructor(
    private readonly coords: Float64Array,
    private readonly vertexCount: number,
    private readonly closed: boolean,
  ) {
    this.edgeCount = pathEdgeCount(vertexCount, closed);
    this.suspect = new Uint8Array(this.edgeCount);
    this.end = new Int32Array(this.edgeCount);
    this.ends = new Float64Array(4 * this.edgeCount);
    this.status = new SweepStatus(this.edgeCount);
  }

  run(): number[] {
    this.suspectDoublingBack();
    this.order = lexicographicOrder(this.coords, this.vertexCount);
    this.suspectSharedPoints();
    this.sweep();
    return this.suspects.sort((a, b) => a - b);
  }

  private accuse(edge: number): void {
    if (this.suspect[edge]) return;
    this.suspect[edge] = 1;
    this.suspects.push(edge);
  }

  /** The later edge of each neighbour pair where one doubles back along the other. */
  private suspectDoublingBack(): void {
    const { coords, vertexCount, closed, edgeCount } = this;
    if (closed && edgeCount > 2 && edgesMeet(coords, vertexCount, closed, 0, edgeCount - 1)) this.found(0, edgeCount - 1);
    for (let e = 0; e + 1 < edgeCount; e++) {
      // Edges e and e + 1 turn at their shared vertex; only a path that goes straight on or back
      // there (a zero turn) can double back.
      const c = e + 2 === vertexCount ? 0 : 2 * e + 4;
      const turn = orient2d(coords[2 * e]!, coords[2 * e + 1]!, coords[2 * e + 2]!, coords[2 * e + 3]!, coords[c]!, coords[c + 1]!);
      if (turn === 0 && edgesMeet(coords, vertexCount, closed, e, e + 1)) this.found(e, e + 1);
    }
  }

  /** Of the vertices at one point, all but the first in sweep order lose their edges. */
  private suspectSharedPoints(): void {
    const { coords, order } = this;
    for (let k = 1; k < order.length; k++) {
      const a = 2 * order[k - 1]!;
      const b = 2 * order[k]!;
      if (coords[a] !== coords[b] || coords[a + 1] !== coords[b + 1]) continue;
      const vertex = order[k]!;
      const previous = this.previousEdge(vertex);
      const next = this.nextEdge(vertex);
      if (previous !== NONE) this.accuse(previous);
      if (next !== NONE) this.accuse(next);
    }
  }

  /** Records a meeting pair: the later edge becomes a suspect, and leaves the status if in it. */
  private found(p: number, q: number): void {
    const edge = Math.max(p, q);
    if (this.suspect[edge]) return;
    this.accuse(edge);
    if (this.status.has(edge)) this.leave(edge);
  }

  private previousEdge(vertex: number): number {
    return vertex > 0 ? vertex - 1 : this.closed ? this.edgeCount - 1 : NONE;
  }

  private nextEdge(vertex: number): number {
    return vertex < this.edgeCount ? vertex : NONE;
  }

  private sweep(): void {
    const { coords, vertexCount, order, end, ends, status, suspect } = this;
    const rank = new Int32Array(vertexCount);
    for (let k = 0; k < vertexCount; k++) rank[order[k]!] = k;
    for (let e = 0; e < this.edgeCount; e++) {
      const a = e;
      const b = e + 1 === vertexCount ? 0 : e + 1;
      const first = rank[a]! < rank[b]! ? a : b;
      const last = first === a ? b : a;
      end[e] = last;
      ends[4 * e] = coords[2 * first]!;
      ends[4 * e + 1] = coords[2 * first + 1]!;
      ends[4 * e + 2] = coords[2 * last]!;
      ends[4 * e + 3] = coords[2 * last + 1]!;
    }
    for (let k = 0; k < vertexCount; k++) {
      const vertex = order[k]!;
      // A suspect takes no further part; nor does one accused while in the status (it left).
      const previous = this.previousEdge(vertex);
      const next = this.nextEdge(vertex);
      const previousLive = previous !== NONE && !suspect[previous];
      const nextLive = next !== NONE && !suspect[next];
      const previousEnds = previousLive && end[previous] === vertex;
      const nextEnds = nextLive && end[next] === vertex;
      if (previousLive && nextLive && previousEnds !== nextEnds) {
        // The path passes through: the leaving edge takes the arriving edge's place, for no status
        // edge runs through the vertex (it would be adjacent to the arriving edge and found meeting it).
        const arriving = previousEnds ? previous : next;
        const leaving = previousEnds ? next : previous;
        status.replace(arriving, leaving);
        this.settle(leaving);
        continue;
      }
      if (previousEnds) this.leave(previous);
      if (nextEnds) this.leave(next);
      const previousStarts = previousLive && !previousEnds && !suspect[previous];
      const nextStarts = nextLive && !nextEnds && !suspect[next];
      if (previousStarts) this.insert(previous);
      if (nextStarts) {
        // Beside the other edge starting here when it is in place; collinear with it would be doubling back.
        const side = previousStarts && status.has(previous) ? this.turn(previous, next) : 0;
        if (side === 0) this.insert(next);
        else {
          status.attachBeside(next, previous, side > 0);
          this.settle(next);
        }
      }
    }
  }

  /** Which side of `edge` (from its start) the end of `other`, starting at the same vertex, lies. */
  private turn(edge: number, other: number): number {
    const { ends } = this;
    return orient2d(ends[4 * edge]!, ends[4 * edge + 1]!, ends[4 * edge + 2]!, ends[4 * edge + 3]!, ends[4 * other + 2]!, ends[4 * other + 3]!);
  }

  /** Walks down to the new edge's place; a status edge through its start meets it. */
  private insert(edge: number): void {
    const { ends, status } = this;
    const px = ends[4 * edge]!;
    const py = ends[4 * edge + 1]!;
    let at = status.root;
    let parent = NONE;
    let below = false;
    while (at !== NONE) {
      const side = orient2d(ends[4 * at]!, ends[4 * at + 1]!, ends[4 * at + 2]!, ends[4 * at + 3]!, px, py);
      if (side === 0) {
        // The new edge is the one accused, so nothing moves.
        this.accuse(edge);
        return;
      }
      parent = at;
      below = side < 0;
      at = below ? status.left[at]! : status.right[at]!;
    }
    status.attach(edge, parent, below);
    this.settle(edge);
  }

  /** Tests an edge that just took its place against its new neighbours. */
  private settle(edge: number): void {
    this.check(this.status.below(edge), edge);
    if (this.status.has(edge)) this.check(edge, this.status.above(edge));
  }

  /** Takes an edge out of the status and tests the two edges that become adjacent. */
  private leave(edge: number): void {
    const below = this.status.below(edge);
    const above = this.status.above(edge);
    this.status.remove(edge);
    this.check(below, above);
  }

  /**
   * Tests two adjacent status edges. Neighbours of the path are not tested: once doubling back is
   * ruled out they meet only at their shared vertex.
   */
  private check(p: number, q: number): void {
    if (p === NONE || q === NONE || areNeighbours(Math.min(p, q), Math.max(p, q), this.edgeCount, this.closed)) return;
    const { ends } = this;
    const ax = ends[4 * p]!, ay = ends[4 * p + 1]!, bx = ends[4 * p + 2]!, by = ends[4 * p + 3]!;
    const cx = ends[4 * q]!, cy = ends[4 * q + 1]!, dx = ends[4 * q + 2]!, dy = ends[4 * q + 3]!;
    // Disjoint boxes share no point (x is already ordered within each edge).
    if (bx < cx || dx < ax) return;
    if (Math.max(ay, by) < Math.min(cy, dy) || Math.max(cy, dy) < Math.min(ay, by)) return;
    if (segmentsMeet(ax, ay, bx, by, cx, cy, dx, dy)) this.found(p, q);
  }
}
