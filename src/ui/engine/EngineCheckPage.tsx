/**
 * /engine: a developer's check of the measuring engine in this browser. Load an image, click it
 * with the magic wand (select, add, subtract) and read the regions the kernel worker traces.
 * Everything heavy happens in the worker, which decodes the file itself; the page shows the file
 * through an <img>, which the browser decodes off the main thread, and draws only the outlines on
 * a canvas over it, so frames keep coming while a large image loads and the wand runs.
 */
import { useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { WAND_BLUR, WAND_TOLERANCE } from '../../shared/constants';
import { KernelError, type Pixel } from '../../engine/kernels/kernelTypes';
import { wandMessage } from '../../engine/kernels/wandMessages';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import type { WandOperation, WandResult } from '../../engine/kernels/wandSession';
import { drawWandResult, fitInside, type Fitted } from './wandPreview';

const CANVAS_SIZE = { width: 720, height: 480 };
const OPERATIONS: readonly { value: WandOperation; label: string }[] = [
  { value: 'select', label: 'Select' },
  { value: 'add', label: 'Add' },
  { value: 'subtract', label: 'Subtract' },
];

const describe = (result: WandResult): string => {
  const points = result.polygons.reduce((sum, polygon) => sum + polygon.length / 2, 0);
  const regions = result.polygons.length;
  return `${regions} ${regions === 1 ? 'region' : 'regions'}, ${result.areaPx.toLocaleString('en-US')} px, ${points.toLocaleString('en-US')} points`;
};

/** Loaded with its route; `kernels` is the app's kernel worker (see App.tsx). */
export function EngineCheckPage({ kernels }: { kernels: KernelClient }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const fitted = useRef<Fitted | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [operation, setOperation] = useState<WandOperation>('select');
  const [tolerance, setTolerance] = useState<number>(WAND_TOLERANCE.default);
  const [blur, setBlur] = useState<number>(WAND_BLUR.default);
  const [compound, setCompound] = useState(false);
  const [status, setStatus] = useState('No image loaded.');
  const [result, setResult] = useState<WandResult | null>(null);

  const redraw = (next: WandResult | null): void => {
    const context = canvas.current?.getContext('2d');
    if (context && fitted.current) drawWandResult(context, fitted.current, next);
  };

  const loadImage = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    if (!file) return;
    setStatus(`Loading ${file.name}…`);
    try {
      const size = await kernels.loadImage({ blob: file });
      fitted.current = fitInside(size.width, size.height, CANVAS_SIZE);
      setImageUrl((previous) => {
        if (previous) URL.revokeObjectURL(previous);
        return URL.createObjectURL(file);
      });
      setResult(null);
      redraw(null);
      setStatus(`Loaded ${size.width} × ${size.height} px.`);
    } catch (error) {
      setStatus(`This image could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const click = async (event: MouseEvent<HTMLCanvasElement>): Promise<void> => {
    const shown = fitted.current;
    const box = event.currentTarget.getBoundingClientRect();
    const scale = shown?.scale ?? 1;
    const seed: Pixel = {
      x: Math.floor((event.clientX - box.left - (shown?.left ?? 0)) / scale),
      y: Math.floor((event.clientY - box.top - (shown?.top ?? 0)) / scale),
    };
    setStatus('Working…');
    try {
      const next = await kernels.wand[operation](seed, { tolerance, blur, compound });
      setResult(next);
      redraw(next);
      setStatus(describe(next));
    } catch (error) {
      const message = error instanceof KernelError ? (wandMessage(error.code) ?? error.message) : String(error);
      setStatus(message);
    }
  };

  return (
    <main className="engine-check">
      <h1>Engine check</h1>
      <p>
        Try the magic wand of the measuring engine in this browser. <Link to="/">Back to the drawing</Link>
      </p>
      <div className="engine-check-controls">
        <label>
          Image file <input type="file" accept="image/png,image/jpeg,image/gif" onChange={(event) => void loadImage(event)} />
        </label>
        <fieldset>
          <legend>Wand mode</legend>
          {OPERATIONS.map(({ value, label }) => (
            <label key={value}>
              <input type="radio" name="wand-mode" checked={operation === value} onChange={() => setOperation(value)} /> {label}
            </label>
          ))}
        </fieldset>
        <label>
          Tolerance{' '}
          <input type="number" min={WAND_TOLERANCE.min} max={WAND_TOLERANCE.max} value={tolerance} onChange={(event) => setTolerance(event.target.valueAsNumber)} />
        </label>
        <label>
          Blur <input type="number" min={WAND_BLUR.min} max={WAND_BLUR.max} value={blur} onChange={(event) => setBlur(event.target.valueAsNumber)} />
        </label>
        <label>
          <input type="checkbox" checked={compound} onChange={(event) => setCompound(event.target.checked)} /> Compound
        </label>
      </div>
      <div className="engine-check-stage" style={CANVAS_SIZE}>
        {imageUrl && fitted.current && (
          <img
            src={imageUrl}
            alt=""
            decoding="async"
            style={{ left: fitted.current.left, top: fitted.current.top, width: fitted.current.width, height: fitted.current.height }}
          />
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label="Image"
          width={CANVAS_SIZE.width}
          height={CANVAS_SIZE.height}
          onClick={(event) => void click(event)}
        />
      </div>
      <p role="status">{status}</p>
      {result && (
        <ol aria-label="Regions">
          {result.polygons.map((polygon, index) => (
            <li key={index}>{`${(polygon.length / 2).toLocaleString('en-US')} points`}</li>
          ))}
        </ol>
      )}
    </main>
  );
}
