/**
 * The commands instruments send the editor when a gesture ends (or, for the select tool, while
 * it runs). An instrument decides nothing about the document; the editor applies the rules.
 */
import type { CanvasPoint, Point, ScreenPoint } from '../../shared/geometry';
import type { Mask } from '../../shared/schemas';
import type { Notice } from '../../shared/notices';
import type { HandleRef } from '../document/sketchEdits';

/** An edit the select tool previews while dragging and commits on release. */
export type SelectEdit =
  | { readonly kind: 'moveHandle'; readonly handle: HandleRef; readonly to: CanvasPoint }
  /** Moves the whole current layer (sketch and notes) by `by` canvas px. */
  | { readonly kind: 'moveLayer'; readonly by: Point };

/** Line kinds the straight-line gesture draws. */
export type StraightKind = 'straight' | 'constrained' | 'angle';

export type InstrumentCommand =
  | { type: 'straight.commit'; kind: StraightKind; press: CanvasPoint; release: CanvasPoint; dragged: boolean }
  | { type: 'curve.commit'; points: readonly CanvasPoint[] }
  | { type: 'rectangle.commit'; from: CanvasPoint; to: CanvasPoint; shift: boolean }
  | { type: 'circle.commit'; from: CanvasPoint; to: CanvasPoint }
  | { type: 'note.place'; point: CanvasPoint }
  /** The Count instrument's click: the next numbered marker on the current layer. */
  | { type: 'count.place'; point: CanvasPoint }
  /** The Cutout instrument's click: the next point of the hole in progress, or its first point again to close it. */
  | { type: 'cutout.place'; point: CanvasPoint }
  | { type: 'viewport.panTo'; offset: ScreenPoint }
  | { type: 'selection.set'; handle: HandleRef | null }
  | { type: 'edit.preview'; edit: SelectEdit }
  | { type: 'edit.commit'; edit: SelectEdit }
  | { type: 'edit.cancel' }
  /** Adds a point on line `line` (or circle edge) of the current sketch at `point`. */
  | { type: 'edit.addPoint'; line: number; point: CanvasPoint }
  /** In all-layers mode, a click on a layer's shape makes it the current layer. */
  | { type: 'edit.pickLayer'; index: number }
  /** A magic-wand step's answer: the layer's mask from now on. */
  | { type: 'mask.commit'; mask: Mask }
  /** Why a magic-wand click was refused or its step failed. */
  | { type: 'wand.notice'; notice: Notice };
