/**
 * Runs one wand step in the kernel worker and turns its answer into the document's mask record:
 * the regions' borders move from image pixels to canvas pixels.
 */
import { NOTIFICATION_MS } from '../../../shared/constants';
import type { ImageState, Mask } from '../../../shared/schemas';
import { imageToCanvas } from '../../document/image';
import type { WandClient } from '../../kernels/kernelClient';
import { KernelError } from '../../kernels/kernelTypes';
import { wandMessage } from '../../kernels/wandMessages';
import type { WandResult } from '../../kernels/wandSession';
import type { Notice } from '../../../shared/notices';
import type { WandRequest } from './wandClick';

/** The part of the kernel client the wand uses. */
export type WandPort = Pick<WandClient, 'select' | 'add' | 'subtract' | 'restore' | 'clear'>;

const pointsOf = (image: ImageState, coords: Float64Array) => {
  const points = [];
  for (let i = 0; i + 1 < coords.length; i += 2) {
    const { x, y } = imageToCanvas(image, { x: coords[i]!, y: coords[i + 1]! });
    points.push({ x, y });
  }
  return points;
};

/** The mask record of a wand answer. */
export function maskOf(image: ImageState, request: WandRequest, result: WandResult): Mask {
  const regions = result.polygons.map((polygon) => pointsOf(image, polygon));
  const regionCutouts = result.cutouts.map((holes) => holes.map((hole) => pointsOf(image, hole)));
  const bounds = result.bounds;
  return {
    seed: { x: request.seed.x, y: request.seed.y },
    operation: request.operation,
    base: request.base,
    tolerance: request.options.tolerance,
    blur: request.options.blur,
    compoundShapes: request.options.compound,
    ...(request.options.lineCentre ? { lineCentre: true } : {}),
    ...(request.closeGapsM > 0 ? { closeGapsM: request.closeGapsM } : {}),
    bounds: bounds
      ? { x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX + 1, height: bounds.maxY - bounds.minY + 1 }
      : { x: 0, y: 0, width: 0, height: 0 },
    data: String(result.maskId),
    previewPath: regions[0] ?? [],
    regions,
    regionCutouts,
    areaPx: result.areaPx,
    enclosedAreaPx: result.enclosedAreaPx,
  };
}

/**
 * Add and subtract first make their base mask current again, since undo may have moved the
 * document to an earlier mask than the worker's latest.
 */
export async function runWandStep(port: WandPort, image: ImageState, request: WandRequest): Promise<Mask> {
  if (request.base !== null) await port.restore(Number(request.base));
  const result = await port[request.operation](request.seed, request.options);
  return maskOf(image, request, result);
}

/** What to tell the person when a wand step fails: the spec's words for their mistakes, else the fault. */
export function wandFailureNotice(error: unknown): Notice {
  const message =
    error instanceof KernelError ? wandMessage(error.code) ?? `Magic wand failed: ${error.message}` : `Magic wand failed: ${String(error)}`;
  return { kind: 'danger', message, durationMs: NOTIFICATION_MS.magicWand };
}
