/**
 * The PixiJS scene: the imported image (as tiles, under everything), grid, the drawn layers' outlines, count markers, the current layer's handles, layer-number
 * badges, angle labels, the reference line, the Perspective instrument's rectangle, the snap marker and the overlay of the instrument in progress (length labels live in a DOM
 * layer above the canvas). It is a projection of the editor's state: each part redraws from a
 * subscription to the editor actor, never from React renders, so pointer moves and pans cost no
 * React work. PixiJS's ticker does not run: a part that changed asks for a frame (frameRequests.ts),
 * so an untouched drawing costs no CPU.
 */
import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text, Ticker } from 'pixi.js';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { LABEL_COLOR_HEX } from '../shared/constants';
import type { Settings } from '../shared/settings';
import { currentLayer } from '../engine/document/drawingDocument';
import type { EditorActor, EditorSnapshot } from '../engine/editor/editorMachine';
import type { KernelClient } from '../engine/kernels/kernelClient';
import { overlayShape } from '../engine/editor/overlay';
import { updateAngleLabels } from './angleLabels';
import { drawGrid } from './drawGrid';
import { gridOpacity } from '../engine/print/sceneStyle';
import { drawHandles } from './drawHandles';
import { drawLayerSketches } from './drawSketch';
import { shownLayers } from '../engine/document/shownLayers';
import { drawOverlay } from './drawOverlay';
import { drawRoomCandidates } from './drawRoomCandidates';
import { openRoomReview } from '../engine/editor/editorRooms';
import { drawScaleLine } from './drawScaleLine';
import { shownScaleLines } from '../engine/editor/shownScaleLine';
import { drawPerspective } from './drawPerspective';
import { shownPerspective } from '../engine/editor/shownPerspective';
import { createImageLayer } from './image/imageLayer';
import { maxTextureSize } from './image/maxTextureSize';
import { updateLayerNumberLabels } from './layerNumberLabels';
import { drawCountMarkers } from './countMarkers';
import { createFrameRequests, type FrameRequests } from './frameRequests';
import { drawSnapMarker } from './drawSnapMarker';

extend({ Container, Graphics, Text });

interface SceneProps {
  editor: EditorActor;
  settings: Settings;
  host: RefObject<HTMLElement | null>;
  /** The kernel worker, which holds the imported image and cuts its tiles. */
  kernels: Pick<KernelClient, 'imageInfo' | 'tile'>;
}

export function Scene({ editor, settings, host, kernels }: SceneProps) {
  return (
    // Nothing reads this canvas back: a saved document's preview is drawn from the state (app/documents/capturePreview.ts).
    // The canvas is see-through: the host's white shows under the grid, and over the map the map does.
    // The ticker does not start (autoStart): frames come on demand. A resize draws its own frame (PixiJS's resize plugin).
    <Application autoStart={false} resizeTo={host} backgroundAlpha={0} antialias autoDensity resolution={window.devicePixelRatio || 1}>
      <OnDemandFrames>
        {(frames) => (
          <>
            <ImageTiles editor={editor} kernels={kernels} frames={frames} />
            <SceneLayers editor={editor} settings={settings} frames={frames} />
          </>
        )}
      </OnDemandFrames>
    </Application>
  );
}

/**
 * Draws the application's frames when the scene's parts ask (frameRequests.ts), once it is
 * initialised. Each frame runs the application's ticker, which renders, and PixiJS's system
 * ticker, whose jobs (texture garbage collection, pointer-over checks the scene does not use)
 * otherwise ask the browser for a frame 60 times a second for ever.
 */
function OnDemandFrames({ children }: { children: (frames: FrameRequests) => ReactNode }) {
  const { app, isInitialised } = useApplication();
  const [frames, setFrames] = useState<FrameRequests | null>(null);

  useEffect(() => {
    if (!isInitialised) return;
    const system = Ticker.system;
    const systemRan = system.started;
    system.autoStart = false;
    system.stop();
    const created = createFrameRequests((time) => {
      system.update(time);
      app.ticker.update(time);
    });
    setFrames(created);
    created.request();
    return () => {
      created.destroy();
      system.autoStart = true;
      if (systemRan) system.start();
    };
  }, [app, isInitialised]);

  return frames ? children(frames) : null;
}

