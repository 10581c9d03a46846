/** The import's hand-over types now live in the application layer; the PDF readers here still name them from this folder. */
export type { ImportedImage, PlaceImage, ScaleHint } from '../../app/import/importedImage';
