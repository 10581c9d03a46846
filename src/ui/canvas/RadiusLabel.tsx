import { useSelector } from '@xstate/react';
import { circleInProgress } from '../../engine/editor/overlay';
import { appendStraightLine, emptySketch, startSketch } from '../../engine/document/sketch';
import { documentLineLabels } from '../../engine/map/mapResults';
import { labelScreenPoint } from '../../engine/print/lineLabelPlacement';
import { formatLength } from '../../shared/format';
import { useServices } from '../AppServices';

/**
 * The radius of the circle being dragged out, beside its red diameter: "r = 5 cm". It is measured
 * as a line from the centre to the rim in the document's terms, so on the map or a photo's plane
 * it reads what the finished circle's edges will.
 */
export function RadiusLabel() {
  const { editor, settings } = useServices();
  const circle = useSelector(editor, (snapshot) => circleInProgress(snapshot));
  const document = useSelector(editor, (snapshot) => snapshot.context.document);
  const viewport = useSelector(editor, (snapshot) => snapshot.context.viewport);
  const imperial = useSelector(settings, (snapshot) => snapshot.context.settings.imperial);
  const inchFraction = useSelector(settings, (snapshot) => snapshot.context.settings.inchFraction);
  if (!circle) return null;
  const [radius] = documentLineLabels(document, appendStraightLine(startSketch(emptySketch(), circle.centre), circle.rim));
  if (!radius) return null;
  const at = labelScreenPoint(radius, viewport);
  return (
    <span className="line-label radius-label" role="note" aria-label="Circle radius" style={{ left: at.x, top: at.y }}>
      r = {formatLength(radius.length, document.scale.measure, imperial, inchFraction)}
    </span>
  );
}
