/**
 * Messages between the main thread and the kernel worker, and the pure handler the worker runs.
 * Typed arrays travel with their buffers transferred, never copied.
 */
import type { Outline } from '../geometry/outlineTypes';
import {
  KernelError,
  type Contour,
  type ContourOptions,
  type EdgePair,
  type KernelErrorCode,
  type KernelSet,
  type Measurement,
  type Pixel,
  type RgbaImage,
} from './kernelTypes';
import type { ImageHolder, ImageInfo, LoadOptions, LoadProgress, TileArgs } from './imageHolder';
import { detectRooms, type DetectedRoom, type RoomOptions } from './rooms/detectRooms';
import { planWalls } from './rooms/wallThreshold';
import type { WandOperation, WandOptions, WandResult, WandSession } from './wandSession';

/**
 * An image for the wand: its pixels, or an encoded file (PNG, JPEG, GIF) that the worker decodes
 * itself, so decoding a large plan never stalls the page. `browserDecoder`: decode with the
 * browser's createImageBitmap even a PNG our reader takes (the bench's before-and-after).
 */
export type ImageSource = RgbaImage | { readonly blob: Blob; readonly browserDecoder?: boolean };

/** Every call the worker answers: what it takes and what it gives back. */
export interface KernelCalls {
  /** Area (0 for an open path) and perimeter of a polygon or path. */
  measure: { args: { coords: Float64Array; closed: boolean }; result: Measurement };
  /** Exact area and perimeter of an outline with arcs and curves. */
  measureOutline: { args: { outline: Outline }; result: Measurement };
  area: { args: { coords: Float64Array }; result: number };
  simplify: { args: { coords: Float64Array; tolerance: number; closed: boolean }; result: Float64Array };
  crossings: { args: { coords: Float64Array; closed: boolean }; result: EdgePair | null };
  image: { args: { source: ImageSource }; result: { width: number; height: number } };
  /** Which image the worker holds, for the renderer to ask tiles of. */
  imageInfo: { args: Record<string, never>; result: ImageInfo | null };
  /** One tile of the image pyramid (tileGrid.ts), transferred. */
  tile: { args: TileArgs; result: ImageBitmap };
  wand: { args: { operation: WandOperation; seed: Pixel; options: WandOptions }; result: WandResult };
  restore: { args: { maskId: number }; result: WandResult };
  contours: { args: { maskId: number; options: ContourOptions }; result: Contour[] };
  /** Every room of the resident image (rooms/detectRooms.ts). */
  rooms: { args: { options: RoomOptions }; result: DetectedRoom[] };
  clear: { args: Record<string, never>; result: null };
}

export type KernelOp = keyof KernelCalls;

export type KernelRequest = {
  [K in KernelOp]: { readonly id: number; readonly op: K; readonly args: KernelCalls[K]['args'] };
}[KernelOp];

export type KernelResponse =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly code: KernelErrorCode; readonly message: string };

/** Sent by the worker while it answers request `id` (an image load): how far it has come. */
export interface KernelProgress {
  readonly id: number;
  readonly progress: LoadProgress;
}

/** Everything the worker posts: answers, and progress on the way to one. */
export type KernelWorkerMessage = KernelResponse | KernelProgress;

export const isProgress = (message: KernelWorkerMessage): message is KernelProgress => 'progress' in message;

/** Asks the worker to stop request `id` (an image load); it then answers 'cancelled'. */
export interface KernelCancel {
  readonly cancel: number;
}

/** Everything the page posts to the worker. */
export type KernelWorkerInput = KernelRequest | KernelCancel;

export const isCancel = (message: KernelWorkerInput): message is KernelCancel => 'cancel' in message;

/** What the worker holds: the kernels and the wand over its resident image. */
export interface KernelEngine {
  readonly kernels: KernelSet;
  readonly wand: WandSession;
}

/** The calls that load or read the image: asynchronous, served by the worker's ImageHolder. */
export type ImageOp = 'image' | 'imageInfo' | 'tile';
export const IMAGE_OPS: readonly ImageOp[] = ['image', 'imageInfo', 'tile'];

/** A request the kernels answer at once. */
export type ComputeRequest = Exclude<KernelRequest, { op: ImageOp }>;
export type ImageRequest = Extract<KernelRequest, { op: ImageOp }>;

export const isImageRequest = (request: KernelRequest): request is ImageRequest => (IMAGE_OPS as readonly string[]).includes(request.op);

/** Loads, describes or cuts a tile of the held image. */
export function answerImageRequest(images: ImageHolder, request: ImageRequest, options: LoadOptions = {}): Promise<unknown> {
  switch (request.op) {
    case 'image':
      return images.load(request.args.source, options);
    case 'imageInfo':
      return Promise.resolve(images.info());
    case 'tile':
      return images.tile(request.args);
  }
}

function answer(engine: KernelEngine, request: ComputeRequest): unknown {
  const { kernels, wand } = engine;
  switch (request.op) {
    case 'measure': {
      const { coords, closed } = request.args;
      return { area: closed ? kernels.vector.polygonArea(coords) : 0, perimeter: kernels.vector.pathLength(coords, closed) };
    }
    case 'measureOutline':
      return kernels.vector.measureOutline(request.args.outline);
    case 'area':
      return kernels.vector.polygonArea(request.args.coords);
    case 'simplify':
      return kernels.vector.simplify(request.args.coords, request.args.tolerance, request.args.closed);
    case 'crossings':
      return kernels.vector.selfCrossing(request.args.coords, request.args.closed);
    case 'wand':
      return wand.apply(request.args.operation, request.args.seed, request.args.options);
    case 'restore':
      return wand.restore(request.args.maskId);
    case 'contours':
      return wand.regions(request.args.maskId, request.args.options);
    case 'rooms':
      return detectRooms(planWalls(kernels.raster), request.args.options, kernels.vector.simplify);
    case 'clear':
      wand.clear();
      return null;
  }
}

/**
 * Answers one request. Never throws: a failure becomes an error response carrying the request's
 * id and, for a refused input, the kernels' code, so the caller's promise settles and the worker
 * goes on serving.
 */
export function handleKernelRequest(engine: KernelEngine, request: ComputeRequest): KernelResponse {
  try {
    return { id: request.id, ok: true, result: answer(engine, request) };
  } catch (error) {
    return failureResponse(request.id, error);
  }
}

/**
 * The answer to a request that failed: a refused input keeps the kernels' code; anything else is
 * the worker's fault ('worker-failed'), its message prefixed with `during` when given.
 */
export function failureResponse(id: number, error: unknown, during?: string): KernelResponse {
  if (error instanceof KernelError) return { id, ok: false, code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { id, ok: false, code: 'worker-failed', message: during ? `${during}: ${message}` : message };
}

/**
 * The buffers inside a message (typed arrays at any depth), to transfer
 * rather than copy with `postMessage`. Transferring detaches each whole buffer on the sending
 * side, so send only arrays that own their buffer; shared buffers cannot be transferred.
 */
export function transferListOf(message: unknown): Transferable[] {
  const found = new Set<Transferable>();
  const visit = (value: unknown, depth: number): void => {
    if (value === null || typeof value !== 'object' || depth > 6) return;
    if (ArrayBuffer.isView(value)) {
      if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
      return;
    }
    if (typeof Blob !== 'undefined' && value instanceof Blob) return;
    if (typeof ImageBitmap !== 'undefined' && value instanceof ImageBitmap) {
      found.add(value);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, depth + 1);
  };
  visit(message, 0);
  return [...found];
}
