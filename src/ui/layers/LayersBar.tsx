import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LAYERS_SCROLL_STEP } from '../../shared/constants';
import { useServices } from '../AppServices';
import { SMALL_ICONS } from '../icons';
import { ColourPalette } from './ColourPalette';
import { LayerItem } from './LayerItem';
import { layerSummaries, sameSummaries } from './layerSummary';
import { useDraggablePanel } from '../panels/useDraggablePanel';
import { PanelHandle } from '../panels/PanelHandle';
import { renamingIndex } from '../../engine/editor/editorLayers';

/** Whether the layer list can scroll further either way. */
interface ScrollRoom {
  left: boolean;
  right: boolean;
}

/**
 * The layers bar in the canvas's bottom-right corner: add, duplicate, rename and delete (confirmed
 * first) the current layer, the all-layers switch, and the list of layers, which scrolls by
 * 200 px a step (spec drawing-core §2, §4 "Layers").
 */
export function LayersBar() {
  const { editor, modals } = useServices();
  const layers = useSelector(editor, (snapshot) => layerSummaries(snapshot.context.document), sameSummaries);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.document.currentIndex);
  const showAll = useSelector(editor, (snapshot) => snapshot.context.document.showAllLayers);
  const renaming = useSelector(editor, (snapshot) => renamingIndex(snapshot.context));
  // The educator's read-only view: no adding, duplicating or deleting layers and no colour menu (drawing-core §6).
  const readOnly = useSelector(editor, (snapshot) => snapshot.context.readOnly);
  const [palette, setPalette] = useState<number | null>(null);
  const [room, setRoom] = useState<ScrollRoom>({ left: false, right: false });
  const list = useRef<HTMLUListElement>(null);
  const bar = useRef<HTMLElement>(null);
  const move = useDraggablePanel('layers', bar);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const left = element.scrollLeft > 0;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setRoom((old) => (old.left === left && old.right === right ? old : { left, right }));
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // A new or chosen layer scrolls into view.
  useEffect(() => {
    list.current?.querySelector(`[data-layer="${currentIndex}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [currentIndex, layers.length, measure]);

  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * LAYERS_SCROLL_STEP });
  const paletteLayer = palette === null ? undefined : layers[palette];

  return (
    <section ref={bar} className="layers-bar" aria-label="Layers" style={move.style}>
      {!readOnly && paletteLayer && palette !== null && (
        <ColourPalette
          layerNumber={palette + 1}
          color={paletteLayer.color}
          onChoose={(color) => editor.send({ type: 'layer.setColor', index: palette, color })}
          onClose={(returnFocus) => {
            if (returnFocus) list.current?.querySelector<HTMLElement>(`[data-layer="${palette}"] .layer-colour`)?.focus();
            setPalette(null);
          }}
        />
      )}
      <div className="layers-row">
        <PanelHandle panel="layers panel" className="layer-tool" handleProps={move.handleProps} />
        <button type="button" className="layer-tool" aria-label="Scroll layers left" disabled={!room.left} onClick={() => scroll(-1)}>
          {SMALL_ICONS.left}
        </button>
        <ul ref={list} className="layers-list" onScroll={measure}>
          {layers.map((layer, index) => (
            <LayerItem
              key={layer.id}
              layer={layer}
              index={index}
              current={index === currentIndex}
              paletteOpen={palette === index}
              renaming={renaming === index}
              editor={editor}
              readOnly={readOnly}
              onPalette={() => setPalette((open) => (open === index ? null : index))}
            />
          ))}
        </ul>
        <button type="button" className="layer-tool" aria-label="Scroll layers right" disabled={!room.right} onClick={() => scroll(1)}>
          {SMALL_ICONS.right}
        </button>
        <span className="layers-divider" aria-hidden="true" />
        <button
          type="button"
          className="layer-tool layers-all"
          aria-label="Show all layers"
          aria-pressed={showAll}
          title="Show all layers"
          onClick={() => editor.send({ type: 'layers.showAll', on: !showAll })}
        >
          {SMALL_ICONS.layers}
        </button>
        {!readOnly && (
          <>
            <button type="button" className="layer-tool" aria-label="Duplicate layer" title="Duplicate layer" onClick={() => editor.send({ type: 'layer.duplicate' })}>
              {SMALL_ICONS.duplicate}
            </button>
            <button
              type="button"
              className="layer-tool"
              aria-label="Rename layer"
              title="Rename layer (or double-click its name)"
              onClick={() => editor.send({ type: 'layer.renameStart', index: currentIndex })}
            >
              {SMALL_ICONS.rename}
            </button>
            <button type="button" className="layer-tool" aria-label="Delete layer" title="Delete layer" onClick={() => modals.send({ type: 'modal.open', modal: 'confirmDeleteLayer' })}>
              {SMALL_ICONS.delete}
            </button>
            <button type="button" className="layer-tool layer-add" aria-label="Add layer" title="Add layer" onClick={() => editor.send({ type: 'layer.add' })}>
              {SMALL_ICONS.add}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