/**
 * The imported image, below the grid: the grid's transparency setting then decides how much of
 * the plan shows through it, and the outlines stay on top of both. Its own component and
 * subscription, so a settings change never drops the tiles already on the GPU.
 */
function ImageTiles({ editor, kernels, frames }: Pick<SceneProps, 'editor' | 'kernels'> & { frames: FrameRequests }) {
  const { app, isInitialised } = useApplication();
  const container = useRef<Container>(null);

  useEffect(() => {
    // The texture limit comes from the renderer, which exists only once the application is initialised.
    if (!container.current || !isInitialised) return;
    const layer = createImageLayer({
      container: container.current,
      kernels,
      maxTextureSize: maxTextureSize(app.renderer),
      resolution: () => app.renderer.resolution,
      // Tiles arrive after the view that wanted them.
      changed: frames.request,
    });
    let previous: EditorSnapshot | null = null;
    const render = (snapshot: EditorSnapshot) => {
      const { document, viewport } = snapshot.context;
      if (previous?.context.document.image !== document.image || previous.context.viewport !== viewport) {
        layer.update(document.image, viewport);
      }
      previous = snapshot;
    };
    render(editor.getSnapshot());
    const subscription = editor.subscribe(render);
    return () => {
      subscription.unsubscribe();
      layer.destroy();
    };
  }, [app, isInitialised, editor, kernels, frames]);

  return <pixiContainer ref={container} />;
}

/** The scene's display objects, bottom to top. */
interface SceneParts {
  grid: Graphics;
  sketches: Graphics;
  /** Count markers' symbols, and their numbers. */
  counts: Graphics;
  countNumbers: Container;
  numbers: Container;
  angles: Container;
  handles: Graphics;
  overlay: Graphics;
  /** Detect rooms' review: the rooms found, highlighted until the review ends. */
  rooms: Graphics;
  roomNames: Container;
  /** The rule tool's reference line, above everything drawn. */
  scaleLine: Graphics;
  /** The Perspective instrument's rectangle and its corners' numbers, above everything drawn. */
  perspective: Graphics;
  perspectiveNumbers: Container;
  /** Where the pointer snaps to the drawing's lines, above everything. */
  snapMarker: Graphics;
}

/** Which parts of the editor's state changed since the last snapshot drawn. */
function changes(previous: EditorSnapshot | null, snapshot: EditorSnapshot) {
  const view = previous?.context.viewport !== snapshot.context.viewport;
  const document = view || previous?.context.document !== snapshot.context.document;
  const selection = document || previous?.context.selection !== snapshot.context.selection;
  const rooms = document || previous?.context.roomReview !== snapshot.context.roomReview;
  // The editor keeps the same marker object while the target stays (editorSnap.ts).
  const snapMarker = view || previous?.context.snapMarker !== snapshot.context.snapMarker;
  return { view, document, selection, rooms, snapMarker };
}

/** On the map there is no grid: the map is the scale ("Grid scale locked to map scale!"). */
function drawGridPart(parts: SceneParts, snapshot: EditorSnapshot, settings: Settings): void {
  if (snapshot.context.document.map) parts.grid.clear();
  else drawGrid(parts.grid, snapshot.context.viewport, gridOpacity(settings.gridTransparency));
}

function drawLayersPart(parts: SceneParts, snapshot: EditorSnapshot, settings: Settings): void {
  const { document, viewport, readOnly } = snapshot.context;
  const layers = shownLayers(document);
  // The educator's read-only view shows each layer in a colour of the educator list.
  drawLayerSketches(parts.sketches, layers, viewport, settings.lineWeight, readOnly);
  drawCountMarkers(parts.counts, parts.countNumbers, layers, viewport, readOnly);
  updateLayerNumberLabels(parts.numbers, layers, viewport, readOnly);
  updateAngleLabels(parts.angles, document, layers, viewport, settings.displayAngles, readOnly);
}

function drawHandlesPart(parts: SceneParts, snapshot: EditorSnapshot, settings: Settings): void {
  const { document, viewport, selection } = snapshot.context;
  const layer = currentLayer(document);
  const style = { color: LABEL_COLOR_HEX[layer.color], weight: settings.lineWeight };
  drawHandles(parts.handles, layer.visible ? layer.sketch : null, selection, viewport, style);
}

