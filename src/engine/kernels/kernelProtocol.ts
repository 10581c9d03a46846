/**
 * Messages between the main thread and the kernel worker, and the pure handler the worker runs.
 * Coordinates travel as interleaved x,y pairs in a Float64Array whose buffer is transferred.
 */
import type { Kernels } from './kernels';

/** Measure a shape: the area (0 when open, since an open path encloses nothing) and perimeter. */
export interface MeasureRequest {
  readonly id: number;
  readonly op: 'measure';
  readonly coords: Float64Array;
  readonly closed: boolean;
}

export type KernelRequest = MeasureRequest;

export interface MeasureResponse {
  readonly id: number;
  readonly op: 'measure';
  readonly area: number;
  /** Length of the path, including the closing edge when the shape is closed. */
  readonly perimeter: number;
}

/** A request the kernels could not answer; `id` is the request's. */
export interface ErrorResponse {
  readonly id: number;
  readonly op: 'error';
  readonly message: string;
}

export type KernelResponse = MeasureResponse | ErrorResponse;

/**
 * Answers one request with the kernels. Never throws: a failure becomes an error response
 * carrying the request's id, so the caller's promise settles instead of waiting forever.
 */
export function handleKernelRequest(kernels: Kernels, request: KernelRequest): KernelResponse {
  try {
    return {
      id: request.id,
      op: 'measure',
      area: request.closed ? kernels.polygonArea(request.coords) : 0,
      perimeter: kernels.pathLength(request.coords, request.closed),
    };
  } catch (error) {
    return { id: request.id, op: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The buffers of a message's typed-array fields, to transfer rather than copy with
 * `postMessage`. Transferring detaches each whole buffer on the sending side, so send only
 * arrays that own their buffer; shared buffers cannot be transferred and are left out.
 */
export function transferListOf(message: object): ArrayBuffer[] {
  return Object.values(message).flatMap((value: unknown) =>
    ArrayBuffer.isView(value) && value.buffer instanceof ArrayBuffer ? [value.buffer] : [],
  );
}
