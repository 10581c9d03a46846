/**
 * Print and export (spec drawing-core §3 "Print state", "Export response"; §4 "Print", "Export";
 * §7 `/api/print`, `/api/exportWeb`; §8 print/export failure; §9 export spacing), and what we add
 * beyond the spec: the PDF measurement report and the DXF export. Shared by the client, the
 * print view and the server, so both ends read one shape.
 */
import { z } from 'zod';
import { migratedDocumentStateSchema, type DocumentState } from './documentState';
import { settingsSchema } from './settings';
import type { LengthUnit } from './units';

/** The spec's failure message for print and export; the server's own message replaces it when it sends one. */
export const PRINT_FAILURE_MESSAGE = 'An unknown error occurred, please try again later.';
/** How long a print or export failure shows (danger, loader closed). */
export const PRINT_FAILURE_NOTICE_MS = 3000;
/** PNG files of an export are saved one after another, this far apart (spec §9). */
export const EXPORT_SPACING_MS = 2000;
/** The print view is ready this long after the map tiles load… */
export const PRINT_READY_AFTER_TILES_MS = 1000;
/** …or this long after its data arrives when there is no map. */
export const PRINT_READY_MS = 3000;
/** The file name exports take when the drawing has none (spec §4 "Export"). */
export const DEFAULT_EXPORT_FILE_NAME = 'planimetry';

/**
 * The largest stage (the drawing area, CSS px) a print or export draws, and the largest pixel
 * ratio: a print of a big screen at 2x stays under RENDER_MAX_SIDE (8192) on a side.
 */
export const PRINT_MAX_STAGE_SIDE = 4096;
export const PRINT_MAX_PIXEL_RATIO = 2;
/**
 * The body of a print or export may carry the background as a data URL (the map snapshot, or an
 * image only this tab holds): the same size an upload may have would cost too much in JSON, so
 * the body stops at this many bytes, enough for a 4096 x 4096 PNG snapshot of a map.
 */
export const PRINT_BODY_LIMIT_BYTES = 24 * 1024 * 1024;

/** A PNG or JPEG as a data URL: the map snapshot or a session-only image. */
export const backgroundDataUrlSchema = z
  .string()
  .regex(/^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'The background must be a PNG or JPEG data URL');

/**
 * The settings that change what a print shows. `showUncertainty` (issue 23) keeps its default
 * (shown) in a request from a client that does not send it.
 */
export const printSettingsSchema = settingsSchema.pick({
  displayLineLength: true,
  displayAngles: true,
  gridTransparency: true,
  lineWeight: true,
  imperial: true,
  inchFraction: true,
  showUncertainty: true,
});
export type PrintSettings = z.infer<typeof printSettingsSchema>;

/**
 * The state print and export carry (spec §7: "the drawing state, stage sizes, settings and
 * label"). `state` is the saved-document state (its `label` is the label flag); `stage` the
 * drawing area the screen shows, drawn at `state.zoom` and `state.offset`; `background` the map
 * snapshot (always, on the map) or the image's pixels when its URL is one only this tab can read
 * (blob:). A server path of an upload is read by the server itself, for its owner only.
 */
export const printRequestSchema = z.object({
  state: migratedDocumentStateSchema,
  stage: z.object({
    width: z.number().int().min(1).max(PRINT_MAX_STAGE_SIDE),
    height: z.number().int().min(1).max(PRINT_MAX_STAGE_SIDE),
  }),
  pixelRatio: z.number().min(0.25).max(PRINT_MAX_PIXEL_RATIO).default(1),
  settings: printSettingsSchema,
  background: backgroundDataUrlSchema.optional(),
  /** The drawing's name: the export's files and the report's title. */
  fileName: z.string().trim().max(120).optional(),
});
export type PrintRequest = z.infer<typeof printRequestSchema>;
/** What the client sends before defaults apply. */
/** What the client sends: its state is always of the current version (the server migrates older ones). */
export type PrintRequestInput = Omit<z.input<typeof printRequestSchema>, 'state'> & { state: DocumentState };

/** `POST /api/print`: the drawing as one PNG data URL. */
export const printResponseSchema = z.object({
  success: z.literal(true),
  data: z.string().startsWith('data:image/png;base64,'),
});
export type PrintResponse = z.infer<typeof printResponseSchema>;

/** One exported file: its name (with extension) and its bytes in base64 (spec §3 "Export response"). */
export const exportImageSchema = z.object({ name: z.string().min(1), base64: z.string() });
export type ExportImage = z.infer<typeof exportImageSchema>;

/** `POST /api/exportWeb`: one PNG per layer. */
export const exportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ imagesBlob: z.array(exportImageSchema) }),
});
export type ExportResponse = z.infer<typeof exportResponseSchema>;

/**
 * `POST /api/report` (ours): the same body; answers `application/pdf`, the drawing and then a
 * table of every layer's lengths, perimeter, area and angles, and the scale and how it was set.
 */
export const REPORT_CONTENT_TYPE = 'application/pdf';

/** The print view's state (spec §3 "Print state"). */
export interface PrintState {
  /** The picture the view shows: the PNG data URL of /api/print, or null before it arrives. */
  readonly image: string | null;
  /** Drawn for a headless print renderer: no buttons, no print dialog. */
  readonly isPhantomJs: boolean;
  /** Drawn for an export: one layer at a time, as the change-layer hook picks. */
  readonly isExport: boolean;
  readonly isReady: boolean;
}

/**
 * The print view's two hooks for a print renderer (spec §4 "Print"), set on `window` while the
 * print view is open: a headless browser loads the view, calls `loadPrintData` with the body of
 * a print, waits for `isReady`, and for an export calls `changeLayer` for each layer.
 */
export interface PrintHooks {
  loadPrintData(data: PrintRequestInput, options?: { isExport?: boolean; isPhantomJs?: boolean }): void;
  /** Shows one layer only (0-based), or every visible layer with null. */
  changeLayer(index: number | null): void;
  readonly state: PrintState;
}
export const PRINT_HOOKS_GLOBAL = 'planimetryPrint';

/**
 * A reference line as the report tells it: its true length, its canvas px, the zoom it was drawn
 * at, and the share every length through it may be off by (its "±" over its length; null for a
 * line of no length).
 */
export interface ReportedLine {
  readonly length: number;
  readonly pixels: number;
  readonly zoom: number;
  readonly share: number | null;
}

/**
 * How the scale was set, for the report: the grid's default, a known-length line (`length` in
 * the scale's unit), the map, a CAD or PDF file's units, or a photo's plane (issue 23: a
 * perspective rectangle, or two reference lines for the X and Y scales, in `unit`). The zooms
 * say how well the marks were placed: to about half a screen pixel each.
 */
export type ScaleSource =
  | { readonly kind: 'grid' }
  | ({ readonly kind: 'known-length' } & ReportedLine)
  | { readonly kind: 'map' }
  | { readonly kind: 'file-units'; readonly file: string }
  | { readonly kind: 'perspective'; readonly width: number; readonly height: number; readonly unit: LengthUnit; readonly zoom: number }
  | { readonly kind: 'axes'; readonly lines: readonly [ReportedLine, ReportedLine]; readonly unit: LengthUnit };
