/**
 * The status of a line sweep: the edges the sweep line crosses, bottom to top, as a treap over
 * edge indices (each edge is its own node). The caller walks down from `root` comparing its new
 * edge with each node, then attaches it where the walk ended; removal needs no comparison.
 * Priorities are a hash of the edge index, so the shape (and the answer) never depends on chance.
 * assembly/vector/sweepStatus.ts does the same in linear memory.
 */

const NONE = -1;

export class SweepStatus {
  root = NONE;
  readonly left: Int32Array;
  readonly right: Int32Array;
  private readonly parent: Int32Array;

  constructor(capacity: number) {
    this.left = new Int32Array(capacity);
    this.right = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
  }

  /** Makes `node` the left (`below`) or right child of `at`, or the root when the status is empty. */
  attach(node: number, at: number, below: boolean): void {
    this.left[node] = NONE;
    this.right[node] = NONE;
    this.parent[node] = at;
    if (at === NONE) {
      this.root = node;
      return;
    }
    if (below) this.left[at] = node;
    else this.right[at] = node;
    while (this.parent[node] !== NONE && priority(node) > priority(this.parent[node]!)) this.rotateUp(node);
  }

  remove(node: number): void {
    // Rotate the node down below its higher-priority child until it has at most one child.
    for (;;) {
      const below = this.left[node]!;
      const above = this.right[node]!;
      if (below === NONE || above === NONE) {
        this.replace(node, below === NONE ? above : below);
        return;
      }
      this.rotateUp(priority(below) > priority(above) ? below : above);
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

  private replace(node: number, child: number): void {
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
function priority(node: number): number {
  let h = node + 1;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
