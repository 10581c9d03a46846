/**
 * Sheets (issue 38 item 1): a document holds one or more sheets, each with its own background,
 * scale, layers and view. The sheet on screen lives in the document's own fields (layers, scale,
 * image, map), so every instrument, result and export works on it as it always did; the others
 * wait in `sheets.list`, each with its content stashed. Showing another sheet swaps the two.
 * A document without `sheets` is one sheet: documents from before sheets open unchanged.
 */
import type { ImageState, Layer, Scale } from '../../shared/schemas';
import type { Point } from '../../shared/geometry';
import type { MapMode } from '../../shared/map';
import { SHEET_NAME_MAX } from '../../shared/documentState';
import { hasControlCharacters } from '../../shared/textFields';
import { createLayer } from './layer';
import type { DrawingDocument } from './drawingDocument';

/** The view a sheet was last seen in; null until it was shown once (it is then fitted). */
export interface SheetView {
  readonly zoom: number;
  readonly offset: Point;
}

/** What a sheet holds of its own: everything the document's fields hold for the sheet on screen. */
export interface SheetContent {
  readonly layers: readonly Layer[];
  readonly currentIndex: number;
  readonly showAllLayers: boolean;
  readonly scale: Scale;
  readonly image: ImageState | null;
  readonly map: MapMode | null;
  readonly view: SheetView | null;
}

export interface Sheet {
  /** Unique within the document and never reused, so a sheet keeps it through renames and moves. */
  readonly id: number;
  /** As the person typed it; empty reads "Sheet N" (sheetName). */
  readonly name: string;
  /** Null for the sheet on screen, whose content is the document's own fields. */
  readonly content: SheetContent | null;
}

export interface Sheets {
  /** The index in `list` of the sheet on screen. */
  readonly shown: number;
  readonly list: readonly Sheet[];
}


/** The sheets of `document`: the one sheet of a document from before sheets, unnamed. */
export const sheetsOf = (document: DrawingDocument): Sheets => document.sheets ?? { shown: 0, list: [{ id: 1, name: '', content: null }] };

export const sheetCount = (document: DrawingDocument): number => sheetsOf(document).list.length;

/** A sheet's name as every list shows it: its own, else "Sheet N" by its place. */
export const sheetName = (sheet: Pick<Sheet, 'name'>, index: number): string => sheet.name.trim() || `Sheet ${index + 1}`;

/** The content of the sheet on screen, read from the document's own fields. */
export const shownContent = (document: DrawingDocument, view: SheetView | null): SheetContent => ({
  layers: document.layers,
  currentIndex: document.currentIndex,
  showAllLayers: document.showAllLayers,
  scale: document.scale,
  image: document.image,
  map: document.map,
  view,
});

/** The document with `content` on screen (its own fields), the sheets list left to the caller. */
const withContent = (document: DrawingDocument, content: SheetContent): DrawingDocument => ({
  ...document,
  layers: content.layers,
  currentIndex: content.currentIndex,
  showAllLayers: content.showAllLayers,
  scale: content.scale,
  image: content.image,
  map: content.map,
});

/** A sheet's content as a document of its own (the takeoff and the report read each sheet so). */
export function sheetDocument(document: DrawingDocument, index: number): DrawingDocument {
  const sheet = sheetsOf(document).list[index];
  if (!sheet?.content) return document;
  return withContent(document, sheet.content);
}

/** Every sheet as a document of its own, with its name, in the list's order. */
export const sheetDocuments = (document: DrawingDocument): { name: string; document: DrawingDocument }[] =>
  sheetsOf(document).list.map((sheet, index) => ({ name: sheetName(sheet, index), document: sheetDocument(document, index) }));

/** The takeoff's sheets: a one-sheet document is named `single` (the drawing's name), as before sheets. */
export const takeoffSheets = (document: DrawingDocument, single: string): { name: string; document: DrawingDocument }[] =>
  document.sheets ? sheetDocuments(document) : [{ name: single, document }];

/** A new sheet's background and scale: a PDF page added as a sheet, say. */
export interface NewSheet {
  readonly name: string;
  readonly image: ImageState | null;
  readonly scale: Scale;
}

/** A typed or found name as a sheet keeps it: control and bidi-override characters out, trimmed, cut to fit. */
function clippedName(name: string): string {
  let kept = '';
  for (const character of name) if (!hasControlCharacters(character)) kept += character;
  let cut = '';
  // Whole characters only, counted in UTF-16 units as the saved state's limit counts them.
  for (const character of kept.trim()) {
    if (cut.length + character.length > SHEET_NAME_MAX) break;
    cut += character;
  }
  return cut.trim();
}

/**
 * `added` appended as sheets, each with one empty layer of the document's colour; the sheet on
 * screen stays on screen. The first sheet of a document from before sheets keeps an empty name.
 */
