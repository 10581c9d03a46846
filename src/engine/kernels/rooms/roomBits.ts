/** Bit rows and growable int lists the Detect rooms steps share. */

/** A growable list of int32 values. */
export class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/** Words a row of a bit mask takes. */
export const rowWords = (width: number): number => (width + 31) >>> 5;

/** A view of the bytes as 32-bit words, over a copy where they are not aligned. */
export function wordsOf(bytes: Uint8Array): Uint32Array {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >>> 2);
}

/** Sets bits start … end - 1 of the mask row at word `row`, a word at a time. */
export function setBits(bits: Uint32Array, row: number, start: number, end: number): void {
  const first = start >>> 5;
  const last = (end - 1) >>> 5;
  const head = -1 << (start & 31);
  const tail = -1 >>> (31 - ((end - 1) & 31));
  if (first === last) {
    bits[row + first]! |= head & tail;
    return;
  }
  bits[row + first]! |= head;
  for (let w = first + 1; w < last; w++) bits[row + w] = -1;
  bits[row + last]! |= tail;
}

/**
 * The OR of the rows y - reach … y + reach of a bit mask (rows `stride` words apart), for any y,
 * by van Herk's running maximum over blocks of k = 2 reach + 1 rows: ORs from each block's start
 * down to a row (down) and from a row to its block's end (up); the window is
 * up[first row] | down[last row], 32 columns a word, whatever the reach.
 */
export class RowWindows {
  private readonly down: Uint32Array;
  private readonly up: Uint32Array;
  private readonly k: number;

  constructor(
    bits: Uint32Array,
    private readonly stride: number,
    private readonly height: number,
    private readonly reach: number,
  ) {
    const k = Math.min(2 * reach + 1, height);
    const down = new Uint32Array(bits.length);
    const up = new Uint32Array(bits.length);
    for (let y = 0; y < height; y++) {
      const row = y * stride;
      if (y % k === 0) down.set(bits.subarray(row, row + stride), row);
      else for (let w = 0; w < stride; w++) down[row + w] = down[row - stride + w]! | bits[row + w]!;
    }
    for (let y = height - 1; y >= 0; y--) {
      const row = y * stride;
      if (y === height - 1 || (y + 1) % k === 0) up.set(bits.subarray(row, row + stride), row);
      else for (let w = 0; w < stride; w++) up[row + w] = up[row + stride + w]! | bits[row + w]!;
    }
    this.down = down;
    this.up = up;
    this.k = k;
  }

  /** Row y's window into `out` at word `at`, complemented when `invert`. */
  windowOf(y: number, out: Uint32Array, at: number, invert: boolean): void {
    const { down, up, k, stride } = this;
    const first = Math.max(0, y - this.reach);
    const last = Math.min(this.height - 1, y + this.reach);
    const firstRow = first * stride;
    const lastRow = last * stride;
    const flip = invert ? -1 : 0;
    if (Math.floor(first / k) !== Math.floor(last / k)) for (let w = 0; w < stride; w++) out[at + w] = (up[firstRow + w]! | down[lastRow + w]!) ^ flip;
    else if (first % k === 0) for (let w = 0; w < stride; w++) out[at + w] = down[lastRow + w]! ^ flip;
    else for (let w = 0; w < stride; w++) out[at + w] = up[firstRow + w]! ^ flip;
  }
}

/**
 * Runs along the rows joined into pieces (union–find): each run is added in raster order, row by
 * row, and joined with the runs of the row above it touches: sharing a column (4-connected), or
 * also corner to corner when `diagonal` (8-connected). Roots are the pieces' first runs.
 */
export class RowRunPieces {
  readonly starts = new IntList();
  readonly ends = new IntList();
  readonly rowFirstRun: Int32Array;
  private readonly parent = new IntList();

  constructor(
    height: number,
    private readonly diagonal: boolean,
  ) {
    this.rowFirstRun = new Int32Array(height + 1);
  }

  /** Starts row y: its runs follow. */
  beginRow(y: number): void {
    this.rowFirstRun[y] = this.starts.length;
  }

  /** A run [start, end) of the row begun. */
  add(start: number, end: number): void {
    this.parent.push(this.starts.length);
    this.starts.push(start);
    this.ends.push(end);
  }

  /** Ends row y, joining its runs with the row above's that they touch. */
  endRow(y: number): void {
    const { starts, ends, rowFirstRun } = this;
    rowFirstRun[y + 1] = starts.length;
    if (y === 0) return;
    const touch = this.diagonal ? 1 : 0;
    let above = rowFirstRun[y - 1]!;
    const aboveEnd = rowFirstRun[y]!;
    for (let run = rowFirstRun[y]!; run < starts.length; run++) {
      while (above < aboveEnd && ends.values[above]! + touch <= starts.values[run]!) above++;
      for (let other = above; other < aboveEnd && starts.values[other]! < ends.values[run]! + touch; other++) {
        const a = this.find(run);
        const b = this.find(other);
        if (a !== b) this.parent.values[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }

  /** The first run of the piece `run` is in, halving the paths on the way. */
  find(run: number): number {
    const parent = this.parent.values;
    let root = run;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[run] !== root) {
      const next = parent[run]!;
      parent[run] = root;
      run = next;
    }
    return root;
  }
}
