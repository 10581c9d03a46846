/**
 * The saved-document state (spec drawing-core §3): the snapshot stored when a drawing is saved
 * and restored when it is opened. It carries a version; older versions are migrated forward
 * step by step before validation, so a document saved today still opens after the schema grows.
 */
import { z } from 'zod';
import { mapStateSchema } from './map';
import { hasControlCharacters } from './textFields';
import { imageStateSchema, instrumentSchema, layerSchema, pointSchema, scaleSchema, zoomSchema } from './schemas';

export const DOCUMENT_STATE_VERSION = 5;

/** The most sheets a document holds: a plan set of 200 sheets with room to spare (issue 38). */
export const MAX_SHEETS = 500;
/** The longest sheet name kept (a title block's text can run long). */
export const SHEET_NAME_MAX = 120;

/** A sheet's stored name: empty reads "Sheet N"; one line, no control or bidi-override character, as a layer's. */
const sheetNameSchema = z
  .string()
  .max(SHEET_NAME_MAX)
  .refine((name) => !hasControlCharacters(name), { error: 'A sheet name may not hold control characters.' });

const layersStateSchema = z.object({
  showAllLayers: z.boolean(),
  currentIndex: z.number().int().min(0),
  list: z.array(layerSchema).min(1),
});

/**
 * A sheet that is not on screen: its background, scale, layers and the view it was left in (null
 * until shown once). A map is never on such a sheet: the map replaces every sheet.
 */
export const sheetStateSchema = z.object({
  image: imageStateSchema.nullable(),
  scale: scaleSchema,
  layers: layersStateSchema,
  view: z.object({ zoom: zoomSchema, offset: pointSchema }).nullable(),
});
export type SheetState = z.infer<typeof sheetStateSchema>;

/**
 * The document's sheets (issue 38 item 1). The sheet on screen is the state's own image, scale and
 * layers, as in every version before; its entry here holds only its id and name (content null),
 * every other sheet its content.
 */
export const sheetsStateSchema = z
  .object({
    shown: z.number().int().min(0),
    list: z
      .array(z.object({ id: z.number().int().positive(), name: sheetNameSchema, content: sheetStateSchema.nullable() }))
      .min(1)
      .max(MAX_SHEETS),
  })
  .superRefine((sheets, context) => {
    if (sheets.shown >= sheets.list.length) context.addIssue({ code: 'custom', path: ['shown'], message: 'The sheet shown is not in the list' });
    sheets.list.forEach((sheet, index) => {
      if ((sheet.content === null) !== (index === sheets.shown)) {
        context.addIssue({ code: 'custom', path: ['list', index, 'content'], message: 'Only the sheet shown has its content in the state itself' });
      }
    });
    if (new Set(sheets.list.map((sheet) => sheet.id)).size !== sheets.list.length) context.addIssue({ code: 'custom', path: ['list'], message: 'Sheet ids repeat' });
  });
export type SheetsState = z.infer<typeof sheetsStateSchema>;

export const documentStateSchema = z.object({
  version: z.literal(DOCUMENT_STATE_VERSION),
  drawArea: z.object({ width: z.number().positive(), height: z.number().positive() }),
  image: imageStateSchema.nullable(),
  instrument: instrumentSchema,
  layers: layersStateSchema,
  map: mapStateSchema.nullable(),
  scale: scaleSchema,
  zoom: zoomSchema,
  offset: pointSchema,
  label: z.object({ showSumLabels: z.boolean() }),
  /** Absent: one sheet, as every document before version 5. */
  sheets: sheetsStateSchema.optional(),
  /** Whether points snap to the drawing's own lines (issue 38 item 4); absent reads on. */
  snapToDrawing: z.boolean().optional(),
});
export type DocumentState = z.infer<typeof documentStateSchema>;

type Migration = (state: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[n] turns a version-n state into version n+1. Version 0 had no version field. */
const MIGRATIONS: Record<number, Migration> = {
  0: (state) => ({ ...state, version: 1 }),
  // Version 2 added count markers (a sketch's optional `count`) and the `count_tool` instrument:
  // a version-1 state has neither, so it opens unchanged.
  1: (state) => ({ ...state, version: 2 }),
  // Version 3 added cutouts (a sketch's optional `cutouts`, the `cutout_tool` instrument): a
  // version-2 state has none, so it opens unchanged.
  2: (state) => ({ ...state, version: 3 }),
  // Version 4 added layer names (a layer's optional `name`, issue 37): a version-3 state has none,
  // so every layer reads "Layer N" as before. An app from before refuses a version-4 state rather
  // than open it and save it again without its names.
  3: (state) => ({ ...state, version: 4 }),
  // Version 5 added sheets and the snapping choice (issue 38): a version-4 state has neither, so
  // it opens as one sheet with snapping on.
  4: (state) => ({ ...state, version: 5 }),
};

/**
 * A stored state of an older known version migrated to the current one, not yet validated; any
 * other input comes back as it is, for the schema to refuse with its own message.
 */
export function migrateDocumentState(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  let state = input as Record<string, unknown>;
  // Only a state without a version is version 0; any other version that is no number is refused.
  if (state.version !== undefined && typeof state.version !== 'number') return state;
  let version = (state.version as number | undefined) ?? 0;
  while (version < DOCUMENT_STATE_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate) return state;
    state = migrate(state);
    version += 1;
  }
  return state;
}

/** Migrates a stored state of any known version to the current one and validates it. */
export function parseDocumentState(input: unknown): DocumentState {
  if (typeof input !== 'object' || input === null) throw new Error('Document state must be an object');
  const state = input as Record<string, unknown>;
  const version = typeof state.version === 'number' ? state.version : 0;
  if (state.version !== undefined && typeof state.version !== 'number') return documentStateSchema.parse(state);
  if (version > DOCUMENT_STATE_VERSION) throw new Error(`Document state version ${version} is newer than this app`);
  if (!Number.isInteger(version) || version < 0) throw new Error(`No migration from document state version ${version}`);
  return documentStateSchema.parse(migrateDocumentState(state));
}

/**
 * The state as a request carries it (print, export): a tab opened before the app last grew its
 * saved document still sends the older version, which is migrated before it is validated.
 */
export const migratedDocumentStateSchema = z.preprocess(migrateDocumentState, documentStateSchema);