export function addSheets(document: DrawingDocument, added: readonly NewSheet[]): DrawingDocument {
  if (added.length === 0) return document;
  const sheets = sheetsOf(document);
  let nextId = Math.max(...sheets.list.map((sheet) => sheet.id)) + 1;
  const list = [
    ...sheets.list,
    ...added.map((sheet): Sheet => ({
      id: nextId++,
      name: clippedName(sheet.name),
      content: { layers: [createLayer(1, document.color)], currentIndex: 0, showAllLayers: false, scale: sheet.scale, image: sheet.image, map: null, view: null },
    })),
  ];
  return { ...document, sheets: { shown: sheets.shown, list } };
}

/**
 * Sheet `index` on screen: the shown sheet's content (with `view`, where it was looked at) is
 * stashed and the other's taken out. Returns the view the shown sheet was left in (null: fit it).
 * Unchanged, with the same view, for the sheet already shown or an index out of range.
 */
export function showSheet(document: DrawingDocument, index: number, view: SheetView): { document: DrawingDocument; view: SheetView | null } {
  const sheets = sheetsOf(document);
  const target = sheets.list[index];
  if (!Number.isInteger(index) || !target?.content || index === sheets.shown) return { document, view };
  const stashed = shownContent(document, view);
  const list = sheets.list.map((sheet, i): Sheet => {
    if (i === sheets.shown) return { ...sheet, content: stashed };
    if (i === index) return { ...sheet, content: null };
    return sheet;
  });
  return { document: { ...withContent(document, target.content), sheets: { shown: index, list } }, view: target.content.view };
}

/** Sheet `index` renamed; an empty name reads "Sheet N" again. */
export function renameSheet(document: DrawingDocument, index: number, name: string): DrawingDocument {
  const sheets = sheetsOf(document);
  if (!sheets.list[index] || clippedName(name) === sheets.list[index].name) return document;
  return { ...document, sheets: { ...sheets, list: sheets.list.map((sheet, i) => (i === index ? { ...sheet, name: clippedName(name) } : sheet)) } };
}

/** Sheet `from` moved to place `to`; the sheet on screen stays on screen wherever it moves. */
export function moveSheet(document: DrawingDocument, from: number, to: number): DrawingDocument {
  const sheets = sheetsOf(document);
  const count = sheets.list.length;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from === to || from < 0 || to < 0 || from >= count || to >= count) return document;
  const list = [...sheets.list];
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
  const shownId = sheets.list[sheets.shown]!.id;
  return { ...document, sheets: { shown: list.findIndex((sheet) => sheet.id === shownId), list } };
}

/**
 * Every sheet's layers cleared (Clear Drawing Only): each keeps its background, scale and place.
 * `clearLayers` clears the sheet on screen's fields as it does for a one-sheet document.
 */
export function clearSheets(document: DrawingDocument, fresh: (content: SheetContent) => SheetContent): DrawingDocument {
  if (!document.sheets) return document;
  const list = document.sheets.list.map((sheet) => (sheet.content ? { ...sheet, content: fresh(sheet.content) } : sheet));
  return { ...document, sheets: { ...document.sheets, list } };
}

/** Every image the document's sheets show, the one on screen included: a save stores each once. */
export function sheetImages(document: DrawingDocument): ImageState[] {
  const images = sheetsOf(document).list.map((sheet) => (sheet.content ? sheet.content.image : document.image));
  return images.filter((image): image is ImageState => image !== null);
}

/** Every image at `url` (on any sheet) given the address `stored`: an image only this tab had, now on the server. */
export function storeSheetImageUrl(document: DrawingDocument, url: string, stored: string): DrawingDocument {
  const restore = (image: ImageState | null): ImageState | null => (image && image.url === url ? { ...image, url: stored } : image);
  const image = restore(document.image);
  if (!document.sheets) return image === document.image ? document : { ...document, image };
  const list = document.sheets.list.map((sheet) => (sheet.content?.image?.url === url ? { ...sheet, content: { ...sheet.content, image: restore(sheet.content.image) } } : sheet));
  return { ...document, image, sheets: { ...document.sheets, list } };
}

/**
 * A page added as a sheet was drawn (issue 38): every sheet showing the image at `from` (its
 * page's address, not yet drawn) shows `url` instead, at `scale`, the scale the page states, when
 * it states one. A page is drawn before its sheet is first shown, so no scale the person set is
 * replaced.
 */
export function drawnSheetPage(document: DrawingDocument, from: string, url: string, scale: Scale | null): DrawingDocument {
  const stored = storeSheetImageUrl(document, from, url);
  if (!scale) return stored;
  const scaled = document.image?.url === from ? { ...stored, scale } : stored;
  if (!document.sheets || !stored.sheets) return scaled;
  const list = stored.sheets.list.map((sheet, i) => (document.sheets!.list[i]!.content?.image?.url === from ? { ...sheet, content: { ...sheet.content!, scale } } : sheet));
  return { ...scaled, sheets: { ...stored.sheets, list } };
}
