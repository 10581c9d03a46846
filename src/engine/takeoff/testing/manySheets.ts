/**
 * A large takeoff for the benchmark and its check (issue 38 item 6): `sheets` sheets of `layers`
 * layers each, every layer a closed room of 6 to 12 corners at its own place, an item of one of
 * 25 names (areas, perimeters with a wall height, lengths; every other one priced, some with
 * waste), each sheet at its own scale and unit. Seeded, so runs compare.
 */
import { seededRandom } from '../../kernels/randomPolygon';
import type { TakeoffItem } from '../../../shared/takeoffItem';
import type { LengthUnit } from '../../../shared/units';
import { closedPolygonSketch } from '../../document/polygonLayers';
import { drawingOf } from '../../print/testing/knownDrawing';
import { setLayerItem } from '../../document/layers';
import type { TakeoffSheet } from '../takeoffTable';

const ITEM_NAMES = 25;
const UNITS: readonly LengthUnit[] = ['m', 'ft', 'cm', 'in'];

function item(index: number): TakeoffItem {
  const measure = (['area', 'perimeter', 'length'] as const)[index % 3]!;
  return {
    name: `Item ${index + 1}`,
    measure,
    unit: 'm',
    ...(index % 2 === 0 ? { unitPrice: { minor: 100 + 37 * index, currency: 'GBP' as const } } : {}),
    ...(index % 5 === 0 ? { wastePercent: 10 } : {}),
    ...(measure === 'perimeter' ? { height: 2.4 } : {}),
  };
}

export function manySheets(sheets: number, layers: number, seed = 38): TakeoffSheet[] {
  const random = seededRandom(seed);
  return Array.from({ length: sheets }, (_, s) => {
    const rooms = Array.from({ length: layers }, (_, l) => {
      const corners = 6 + Math.floor(random() * 7);
      const cx = 200 + (l % 5) * 300;
      const cy = 200 + Math.floor(l / 5) * 300;
      const points = Array.from({ length: corners }, (_, k) => {
        const angle = (2 * Math.PI * k) / corners;
        const radius = 80 + random() * 60;
        return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
      });
      return closedPolygonSketch(points, true);
    });
    let document = drawingOf(rooms, 0.05 + random(), UNITS[s % UNITS.length]);
    for (let l = 0; l < layers; l++) document = setLayerItem(document, l, item(Math.floor(random() * ITEM_NAMES)));
    return { name: `Sheet ${s + 1}`, document };
  });
}
