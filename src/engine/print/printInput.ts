/**
 * What the exports read: the editor's document in the browser, or the saved-document state a
 * request carries to the server. Either comes to the same document.
 */
import type { DocumentState } from '../../shared/documentState';
import type { DrawingDocument } from '../document/drawingDocument';
import { printedDocument } from './printedDocument';

export type PrintInput = DrawingDocument | DocumentState;

/** The document to measure: a saved state is read with `printedDocument`. */
export const documentOf = (input: PrintInput): DrawingDocument => ('version' in input ? printedDocument(input) : input);
