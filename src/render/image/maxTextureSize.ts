/**
 * The renderer's largest texture side. PixiJS exposes no property for it, so the backend is
 * asked directly: WebGPU's device limits, or WebGL's MAX_TEXTURE_SIZE.
 */
import type { Renderer, WebGLRenderer, WebGPURenderer } from 'pixi.js';

/** Every WebGL 2 implementation allows at least this. */
const WEBGL2_MINIMUM = 2048;

export function maxTextureSize(renderer: Renderer): number {
  if (renderer.name === 'webgpu') return (renderer as WebGPURenderer).gpu.device.limits.maxTextureDimension2D;
  const { gl } = renderer as WebGLRenderer;
  const size: unknown = gl.getParameter(gl.MAX_TEXTURE_SIZE);
  return typeof size === 'number' && size > 0 ? size : WEBGL2_MINIMUM;
}
