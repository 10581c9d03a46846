/**
 * Renders the app icons of the web app manifest (public/icons/) from the logo of public/favicon.svg
 * with resvg: 192 and 512 px on white, and a maskable 512 px whose logo stays inside the safe
 * circle (the middle 80 %) on the theme colour's tint. Run once after changing the logo:
 * `node scripts/makeIcons.mjs`; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const LOGO = '<path d="M5 26 9 6l17 5-4 15z" fill="#e8378f" fill-opacity=".2" stroke="#e8378f" stroke-width="2.5" stroke-linejoin="round"/>';

/** The 32-unit logo on a square background, scaled to `logoShare` of the side. */
function icon(background, logoShare) {
  const offset = (32 / logoShare - 32) / 2;
  const side = 32 / logoShare;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-offset} ${-offset} ${side} ${side}"><rect x="${-offset}" y="${-offset}" width="${side}" height="${side}" fill="${background}"/>${LOGO}</svg>`;
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const render = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
writeFileSync(new URL('icon-192.png', out), render(icon('#ffffff', 0.86), 192));
writeFileSync(new URL('icon-512.png', out), render(icon('#ffffff', 0.86), 512));
writeFileSync(new URL('icon-maskable-512.png', out), render(icon('#fde8f2', 0.6), 512));
console.log('Icons written to public/icons/');
