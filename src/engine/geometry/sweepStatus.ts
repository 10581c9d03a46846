/**
 * The status of a line sweep: the edges the sweep line crosses, bottom to top, as a treap over
 * edge indices (each edge is its own node). The caller walks down from `root` comparing its new
 * edge with each node, then attaches it where the walk ended; removal, replacing an edge by the
 * next edge of the path in its place, and inserting beside a known edge need no comparison.
 * Priorities start as a hash of the edge index (a replacing edge takes over its predecessor's),
 * so the shape never depends on chance. assembly/vector/sweepStatus.ts does the same in linear
 * memory.
 */

const NONE = -1;

export class SweepStatus {
  root = NONE;
  readonly left: Int32Array;
  readonly right: Int32Array;
  private readonly parent: Int32Array;
  private readonly priority: Uint32Array;
  private readonly inside: Uint8Array;

  constructor(capacity: number) {
    this.inside = new Uint8Array(capacity);
    this.left = new Int32Array(capacity);
    this.right = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.priority = new Uint32Array(capacity);
  }

  /** Makes `node` the left (`below`) or right child of `at`, or the root when the status is empty. */
  /** Whether `node` is in the status. */
  has(node: number): boolean {
    return this.inside[node] === 1;
  }

  attach(node: number, at: number, below: boolean): void {
    this.inside[node] = 1;
    this.priority[node] = hash(node);
    this.left[node] = NONE;
    this.right[node] = NONE;
    this.parent[node] = at;
    if (at === NONE) {
      this.root = node;
      return;
    }
    if (below) this.left[at] = node;
    else this.right[at] = node;
    while (this.parent[node] !== NONE && this.priority[node]! > this.priority[this.parent[node]!]!) this.rotateUp(node);
  }

  /** Inserts `node` just above (or just below) `beside`. */
  attachBeside(node: number, beside: number, above: boolean): void {
    const near = above ? this.right : this.left;
    const far = above ? this.left : this.right;
    let at = near[beside]!;
    if (at === NONE) {
      this.attach(node, beside, !above);
      return;
    }
    while (far[at] !== NONE) at = far[at]!;
    this.attach(node, at, above);
  }

  /** Puts `node` in the place of `old`, which leaves; the order is unchanged. */
  replace(old: number, node: number): void {
    const below = this.left[old]!;
    const above = this.right[old]!;
    this.left[node] = below;
    this.right[node] = above;
    this.priority[node] = this.priority[old]!;
    this.inside[old] = 0;
    this.inside[node] = 1;
    if (below !== NONE) this.parent[below] = node;
    if (above !== NONE) this.parent[above] = node;
    this.splice(old, node);
  }

  remove(node: number): void {
    this.inside[node] = 0;
    // Rotate the node down below its higher-priority child until it has at most one child.
    for (;;) {
      const below = this.left[node]!;
      const above = this.right[node]!;
      if (below === NONE || above === NONE) {
        this.splice(node, below === NONE ? above : below);
        return;
      }
      this.rotateUp(this.priority[below]! > this.priority[above]! ? below : above);
    }
  }

  /** The edge just below `node`, or -1. */
  below(node: number): number {
    let at = this.left[node]!;
    if (at !== NONE) {
      while (this.right[at] !== NONE) at = this.right[at]!;
      return at;
    }
    at = node;
    let up = this.parent[at]!;
    while (up !== NONE && this.left[up] === at) {
      at = up;
      up = this.parent[at]!;
    }
    return up;
  }

  /** The edge just above `node`, or -1. */
  above(node: number): number {
    let at = this.right[node]!;
    if (at !== NONE) {
      while (this.left[at] !== NONE) at = this.left[at]!;
      return at;
    }
    at = node;
    let up = this.parent[at]!;
    while (up !== NONE && this.right[up] === at) {
      at = up;
      up = this.parent[at]!;
    }
    return up;
  }

  /** Hangs `child` (or nothing) where `node` hung. */
  private splice(node: number, child: number): void {
    const up = this.parent[node]!;
    if (child !== NONE) this.parent[child] = up;
    if (up === NONE) this.root = child;
    else if (this.left[up] === node) this.left[up] = child;
    else this.right[up] = child;
  }

  /** Rotates `node` above its parent, keeping the in-order sequence. */
  private rotateUp(node: number): void {
    const up = this.parent[node]!;
    const grand = this.parent[up]!;
    if (this.left[up] === node) {
      const middle = this.right[node]!;
      this.left[up] = middle;
      if (middle !== NONE) this.parent[middle] = up;
      this.right[node] = up;
    } else {
      const middle = this.left[node]!;
      this.right[up] = middle;
      if (middle !== NONE) this.parent[middle] = up;
      this.left[node] = up;
    }
    this.parent[up] = node;
    this.parent[node] = grand;
    if (grand === NONE) this.root = node;
    else if (this.left[grand] === up) this.left[grand] = node;
    else this.right[grand] = node;
  }
}

/** A well-mixed 32-bit hash of the edge index (murmur3's finaliser). */
function hash(node: number): number {
  let h = node + 1;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
