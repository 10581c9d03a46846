/**
 * The spec's words for a refused wand click (drawing-core §5, §8), from the kernels' error codes.
 * Anything else is a fault, not a user's mistake, and is reported as such.
 */
import { MESSAGES } from '../../shared/constants';
import type { KernelErrorCode } from './kernelTypes';

const WAND_MESSAGES: Partial<Record<KernelErrorCode, string>> = {
  'seed-out-of-bounds': MESSAGES.pointOutOfBounds,
  'no-image': MESSAGES.imageNotLoaded,
  'mask-not-found': MESSAGES.maskNotFound,
  'no-overlap': MESSAGES.areasDoNotIntersect,
};

/** The message to show for a failed wand click, or null when the failure is not the user's. */
export const wandMessage = (code: KernelErrorCode): string | null => WAND_MESSAGES[code] ?? null;
