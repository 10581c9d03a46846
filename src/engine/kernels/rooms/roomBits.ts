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
