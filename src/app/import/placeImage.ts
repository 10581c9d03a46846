/**
 * The last step of every import: the kernel worker decodes the image and keeps it (for its tiles
 * and the magic wand, at full resolution), then the editor places it under a cleared drawing.
 */
import { MESSAGES, NOTIFICATION_MS } from '../../shared/constants';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { Notice } from '../../shared/notices';
import { placeImage, scaleFromImageUnits } from '../../engine/document/image';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import { KernelError } from '../../engine/kernels/kernelTypes';
import { isCancelled, type PlaceImage } from './importedImage';

export const IMAGE_UPLOADED_NOTICE: Notice = { kind: 'success', message: MESSAGES.imageUploaded, durationMs: NOTIFICATION_MS.default };

interface PlaceImageServices {
  editor: EditorActor;
  kernels: Pick<KernelClient, 'loadImage'>;
  notify: (notice: Notice) => void;
}

/**
 * Rejects with an Error whose message can be shown as is: the spec's "Unable to upload image,
 * please try again later." when the browser cannot decode the file or hold it in memory.
 */
export function createPlaceImage({ editor, kernels, notify }: PlaceImageServices): PlaceImage {
  let sessionUrl: string | null = null;
  return async (imported, options) => {
    let pixels: { width: number; height: number };
    try {
      pixels = await kernels.loadImage({ blob: imported.blob }, options);
    } catch (error) {
      if (isCancelled(error)) throw error;
      const detail = error instanceof KernelError && error.code === 'too-large' ? ` (${error.message})` : '';
      throw new Error(`${MESSAGES.imageUploadFailed}${detail}`, { cause: error });
    }
    // A file only this tab has gets a blob: URL, released when the next image replaces it.
    if (sessionUrl) URL.revokeObjectURL(sessionUrl);
    sessionUrl = imported.url ? null : URL.createObjectURL(imported.blob);
    const url = imported.url ?? sessionUrl!;
    const image = placeImage(url, imported.name, pixels, editor.getSnapshot().context.viewport.stage);
    const hint = imported.scaleHint;
    const scale = hint?.apply === 'at-once' ? scaleFromImageUnits(image, hint) : undefined;
    editor.send({ type: 'image.place', image, scale });
    notify(IMAGE_UPLOADED_NOTICE);
  };
}
