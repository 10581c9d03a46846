/**
 * /engine/tiles: a developer's check of the tiled image layer in this browser. Load an image of
 * any size; the kernel worker decodes it and cuts tiles, and the layer draws them as the app's
 * scene does. Drag to pan, wheel or the buttons to zoom. The view's state (level, tiles drawn,
 * whether tiles are on their way) is written on the canvas element for tests to read.
 */
// Before Pixi makes a renderer: its eval-free shaders (the page's CSP allows no eval).
import '../../render/pixiWithoutEval';
import { Application, Container } from 'pixi.js';
import { useEffect, useRef, useState, type ChangeEvent, type PointerEvent, type WheelEvent } from 'react';
import { Link } from 'react-router';
import { placeImage } from '../../engine/document/image';
import { createViewport, panTo, wheelZoom, zoomAt, zoomAtCentre, type Viewport } from '../../engine/viewport/viewport';
import { createImageLayer, type ImageLayer } from '../../render/image/imageLayer';
import { maxTextureSize } from '../../render/image/maxTextureSize';
import type { ImageState } from '../../shared/schemas';
import type { KernelClient } from '../../engine/kernels/kernelClient';

const STAGE = { width: 960, height: 600 };

interface View {
  app: Application;
  layer: ImageLayer;
  container: Container;
  viewport: Viewport;
  image: ImageState | null;
}

/** Loaded with its route; `kernels` is the app's kernel worker (see App.tsx). */
export function TilesCheckPage({ kernels }: { kernels: KernelClient }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<View | null>(null);
  /** Loads that came before PixiJS was ready (it loads with this page), waiting for the view. */
  const waiting = useRef<((ready: View) => void)[]>([]);
  const [status, setStatus] = useState('No image loaded.');
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const app = new Application();
    let cancelled = false;
    let created: View | null = null;
    void app.init({ ...STAGE, background: 0xffffff, resolution: window.devicePixelRatio || 1, autoDensity: true }).then(() => {
      if (cancelled) {
        app.destroy(true);
        return;
      }
      element.append(app.canvas);
      const container = new Container();
      app.stage.addChild(container);
      const layer = createImageLayer({ container, kernels, maxTextureSize: maxTextureSize(app.renderer), resolution: () => app.renderer.resolution });
      created = { app, layer, container, viewport: createViewport(STAGE), image: null };
      view.current = created;
      for (const resume of waiting.current.splice(0)) resume(created);
      app.ticker.add(() => {
        element.dataset.tiles = String(container.children.length);
        element.dataset.loading = String(layer.loading);
      });
    });
    return () => {
      cancelled = true;
      if (created) {
        created.layer.destroy();
        created.app.destroy(true);
      }
      view.current = null;
    };
  }, [kernels]);

  const show = (viewport: Viewport): void => {
    const current = view.current;
    if (!current) return;
    current.viewport = viewport;
    current.layer.update(current.image, viewport);
    setZoom(viewport.zoom);
  };

  const load = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    if (!file) return;
    setStatus(`Loading ${file.name}…`);
    const current = view.current ?? (await new Promise<View>((resume) => waiting.current.push(resume)));
    try {
      const size = await kernels.loadImage({ blob: file });
      current.image = placeImage(file.name, file.name, size, STAGE);
      show(createViewport(STAGE));
      setStatus(`Loaded ${size.width} × ${size.height} px.`);
    } catch (error) {
      setStatus(`This image could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const drag = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.buttons !== 1 || !view.current) return;
    const { viewport } = view.current;
    show(panTo(viewport, { x: viewport.offset.x + event.movementX, y: viewport.offset.y + event.movementY }));
  };

  const wheel = (event: WheelEvent<HTMLDivElement>): void => {
    if (!view.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    const { viewport } = view.current;
    show(zoomAt(viewport, wheelZoom(viewport.zoom, event.deltaY), { x: event.clientX - box.left, y: event.clientY - box.top }));
  };

  const zoomBy = (step: number): void => {
    if (view.current) show(zoomAtCentre(view.current.viewport, view.current.viewport.zoom + step));
  };

  return (
    <main className="engine-check">
      <h1>Tiled image check</h1>
      <p>
        <Link to="/engine">Wand check</Link> · <Link to="/">Back to the drawing</Link>
      </p>
      <label>
        Image file <input type="file" accept="image/png,image/jpeg,image/gif" onChange={(event) => void load(event)} />
      </label>
      <p role="status" aria-label="Load status">
        {status}
      </p>
      <p>
        <button type="button" onClick={() => zoomBy(-1)}>
          Zoom out
        </button>{' '}
        <output aria-label="Zoom">{zoom.toFixed(2)}</output>{' '}
        <button type="button" onClick={() => zoomBy(1)}>
          Zoom in
        </button>
      </p>
      <div
        ref={host}
        role="img"
        aria-label="Tiled image"
        style={{ width: STAGE.width, height: STAGE.height, border: '1px solid #ccc', touchAction: 'none' }}
        onPointerMove={drag}
        onWheel={wheel}
      />
    </main>
  );
}
