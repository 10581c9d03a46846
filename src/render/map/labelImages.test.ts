import { describe, expect, it } from 'vitest';
import { placeLabelText, renderLabelImage, type LabelCanvasFactory, type LabelContext } from './labelImages';

describe('placeLabelText', () => {
  it('reads the place name back from a label image id', () => {
    expect(placeLabelText('place:Denver')).toBe('Denver');
    expect(placeLabelText('place:São Paulo')).toBe('São Paulo');
  });

  it('ignores ids that are not labels, and empty names', () => {
    expect(placeLabelText('marker')).toBeNull();
    expect(placeLabelText('place:')).toBeNull();
    expect(placeLabelText('place:  ')).toBeNull();
  });
});

/** A 2D context that measures 7 px per character and records what is drawn. */
function recordingCanvas() {
  const sizes: [number, number][] = [];
  const drawn: string[] = [];
  const factory: LabelCanvasFactory = (width, height) => {
    sizes.push([width, height]);
    const context = {
      font: '',
      textBaseline: 'alphabetic',
      lineJoin: 'miter',
      lineWidth: 1,
      strokeStyle: '',
      fillStyle: '',
      measureText: (text: string) => ({ width: text.length * 7 }),
      scale: (x: number) => drawn.push(`scale ${x}`),
      strokeText: (text: string) => drawn.push(`halo ${text}`),
      fillText: (text: string) => drawn.push(`text ${text}`),
      getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
    };
    return context as unknown as LabelContext;
  };
  return { factory, sizes, drawn };
}

describe('renderLabelImage', () => {
  it('sizes the image to the text at the device pixel ratio, halo under the text', () => {
    const canvas = recordingCanvas();
    const single = renderLabelImage('Denver', 1, canvas.factory);
    const double = renderLabelImage('Denver', 2, canvas.factory);
    expect(single).not.toBeNull();
    expect(double?.width).toBe(2 * (single?.width ?? 0));
    expect(double?.height).toBe(2 * (single?.height ?? 0));
    expect(double?.pixelRatio).toBe(2);
    expect(double?.data.length).toBe((double?.width ?? 0) * (double?.height ?? 0) * 4);
    expect(single?.width).toBeGreaterThan(6 * 7);
    expect(canvas.drawn).toEqual(['scale 1', 'halo Denver', 'text Denver', 'scale 2', 'halo Denver', 'text Denver']);
  });

  it('gives no image where no canvas can be made', () => {
    expect(renderLabelImage('Denver', 1, () => null)).toBeNull();
  });
});
