import type { HTMLAttributes } from 'react';

/**
 * The grip a draggable panel moves by (useDraggablePanel's `handleProps`): "Move {panel}", with
 * the keys named in its tooltip.
 */
export function PanelHandle({ panel, className, handleProps }: { panel: string; className: string; handleProps: HTMLAttributes<HTMLElement> }) {
  return (
    <button
      type="button"
      className={`${className} panel-handle`}
      aria-label={`Move ${panel}`}
      title={`Drag to move the ${panel}; arrow keys move it, Home puts it back`}
      {...handleProps}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
