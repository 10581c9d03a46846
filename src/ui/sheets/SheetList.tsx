import { useSelector } from '@xstate/react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { sheetName, sheetsOf, type Sheet } from '../../engine/document/sheets';
import { SHEET_NAME_MAX } from '../../shared/documentState';
import { appAddress } from '../../net/appAddress';
import { isPdfPageUrl } from '../../app/sheets/pdfSheetPages';
import { useServices } from '../AppServices';

/**
 * A sheet's background, drawn small by the browser from the image it already has; the grid's
 * squares for a sheet on the grid or a page not drawn yet (it is drawn when first shown).
 */
function SheetThumbnail({ url }: { url: string | null }) {
  if (!url || isPdfPageUrl(url)) return <span className="sheet-thumbnail sheet-thumbnail-grid" aria-hidden="true" />;
  return <img className="sheet-thumbnail" src={appAddress(url)} alt="" loading="lazy" decoding="async" />;
}

/** The name field of a sheet being renamed: Enter or leaving it keeps the name, Escape drops the change. */
function SheetNameField({ name, label, onDone }: { name: string; label: string; onDone: (name: string | null) => void }) {
  const [value, setValue] = useState(name);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onDone(value);
    if (event.key === 'Escape') {
      // The field's Escape is its own: the canvas's Escape (clear) must not hear it.
      event.preventDefault();
      onDone(null);
    }
  };
  return (
    <input
      className="sheet-name-field"
      aria-label={label}
      value={value}
      maxLength={SHEET_NAME_MAX}
      autoFocus
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => onDone(value)}
    />
  );
}

/**
 * The document's sheets (issue 38 item 1), shown once it has more than one: each sheet's
 * thumbnail and name, the one on screen marked as current. A click (or Page Up / Page Down
 * anywhere on the drawing screen) shows a sheet; Rename edits its name in place; a sheet is
 * dragged to another place, or moved one place with its Move buttons (the keyboard's way).
 */
export function SheetList() {
  const { editor, sheets: switcher } = useServices();
  const sheets = useSelector(editor, (snapshot) => sheetsOf(snapshot.context.document));
  const image = useSelector(editor, (snapshot) => snapshot.context.document.image);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  if (sheets.list.length < 2) return null;

  const urlOf = (sheet: Sheet, index: number): string | null => (index === sheets.shown ? image?.url ?? null : sheet.content?.image?.url ?? null);
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) editor.send({ type: 'sheet.move', from: dragged, to });
    setDragged(null);
  };

  return (
    <nav className="sheet-list" aria-label="Sheets">
      <h2 className="sheet-list-title">Sheets</h2>
      <ol>
        {sheets.list.map((sheet, index) => {
          const name = sheetName(sheet, index);
          const current = index === sheets.shown;
          return (
            <li
              key={sheet.id}
              className="sheet"
              draggable={renaming === null}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
            >
              {renaming === index ? (
                <SheetNameField
                  name={sheet.name || name}
                  label={`Name of ${name}`}
                  onDone={(typed) => {
                    if (typed !== null) editor.send({ type: 'sheet.rename', index, name: typed });
                    setRenaming(null);
                  }}
                />
              ) : (
                <button type="button" className="sheet-show" aria-current={current ? 'page' : undefined} onClick={() => void switcher.show(index)}>
                  <SheetThumbnail url={urlOf(sheet, index)} />
                  <span className="sheet-name">{name}</span>
                </button>
              )}
              <span className="sheet-tools">
                <button type="button" className="sheet-tool" aria-label={`Rename ${name}`} title="Rename" onClick={() => setRenaming(index)}>
                  ✎
                </button>
                <button type="button" className="sheet-tool" aria-label={`Move ${name} up`} title="Move up" disabled={index === 0} onClick={() => editor.send({ type: 'sheet.move', from: index, to: index - 1 })}>
                  ↑
                </button>
                <button
                  type="button"
                  className="sheet-tool"
                  aria-label={`Move ${name} down`}
                  title="Move down"
                  disabled={index === sheets.list.length - 1}
                  onClick={() => editor.send({ type: 'sheet.move', from: index, to: index + 1 })}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
