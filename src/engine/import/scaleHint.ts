import type { DrawingScale } from '../../shared/api';

/**
 * A scale an imported source itself carries, offered (read from a PDF page) or applied at once
 * (CAD with known units).
 */
export interface ScaleHint extends DrawingScale {
  /** Where it came from, shown when it is offered: "DXF units (mm)", "Scale 1:100 on the page". */
  readonly label: string;
  /** CAD units are applied at once; a scale read from a PDF is offered first. */
  readonly apply: 'at-once' | 'offer';
}
