/** Payloads of the HTTP API, shared by the client (net/) and the server. */
import { z } from 'zod';
import { settingsSchema } from './settings';
import { lengthUnitSchema } from './schemas';

/** Header that carries the access token (spec accounts §7: "Requests carry an access-token header"). */
export const ACCESS_TOKEN_HEADER = 'access-token';

/**
 * The cookie the server keeps the access token in for the browser (spec accounts §4: the token is
 * stored in a cookie, 365 days with Remember Me and after a refresh, else 1 day). The server
 * sets it HttpOnly, so no script, ours or an injected one, can read the token.
 */
export const ACCESS_TOKEN_COOKIE = 'access-token';

/**
 * A readable companion of the token cookie, set and cleared with it: the token's expiry in
 * seconds since the epoch. It tells the page that a session exists and when to refresh it,
 * without handing it the token.
 */
export const SESSION_EXPIRES_COOKIE = 'access-token-expires';

/** Header that carries the browser's client id until accounts attach settings to users. */
export const CLIENT_ID_HEADER = 'x-client-id';
/**
 * The browser's random client id: letters, digits and dashes only, so control characters and
 * anything else no client makes are refused. The message follows the spec's "{field} is not
 * valid." (FIELD_MESSAGES in accounts.ts, which imports this module and so cannot be imported here).
 */
export const clientIdSchema = z.string({ error: 'Client id is not valid.' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'Client id is not valid.');

/**
 * `GET /api/health`: 200 `ok`, or 503 `unhealthy` with the problems (such as a conversion that
 * outlived its kill), so a load balancer stops sending work to this server.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unhealthy']),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  /** What is wrong; present only when unhealthy. */
  problems: z.array(z.string()).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const saveSettingsRequestSchema = z.object({ settings: settingsSchema });
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequestSchema>;

export const settingsResponseSchema = z.object({ success: z.literal(true), settings: settingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** Every API error answers with this body. `field` names the offending field when there is one. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
  /** Why a login or a reset failed (`LoginFailureReason`), for the form to pick its view. */
  reason: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Guided help steps, in the order the spec lists them (drawing-core §2). Each has a flag,
 * remembered per client (per user once accounts exist), so a step shows at most once.
 */
export const GUIDED_STEP_IDS = [
  'intro',
  'menu',
  'map',
  'scale1',
  'scale2',
  'scale3',
  'lengthSubmitted',
  'results',
  'editLineLength',
  'moveVertex',
  'hideLineLabels',
] as const;
export type GuidedStepId = (typeof GUIDED_STEP_IDS)[number];

/** The contextual help popovers (Adjust Length, Line Lengths, Adjust or Delete), remembered the same way. */
export const HELP_POPOVER_IDS = ['adjustLength', 'lineLengths', 'adjustOrDelete'] as const;
export type HelpPopoverId = (typeof HELP_POPOVER_IDS)[number];

/** Every remembered help flag. */
export const TOUR_IDS = [...GUIDED_STEP_IDS, ...HELP_POPOVER_IDS] as const;
export type TourId = (typeof TOUR_IDS)[number];

/** Help flags by id: true once the person has seen (dismissed) that help. Unknown ids are refused. */
export const toursSchema = z.partialRecord(z.enum(TOUR_IDS), z.boolean());
export type Tours = z.infer<typeof toursSchema>;

/** `POST /api/tours`: the flags to merge into those stored. */
export const saveToursRequestSchema = z.object({ tours: toursSchema });
export type SaveToursRequest = z.infer<typeof saveToursRequestSchema>;

/** `GET` and `POST /api/tours` answer every stored flag. */
export const toursResponseSchema = z.object({ success: z.literal(true), tours: toursSchema });
export type ToursResponse = z.infer<typeof toursResponseSchema>;

/** `POST /api/uploads`: the multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/**
 * The true scale of a converted CAD drawing whose units are known: one pixel of the PNG spans
 * `unitsPerPixel` of `unit`. Null for unitless drawings and for SVG.
 */
export const drawingScaleSchema = z.object({
  unit: lengthUnitSchema,
  unitsPerPixel: z.number().positive(),
});
export type DrawingScale = z.infer<typeof drawingScaleSchema>;

/**
 * Units a CAD drawing's own dimensions agree on when they are not the units it declares (or it
 * declares none): floorplan.dxf says mm, but its 58'-0" wall spans 696 drawing units, so it is
 * drawn in inches. The client asks which to use; `drawingScale` is the scale with these units.
 */
export const unitsSuggestionSchema = z.object({
  drawingScale: drawingScaleSchema,
  /** How many of the dimensions read agree with these units… */
  agreeing: z.number().int().positive(),
  /** …of this many whose text states a length. */
  dimensions: z.number().int().positive(),
});
export type UnitsSuggestion = z.infer<typeof unitsSuggestionSchema>;

/**
 * `POST /api/uploads` answers the converted PNG's address (`GET` on `path` serves it) and size.
 * Failures answer apiErrorSchema with the spec's "Unable to upload file, please try again later"
 * or a precise message.
 */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  source: z.enum(['svg', 'dxf', 'dwg']),
  drawingScale: drawingScaleSchema.nullable(),
  /** Units the drawing declares ($INSUNITS), when it is a CAD file; informative only. */
  declaredUnits: z.string().nullable(),
  /** Sent only when the drawing's dimensions disagree with its declared units; servers before it send none. */
  unitsSuggestion: unitsSuggestionSchema.optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
