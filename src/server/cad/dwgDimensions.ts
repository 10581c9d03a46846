/**
 * The linear DIMENSION entities of a DWG (as libredwg-web reads them) for the CAD model's
 * `dimensions`: what each states, checked against the declared units by dimensionUnits.ts.
 */
import type { DwgDimensionEntity, DwgEntity, DwgMTextEntity, DwgTextEntity } from '@mlightcad/libredwg-web';
import type { CadDimension, Point2 } from './cadModel';

const xy = (p: { x: number; y: number } | undefined): Point2 | null =>
  p && Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: p.x, y: p.y } : null;

// The dimension type, less its flags (32, 64, 128): 0 rotated, horizontal or vertical; 1 aligned.
const ROTATED_DIMENSION = 0;
const ALIGNED_DIMENSION = 1;
const DIMENSION_TYPE_BITS = 7;

/**
 * The direction a rotated dimension measures along. libredwg-web gives no rotation for it (its
 * `rotationAngle` is the insertion's), so it is read from the geometry: the dimension line
 * passes through the definition point (10) square to the second extension line, from 14 to 10.
 */
function rotatedDirection(definition: Point2, second: Point2): Point2 | null {
  const dx = definition.x - second.x;
  const dy = definition.y - second.y;
  const length = Math.hypot(dx, dy);
  return length > 0 ? { x: -dy / length, y: dx / length } : null;
}

function drawnTextOf(entities: readonly DwgEntity[] | undefined): string | null {
  for (const entity of entities ?? []) {
    if (entity.type !== 'TEXT' && entity.type !== 'MTEXT') continue;
    const text = (entity as DwgTextEntity | DwgMTextEntity).text;
    if (text) return text;
  }
  return null;
}

/** A linear dimension with what it states; angular, radial and ordinate ones measure no length between two points. */
function dimensionOf(entity: DwgDimensionEntity, blockEntities: ReadonlyMap<string, readonly DwgEntity[]>): CadDimension | null {
  const type = (entity.dimensionType ?? 0) & DIMENSION_TYPE_BITS;
  if (type !== ROTATED_DIMENSION && type !== ALIGNED_DIMENSION) return null;
  const from = 'subDefinitionPoint1' in entity ? xy(entity.subDefinitionPoint1) : null;
  const to = 'subDefinitionPoint2' in entity ? xy(entity.subDefinitionPoint2) : null;
  const definition = xy(entity.definitionPoint);
  if (!from || !to) return null;
  const along = type === ROTATED_DIMENSION ? (definition ? rotatedDirection(definition, to) : null) : null;
  if (type === ROTATED_DIMENSION && !along) return null;
  return {
    from,
    to,
    along,
    measurement: typeof entity.measurement === 'number' && entity.measurement >= 0 ? entity.measurement : null,
    text: entity.text ?? '',
    drawnText: drawnTextOf(blockEntities.get(entity.name)),
  };
}

/** The linear dimensions among `entities`, their drawn text looked up in `blockEntities` (each block's entities by name). */
export function dwgDimensionsOf(entities: readonly DwgEntity[], blockEntities: ReadonlyMap<string, readonly DwgEntity[]>): CadDimension[] {
  const dimensions: CadDimension[] = [];
  for (const entity of entities) {
    if (entity.type !== 'DIMENSION' || entity.isVisible === false) continue;
    const dimension = dimensionOf(entity as DwgDimensionEntity, blockEntities);
    if (dimension) dimensions.push(dimension);
  }
  return dimensions;
}