function drawOverlayPart(parts: SceneParts, snapshot: EditorSnapshot, settings: Settings): void {
  const { document, viewport } = snapshot.context;
  const style = { color: LABEL_COLOR_HEX[currentLayer(document).color], weight: settings.lineWeight };
  drawOverlay(parts.overlay, overlayShape(snapshot), viewport, style);
  drawScaleLine(parts.scaleLine, shownScaleLines(snapshot), viewport);
  drawPerspective(parts.perspective, parts.perspectiveNumbers, shownPerspective(snapshot), viewport);
}

function SceneLayers({ editor, settings, frames }: Pick<SceneProps, 'editor' | 'settings'> & { frames: FrameRequests }) {
  const { app } = useApplication();
  const grid = useRef<Graphics>(null);
  const sketches = useRef<Graphics>(null);
  const handles = useRef<Graphics>(null);
  const overlay = useRef<Graphics>(null);
  const rooms = useRef<Graphics>(null);
  const roomNames = useRef<Container>(null);
  const scaleLine = useRef<Graphics>(null);
  const perspective = useRef<Graphics>(null);
  const perspectiveNumbers = useRef<Container>(null);
  const snapMarker = useRef<Graphics>(null);
  const angles = useRef<Container>(null);
  const numbers = useRef<Container>(null);
  const counts = useRef<Graphics>(null);
  const countNumbers = useRef<Container>(null);

  useEffect(() => {
    if (!grid.current || !sketches.current || !handles.current || !overlay.current || !scaleLine.current || !angles.current || !numbers.current) return;
    if (!counts.current || !countNumbers.current || !rooms.current || !roomNames.current || !perspective.current || !perspectiveNumbers.current || !snapMarker.current) return;
    const parts: SceneParts = {
      grid: grid.current,
      sketches: sketches.current,
      handles: handles.current,
      overlay: overlay.current,
      rooms: rooms.current,
      roomNames: roomNames.current,
      scaleLine: scaleLine.current,
      perspective: perspective.current,
      perspectiveNumbers: perspectiveNumbers.current,
      snapMarker: snapMarker.current,
      angles: angles.current,
      numbers: numbers.current,
      counts: counts.current,
      countNumbers: countNumbers.current,
    };
    let previous: EditorSnapshot | null = null;
    const render = (snapshot: EditorSnapshot) => {
      const changed = changes(previous, snapshot);
      if (changed.view) drawGridPart(parts, snapshot, settings);
      if (changed.document) drawLayersPart(parts, snapshot, settings);
      if (changed.selection) drawHandlesPart(parts, snapshot, settings);
      if (changed.rooms) drawRoomCandidates(parts.rooms, parts.roomNames, openRoomReview(snapshot.context), snapshot.context.viewport);
      if (changed.snapMarker) drawSnapMarker(parts.snapMarker, snapshot.context.snapMarker, snapshot.context.viewport);
      drawOverlayPart(parts, snapshot, settings);
      previous = snapshot;
      frames.request();
    };
    render(editor.getSnapshot());
    const subscription = editor.subscribe(render);
    return () => subscription.unsubscribe();
  }, [app, editor, settings, frames]);

  return (
    <pixiContainer>
      <pixiGraphics ref={grid} draw={() => {}} />
      <pixiGraphics ref={sketches} draw={() => {}} />
      <pixiGraphics ref={counts} draw={() => {}} />
      <pixiContainer ref={countNumbers} />
      <pixiContainer ref={numbers} />
      <pixiContainer ref={angles} />
      {/* Handles stay above the badges: an open sketch's badge sits on its first vertex. */}
      <pixiGraphics ref={handles} draw={() => {}} />
      <pixiGraphics ref={rooms} draw={() => {}} />
      <pixiContainer ref={roomNames} />
      <pixiGraphics ref={overlay} draw={() => {}} />
      <pixiGraphics ref={scaleLine} draw={() => {}} />
      <pixiGraphics ref={perspective} draw={() => {}} />
      <pixiContainer ref={perspectiveNumbers} />
      <pixiGraphics ref={snapMarker} draw={() => {}} />
    </pixiContainer>
  );
}
