/** Outlines and mask regions as SVG path data in screen px: lines, cubic curves and arcs kept exact. */
import type { Point } from '../../shared/geometry';
import type { OutlineSegment } from '../geometry/outlineTypes';
import { toScreen, type Viewport } from '../viewport/viewport';
import { num } from './svgMarkup';

const at = (point: Point): string => `${num(point.x)} ${num(point.y)}`;

/**
 * An arc as SVG arc commands. The view only scales and moves, so the screen arc turns as the
 * canvas one; a positive sweep runs clockwise on the y-down screen, SVG's sweep flag 1. An arc of
 * more than half a turn is split in two, so no large-arc flag is needed and a full circle draws.
 */
function arcCommands(segment: Extract<OutlineSegment, { kind: 'arc' }>, viewport: Viewport): string {
  const { center, from, sweep } = segment;
  const radius = Math.hypot(from.x - center.x, from.y - center.y);
  const start = Math.atan2(from.y - center.y, from.x - center.x);
  const pieces = Math.abs(sweep) > Math.PI ? 2 : 1;
  const screenRadius = num(radius * viewport.zoom);
  const flag = sweep > 0 ? 1 : 0;
  let commands = '';
  for (let piece = 1; piece <= pieces; piece++) {
    const angle = start + (sweep * piece) / pieces;
    const end = piece === pieces ? segment.to : { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
    commands += ` A ${screenRadius} ${screenRadius} 0 0 ${flag} ${at(toScreen(viewport, end))}`;
  }
  return commands;
}

/** Path data of an outline's segments, closed with Z when `closed`; empty without segments. */
export function outlinePathData(segments: readonly OutlineSegment[], closed: boolean, viewport: Viewport): string {
  const first = segments[0];
  if (!first) return '';
  let data = `M ${at(toScreen(viewport, first.from))}`;
  for (const segment of segments) {
    if (segment.kind === 'line') data += ` L ${at(toScreen(viewport, segment.to))}`;
    else if (segment.kind === 'cubic') {
      data += ` C ${at(toScreen(viewport, segment.c1))} ${at(toScreen(viewport, segment.c2))} ${at(toScreen(viewport, segment.to))}`;
    } else data += arcCommands(segment, viewport);
  }
  return closed ? `${data} Z` : data;
}

/**
 * Path data of closed polygons, each its own subpath: a wand mask's regions, a sketch's cutouts.
 * Polygons of fewer than 3 points are left out.
 */
export function regionsPathData(regions: readonly (readonly Point[])[], viewport: Viewport): string {
  return regions
    .filter((region) => region.length >= 3)
    .map((region) => region.map((point, i) => `${i === 0 ? 'M' : 'L'} ${at(toScreen(viewport, point))}`).join(' ') + ' Z')
    .join(' ');
}
