import { useState, type DragEvent } from 'react';
import { dragHasFiles, firstFile } from './importFilePicker';

/**
 * Makes an element a drop zone for files: the handlers to spread on it and whether a file is
 * being dragged over it (to highlight it). Drags of anything but files pass through untouched.
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent<HTMLElement>) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return {
    over,
    handlers: {
      onDragEnter: accept,
      onDragOver: accept,
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        const file = firstFile(event.dataTransfer);
        setOver(false);
        if (!file) return;
        event.preventDefault();
        onFile(file);
      },
    },
  };
}
