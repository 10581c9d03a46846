/**
 * Detect rooms (issue 22): asks the kernel worker for every room of the image under the drawing
 * and hands them to the editor as layers. Doors up to 1 m wide are closed and regions under
 * 0.5 m² are not rooms, in the drawing's scale: before a scale is set that is the default scale's
 * metre, so a plan's true door width needs the scale set first (the panel says so).
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import type { Notice } from '../../shared/notices';
import { convertLength } from '../../shared/units';
import { imageToCanvas } from '../../engine/document/image';
import { activeMask } from '../../engine/document/mask';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { KernelClient } from '../../engine/kernels/kernelClient';

/** The widest door closed, and the smallest room kept. */
export const ROOM_DOOR_WIDTH_M = 1;
export const ROOM_MIN_AREA_M2 = 0.5;

export interface RoomServices {
  editor: EditorActor;
  kernels: Pick<KernelClient, 'rooms'>;
  notify: (notice: Notice) => void;
}

const notice = (kind: Notice['kind'], message: string): Notice => ({ kind, message, durationMs: 5000 });

/** Finds the rooms and adds them as layers; answers how many were added. */
export async function detectRoomsOnImage({ editor, kernels, notify }: RoomServices): Promise<number> {
  const { document } = editor.getSnapshot().context;
  const image = document.image;
  if (!image || document.map) {
    notify(notice('danger', 'Import a plan image to detect its rooms'));
    return 0;
  }
  if (activeMask(document)) {
    notify(notice('warning', 'Confirm or cancel the selection first'));
    return 0;
  }
  // One metre in image pixels: canvas px per scale unit, times image pixels per canvas px.
  const { value, measure } = document.scale;
  const metreInUnits = convertLength(1, 'm', measure);
  const metrePx = (metreInUnits / value) * PIXELS_PER_UNIT * image.ratio;
  try {
    const rooms = await kernels.rooms({ gapPx: ROOM_DOOR_WIDTH_M * metrePx, minAreaPx: ROOM_MIN_AREA_M2 * metrePx * metrePx });
    if (rooms.length === 0) {
      notify(notice('info', 'No rooms found'));
      return 0;
    }
    const outlines = rooms.map(({ polygon }) => {
      const points = [];
      for (let i = 0; i + 1 < polygon.length; i += 2) {
        const { x, y } = imageToCanvas(image, { x: polygon[i]!, y: polygon[i + 1]! });
        points.push({ x, y });
      }
      return points;
    });
    editor.send({ type: 'rooms.add', rooms: outlines });
    notify(notice('success', `${rooms.length} ${rooms.length === 1 ? 'room' : 'rooms'} found`));
    return rooms.length;
  } catch (error) {
    notify(notice('danger', `Rooms could not be detected: ${error instanceof Error ? error.message : String(error)}`));
    return 0;
  }
}
