/**
 * The image under the drawing, as tiles the kernel worker cuts from the image it holds: on each
 * view it shows the level that matches the screen's pixels, asks for the tiles it lacks (a few
 * at a time, the middle of the view first) and draws coarser tiles under the missing ones, so a
 * plan of any size pans and zooms without holes and without a texture larger than the GPU takes.
 * Thin over the pure parts (tileMath, tilePlan, tileCache, tileLoader), which carry the tests;
 * pixi.js does not load under Vitest.
 */
import { ImageSource, Sprite, Texture, type Container } from 'pixi.js';
import type { ImageState } from '../../shared/schemas';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import type { ImageInfo } from '../../engine/kernels/imageHolder';
import { coarsestLevel, TILE_SIZE, type TileKey } from '../../engine/kernels/tileGrid';
import type { Viewport } from '../../engine/viewport/viewport';
import { createTileCache } from './tileCache';
import { createTileLoader } from './tileLoader';
import { chooseLevel, tileId, tileScreenRect, tileSizeFor, tilesOf, visibleTileRange, type ImagePlacement } from './tileMath';
import { planTiles } from './tilePlan';

/** GPU memory the tiles may take: a 4K screen at two levels needs about 100 MB. */
export const TILE_CACHE_BYTES = 256 * 2 ** 20;

/** Tile requests in flight at once: enough to keep the worker busy, few enough to re-aim quickly. */
export const TILES_IN_FLIGHT = 4;

export interface ImageLayerOptions {
  /** The container the tiles are drawn in, positioned at the screen's origin. */
  readonly container: Container;
  readonly kernels: Pick<KernelClient, 'imageInfo' | 'tile'>;
  /** The renderer's texture limit: no tile is larger. */
  readonly maxTextureSize: number;
  /** Device pixels per screen pixel, read at each view. */
  readonly resolution: () => number;
  readonly maxBytes?: number;
  /** Called when what the layer shows changed (a view laid out, a tile arrived): the scene draws only when asked. */
  readonly changed?: () => void;
}

export interface ImageLayer {
  /** Shows `image` (document.image) in `viewport`; call on every document or view change. */
  update(image: ImageState | null, viewport: Viewport): void;
  /** Frees every texture and bitmap; answers still on their way are closed when they come. */
  destroy(): void;
  /** Whether tiles the current view wants are still on their way (or the image's size is). */
  readonly loading: boolean;
}

interface Tile {
  readonly sprite: Sprite;
  readonly bitmap: ImageBitmap;
}

/** What identifies the document's image: another file, or the same at another size, is another image. */
const imageKey = (image: ImageState): string => `${image.url}|${image.originSizes.width}×${image.originSizes.height}`;

export function createImageLayer(options: ImageLayerOptions): ImageLayer {
  const { container, kernels } = options;
  const tileSize = tileSizeFor(options.maxTextureSize, TILE_SIZE);
  let shown: { key: string; image: ImageState; info: ImageInfo | null; asking: boolean } | null = null;
  let viewport: Viewport | null = null;
  let destroyed = false;

  const cache = createTileCache<Tile>(options.maxBytes ?? TILE_CACHE_BYTES, ({ sprite, bitmap }) => {
    sprite.destroy({ texture: true, textureSource: true });
    bitmap.close();
  });

  const placementOf = (image: ImageState, info: ImageInfo): ImagePlacement => ({
    position: image.position,
    realSizes: image.realSizes,
    pixels: info,
  });

  const loader = createTileLoader<ImageBitmap>({
    maxInFlight: TILES_IN_FLIGHT,
    fetch: (key) => {
      const info = shown?.info;
      if (!info) return Promise.reject(new Error('no image'));
      return kernels.tile({ imageId: info.imageId, size: tileSize, ...key });
    },
    loaded(key, bitmap) {
      const info = shown?.info;
      if (destroyed || !info) {
        bitmap.close();
        return;
      }
      const sprite = new Sprite(new Texture({ source: new ImageSource({ resource: bitmap }) }));
      const pinned = key.level === coarsestLevel(info, tileSize);
      cache.set(tileId(key), { sprite, bitmap }, 4 * bitmap.width * bitmap.height, pinned);
      layout();
    },
    discard: (bitmap) => bitmap.close(),
  });

  function layout(): void {
    if (!shown?.info || !viewport || destroyed) return;
    arrange(shown.image, shown.info, viewport);
    options.changed?.();
  }

  /** Shows the tiles of the view (coarser ones under those still missing) and asks for the missing. */
  function arrange(image: ImageState, info: ImageInfo, view: Viewport): void {
    container.visible = image.display;
    if (!image.display) return;
    const placement = placementOf(image, info);
    const coarsest = coarsestLevel(info, tileSize);
    const level = chooseLevel(placement, view.zoom, options.resolution(), tileSize);
    const range = visibleTileRange(placement, view, level, tileSize);
    const plan = planTiles(range ? tilesOf(range) : [], coarsest, (key) => cache.has(tileId(key)));
    const base: TileKey = { level: coarsest, column: 0, row: 0 };
    loader.want(cache.has(tileId(base)) ? plan.missing : [base, ...plan.missing]);
    const sprites = plan.draw.map((key) => {
      const { sprite } = cache.get(tileId(key))!;
      const rect = tileScreenRect(placement, view, key, tileSize);
      sprite.position.set(rect.x, rect.y);
      sprite.setSize(rect.width, rect.height);
      return sprite;
    });
    // Changing the children makes Pixi rebuild the layer's draw list: only when the tiles change,
    // not on every frame of a pan, where only their positions do.
    const children = container.children;
    if (sprites.length !== children.length || sprites.some((sprite, i) => sprite !== children[i])) {
      container.removeChildren();
      if (sprites.length > 0) container.addChild(...sprites);
    }
  }

  const forget = (): void => {
    loader.reset();
    container.removeChildren();
    cache.clear();
    options.changed?.();
  };

  return {
    update(image, next) {
      viewport = next;
      if (!image) {
        if (shown) forget();
        shown = null;
        return;
      }
      const key = imageKey(image);
      if (shown?.key === key) {
        shown = { ...shown, image };
        layout();
        return;
      }
      if (shown) forget();
      shown = { key, image, info: null, asking: true };
      // The worker answers after any image load sent before, so this is the image just placed.
      void kernels.imageInfo().then(
        (info) => {
          if (shown?.key !== key || destroyed) return;
          shown = { ...shown, info, asking: false };
          layout();
        },
        // Without the worker's image there is nothing to draw; the wand reports the same failure.
        () => {
          if (shown?.key === key) shown = { ...shown, asking: false };
        },
      );
    },
    destroy() {
      destroyed = true;
      forget();
      shown = null;
    },
    get loading() {
      return shown?.asking === true || loader.inFlight > 0;
    },
  };
}
