/** Draws the wand's regions for the engine check, on a canvas laid over the image. */
import type { WandResult } from '../../engine/kernels/wandSession';

/** Where an image sits inside a canvas, scaled to fit and centred. */
export interface Fitted {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** Canvas pixels per image pixel. */
  readonly scale: number;
}

/** The largest size of a width × height image that fits the box without stretching, centred. */
export function fitInside(width: number, height: number, box: { width: number; height: number }): Fitted {
  const scale = Math.min(box.width / width, box.height / height);
  const fittedWidth = Math.max(1, Math.round(width * scale));
  const fittedHeight = Math.max(1, Math.round(height * scale));
  return {
    left: Math.floor((box.width - fittedWidth) / 2),
    top: Math.floor((box.height - fittedHeight) / 2),
    width: fittedWidth,
    height: fittedHeight,
    scale,
  };
}

export function drawWandResult(context: CanvasRenderingContext2D, fitted: Fitted, result: WandResult | null): void {
  const { canvas } = context;
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (!result) return;
  context.save();
  context.translate(fitted.left, fitted.top);
  context.scale(fitted.scale, fitted.scale);
  context.beginPath();
  for (const polygon of result.polygons) {
    context.moveTo(polygon[0]!, polygon[1]!);
    for (let i = 2; i < polygon.length; i += 2) context.lineTo(polygon[i]!, polygon[i + 1]!);
    context.closePath();
  }
  context.restore();
  context.fillStyle = 'rgba(232, 55, 143, 0.25)';
  context.strokeStyle = '#e8378f';
  context.lineWidth = 2;
  context.fill('evenodd');
  context.stroke();
}
