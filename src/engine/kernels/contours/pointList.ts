/** A growable list of integer x,y pairs, for the tracers' outlines. */
export class PointList {
  private values = new Int32Array(64);
  private length = 0;
  push(x: number, y: number): void {
    if (this.length + 2 > this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = x;
    this.values[this.length++] = y;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}
