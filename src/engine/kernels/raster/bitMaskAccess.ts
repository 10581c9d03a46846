/** Reading and writing single pixels of a BitMask's words. */
import { maskStride } from '../kernelTypes';

export interface MaskWords {
  readonly bits: Uint32Array;
  readonly stride: number;
}

export const maskWords = (bits: Uint32Array, width: number): MaskWords => ({ bits, stride: maskStride(width) });

export const hasPixel = ({ bits, stride }: MaskWords, x: number, y: number): boolean =>
  ((bits[y * stride + (x >>> 5)]! >>> (x & 31)) & 1) === 1;

export function setPixel({ bits, stride }: MaskWords, x: number, y: number): void {
  bits[y * stride + (x >>> 5)]! |= 1 << (x & 31);
}
