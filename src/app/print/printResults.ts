/**
 * The results the print view shows as text beside the picture: the title, the date, how the scale
 * was set, and the perimeter and area of each layer the picture shows, with the totals when it
 * shows several (spec drawing-core §4 "Results display"), each with its "±" after it when the
 * print's showUncertainty setting is on (issue 23). Read from the print's own request, so the
 * text says what the picture draws.
 */
import { shownLayers } from '../../engine/document/shownLayers';
import { measurementReport } from '../../engine/print/measurementReport';
import { printedDocument } from '../../engine/print/printedDocument';
import type { PrintRequest } from '../../shared/print';
import type { ReportLayer } from '../../engine/print/measurementReport';
import { NO_UNCERTAINTY, withUncertainty } from '../../engine/print/resultUncertainty';

export interface PrintResultRow {
  /** The layer's name: "Layer 2", or its own ("Room 3"). */
  readonly layer: string;
  readonly perimeter: string;
  /** The perimeter with the layer's cutouts; null for a layer without cutouts. */
  readonly perimeterWithCutouts: string | null;
  /** "—" for an open outline. */
  readonly area: string;
  /** A count layer's number of markers; null for a measured layer. */
  readonly count: number | null;
}

export interface PrintResults {
  readonly title: string;
  readonly date: string;
  readonly scale: string;
  readonly method: string;
  readonly rows: readonly PrintResultRow[];
}

/** A layer's row of the view, each measure with its ± after it when `showUncertainty` and it has one. */
export function printResultRow(reported: ReportLayer, showUncertainty: boolean): PrintResultRow {
  const { name, perimeter, perimeterWithCutouts, area, count } = reported;
  const plusMinus = showUncertainty ? reported.uncertainty : NO_UNCERTAINTY;
  return {
    layer: name,
    perimeter: withUncertainty(perimeter, plusMinus.perimeter),
    perimeterWithCutouts: perimeterWithCutouts === null ? null : withUncertainty(perimeterWithCutouts, plusMinus.perimeterWithCutouts),
    area: area === null ? '—' : withUncertainty(area, plusMinus.area),
    count: count > 0 ? count : null,
  };
}

/** The results of the layers a print shows: `layer` alone, or those the screen showed. */
export function printResults(request: PrintRequest, layer: number | null, date: string): PrintResults {
  const report = measurementReport(request.state, {
    date,
    title: request.fileName ?? null,
    imperial: request.settings.imperial,
    inchFraction: request.settings.inchFraction,
  });
  const shown = new Set(layer === null ? shownLayers(printedDocument(request.state)).map((each) => each.index + 1) : [layer + 1]);
  const rows = report.layers.filter((each) => shown.has(each.number)).map((each) => printResultRow(each, request.settings.showUncertainty));
  return { title: report.title, date: report.date, scale: report.scale.description, method: report.method, rows };
}
