/** When typing a number while drawing opens the "Next line length" box. */
import type { EditorSnapshot } from '../../engine/editor/editorMachine';

/**
 * Whether the editor would take a typed length now: a line instrument is drawing a sequence that
 * has a vertex to measure from and is still open. The editor's own guard answers.
 */
export const acceptsTypedLength = (snapshot: EditorSnapshot): boolean => snapshot.can({ type: 'vertex.typedLength', length: 1 });

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** A digit or a decimal point, typed without Ctrl, ⌘ or Alt. */
export const startsLength = (press: KeyLike): boolean =>
  /^[0-9.]$/.test(press.key) && !press.ctrlKey && !press.metaKey && !press.altKey;

