/** Notes as SVG: the box, its text wrapped as the screen's text area wraps it, and the arrow to the annotated point. */
import type { ShownLayer } from '../document/shownLayers';
import { toScreen, type Viewport } from '../viewport/viewport';
import { arrowAnchor, arrowHead, type Box } from './noteArrow';
import { INK, NOTE_STYLE } from './sceneStyle';
import { attrs, escapeXml, hex, num, textWidth } from './svgMarkup';

/** Splits one paragraph into lines no wider than `width`, at spaces, and inside a word too long for a line. */
function wrapParagraph(paragraph: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const char of word) {
      if (line !== '' && textWidth(line + char, fontSize) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  lines.push(line);
  return lines;
}

/** A note's text as lines that fit `width` px: its own line breaks kept, long lines wrapped. */
export const wrapNoteText = (text: string, width: number, fontSize: number): string[] =>
  text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, width, fontSize));

function noteSvg(note: ShownLayer['layer']['notes'][number], id: string, readOnly: boolean, viewport: Viewport): string {
  const { border, background, radius, fontSize, lineHeight, paddingX, paddingY, readOnlyOpacity, arrowWidth } = NOTE_STYLE;
  const topLeft = toScreen(viewport, note.point);
  const origin = toScreen(viewport, note.originPoint);
  const box: Box = { x: topLeft.x, y: topLeft.y, width: note.width, height: note.height };
  const from = arrowAnchor(box, note.arrowPosition);
  const head = arrowHead(from, origin);
  const ink = hex(INK);
  let svg = `<g class="note"${readOnly ? attrs({ opacity: readOnlyOpacity }) : ''}>`;
  svg += `<line${attrs({ x1: from.x, y1: from.y, x2: origin.x, y2: origin.y, stroke: ink, 'stroke-width': arrowWidth })}/>`;
  if (head) svg += `<polygon${attrs({ points: head.map((corner) => `${num(corner.x)},${num(corner.y)}`).join(' '), fill: ink })}/>`;
  svg += `<rect${attrs({ x: box.x, y: box.y, width: box.width, height: box.height, rx: radius, fill: hex(background), stroke: hex(border), 'stroke-width': 1 })}/>`;
  // The text area hides what overflows the box: so does the clip.
  svg += `<clipPath${attrs({ id })}><rect${attrs({ x: box.x, y: box.y, width: box.width, height: box.height })}/></clipPath>`;
  const lines = wrapNoteText(note.text, box.width - 2 * paddingX - 2, fontSize);
  const step = fontSize * lineHeight;
  const firstBaseline = box.y + 1 + paddingY + (step - fontSize) / 2 + fontSize * 0.8;
  const text = lines
    .map((line, i) => (line === '' ? '' : `<text${attrs({ x: box.x + 1 + paddingX, y: firstBaseline + i * step, 'font-size': fontSize, fill: ink })}>${escapeXml(line)}</text>`))
    .join('');
  svg += `<g${attrs({ 'clip-path': `url(#${id})` })}>${text}</g></g>`;
  return svg;
}

/** Every shown layer's notes; the current layer's at full strength, the others faded as on screen. */
export function notesSvg(layers: readonly ShownLayer[], viewport: Viewport): string {
  const notes = layers.flatMap(({ layer, index, current }) => layer.notes.map((note, i) => noteSvg(note, `note-${index}-${i}`, !current, viewport)));
  return `<g class="notes">${notes.join('')}</g>`;
}
