/**
 * Property-based fuzzing of the saved-document schema and its migrations (issue 21): whatever a
 * stored or sent state holds, parsing it gives a valid state or a clear refusal, never a crash of
 * the migration code; a version-0 state (no version) migrates to what the same state says as
 * version 1; and a parsed state survives JSON unchanged, as the database and IndexedDB keep it.
 * Fixed seed, bounded cases.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { ZOOM_RANGE } from './schemas';
import { documentStateSchema, parseDocumentState, type DocumentState } from './documentState';

const SQUARE_PLOT = JSON.parse(readFileSync(new URL('./testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: DocumentState };
const RUNS = { seed: 21, numRuns: 300 };

/** Parses, answering the state or the error thrown. */
function attempt(input: unknown): { state: DocumentState } | { error: unknown } {
  try {
    return { state: parseDocumentState(input) };
  } catch (error) {
    return { error };
  }
}

/** A refusal we mean: the schema's, or our own "Document state …" for a version we cannot read. */
const isClearRefusal = (error: unknown) => error instanceof ZodError || (error instanceof Error && error.message.startsWith('Document state'));

/** Every path to a value inside `value` (object keys and array indexes). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => paths(item, [...prefix, key]))];
}

function withValueAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

const ALL_PATHS = paths(SQUARE_PLOT.state);

/** The square plot with its view changed to any valid one. */
const validVariant = fc
  .record({
    zoom: fc.double({ min: ZOOM_RANGE.min, max: ZOOM_RANGE.max, noNaN: true }),
    offset: fc.record({ x: fc.double({ min: -1e6, max: 1e6, noNaN: true }), y: fc.double({ min: -1e6, max: 1e6, noNaN: true }) }),
    drawArea: fc.record({ width: fc.integer({ min: 1, max: 10_000 }), height: fc.integer({ min: 1, max: 10_000 }) }),
    showSumLabels: fc.boolean(),
  })
  .map(({ zoom, offset, drawArea, showSumLabels }): DocumentState => ({ ...SQUARE_PLOT.state, zoom, offset, drawArea, label: { showSumLabels } }));

describe('the saved-document state, fuzzed', () => {
  it('answers any JSON with a valid state or a clear refusal', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (input) => {
        const outcome = attempt(input);
        if ('state' in outcome) expect(documentStateSchema.safeParse(outcome.state).success).toBe(true);
        else expect(isClearRefusal(outcome.error), String(outcome.error)).toBe(true);
      }),
      RUNS,
    );
  });

  it('answers a real state with any one value replaced by anything with a valid state or a clear refusal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_PATHS), fc.jsonValue({ maxDepth: 2 }), (path, replacement) => {
        const outcome = attempt(withValueAt(SQUARE_PLOT.state, path, replacement));
        if ('state' in outcome) expect(documentStateSchema.safeParse(outcome.state).success).toBe(true);
        else expect(isClearRefusal(outcome.error), `${path.join('.')}: ${String(outcome.error)}`).toBe(true);
      }),
      RUNS,
    );
  });

  it('migrates a version-0 state to what the same state says as version 1', () => {
    fc.assert(
      fc.property(validVariant, (state) => {
        const { version: _version, ...unversioned } = state;
        expect(parseDocumentState(unversioned)).toEqual(parseDocumentState(state));
      }),
      RUNS,
    );
  });

  it('keeps a parsed state unchanged through JSON, as the database and the device store it', () => {
    fc.assert(
      fc.property(validVariant, (state) => {
        // As stored (JSON has no -0), parsing again neither loses nor adds anything.
        const stored = JSON.parse(JSON.stringify(parseDocumentState(state))) as unknown;
        expect(parseDocumentState(stored)).toEqual(stored);
      }),
      RUNS,
    );
  });
});
