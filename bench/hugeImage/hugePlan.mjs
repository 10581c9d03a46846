/**
 * The huge-image bench's input: a synthetic 20000 × 14000 scanned floor plan written once as a
 * grayscale PNG with Node's zlib into bench/.cache/ (git-ignored), with a JSON note of the pixel
 * to click for the wand. Paper at 245, black walls from recursive room splitting (a doorway in
 * about half the walls, so a click fills a few joined rooms), desks, and dark specks as scanner
 * noise. Rows are streamed through one deflate stream with PNG's "Up" filter, so neither the
 * image nor the file is ever whole in memory.
 */
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';

export const HUGE_PLAN = { width: 20_000, height: 14_000 };

const PAPER = 245;
const WALL = 0;
const DESK = 90;
const SPECK = 60;
const MARGIN = 300;
const OUTER_WALL = 28;
const INNER_WALL = 18;
const DOOR = 110;
const SMALLEST_ROOM = 2600;
const SPECKS_PER_ROW = 12;

/** xorshift32 from a seed: deterministic, so every run benches the same plan. */
function random(seed) {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Walls, desks and rooms of the plan: rectangles of one grey each. */
function layout(width, height, next) {
  const rects = [];
  const rooms = [];
  const inner = { x: MARGIN + OUTER_WALL, y: MARGIN + OUTER_WALL, width: width - 2 * (MARGIN + OUTER_WALL), height: height - 2 * (MARGIN + OUTER_WALL) };
  rects.push(
    { x: MARGIN, y: MARGIN, width: width - 2 * MARGIN, height: OUTER_WALL, value: WALL },
    { x: MARGIN, y: height - MARGIN - OUTER_WALL, width: width - 2 * MARGIN, height: OUTER_WALL, value: WALL },
    { x: MARGIN, y: MARGIN, width: OUTER_WALL, height: height - 2 * MARGIN, value: WALL },
    { x: width - MARGIN - OUTER_WALL, y: MARGIN, width: OUTER_WALL, height: height - 2 * MARGIN, value: WALL },
  );
  /** A wall across `room`, split around a doorway about half the time. */
  const wall = (vertical, at, from, length) => {
    const door = next() < 0.5 ? Math.floor(from + DOOR + next() * (length - 3 * DOOR)) : -1;
    const pieces = door < 0 ? [[from, length]] : [[from, door - from], [door + DOOR, from + length - door - DOOR]];
    for (const [start, size] of pieces) {
      rects.push(vertical ? { x: at, y: start, width: INNER_WALL, height: size, value: WALL } : { x: start, y: at, width: size, height: INNER_WALL, value: WALL });
    }
  };
  const split = (room) => {
    const vertical = room.width >= room.height;
    const side = vertical ? room.width : room.height;
    if (side < SMALLEST_ROOM) {
      rooms.push(room);
      // A desk against the room's top wall.
      rects.push({ x: room.x + Math.floor(room.width * 0.3), y: room.y + 40, width: Math.floor(room.width * 0.25), height: 160, value: DESK });
      return;
    }
    const cut = Math.floor(side * (0.35 + 0.3 * next()));
    if (vertical) {
      wall(true, room.x + cut, room.y, room.height);
      split({ x: room.x, y: room.y, width: cut, height: room.height });
      split({ x: room.x + cut + INNER_WALL, y: room.y, width: room.width - cut - INNER_WALL, height: room.height });
    } else {
      wall(false, room.y + cut, room.x, room.width);
      split({ x: room.x, y: room.y, width: room.width, height: cut });
      split({ x: room.x, y: room.y + cut + INNER_WALL, width: room.width, height: room.height - cut - INNER_WALL });
    }
  };
  split(inner);
  return { rects, rooms };
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Writes the plan to `path`; resolves to the wand's seed (the middle of the largest room). */
async function writePlan(path, { width, height }) {
  const next = random(2024);
  const { rects, rooms } = layout(width, height, next);
  const room = rooms.reduce((best, candidate) => (candidate.width * candidate.height > best.width * best.height ? candidate : best));
  const seed = { x: room.x + Math.floor(room.width / 2), y: room.y + Math.floor(room.height / 2) };

  const file = openSync(`${path}.partial`, 'w');
  writeSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, deflate, adaptive filters, no interlace
  writeSync(file, chunk('IHDR', header));
  const deflate = zlib.createDeflate({ level: 6 });
  deflate.on('data', (data) => writeSync(file, chunk('IDAT', data)));
  const finished = once(deflate, 'end');

  let previous = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const row = new Uint8Array(width).fill(PAPER);
    for (const rect of rects) if (y >= rect.y && y < rect.y + rect.height) row.fill(rect.value, rect.x, rect.x + rect.width);
    for (let i = 0; i < SPECKS_PER_ROW; i++) {
      const x = Math.floor(next() * width);
      if (y !== seed.y || Math.abs(x - seed.x) > 2) row[x] = SPECK;
    }
    // Filter "Up" (2): each byte minus the byte above; the first row has nothing above.
    const line = new Uint8Array(width + 1);
    line[0] = y === 0 ? 0 : 2;
    for (let x = 0; x < width; x++) line[x + 1] = y === 0 ? row[x] : (row[x] - previous[x]) & 0xff;
    previous = row;
    if (!deflate.write(line)) await once(deflate, 'drain');
  }
  deflate.end();
  await finished;
  writeSync(file, chunk('IEND', Buffer.alloc(0)));
  closeSync(file);
  renameSync(`${path}.partial`, path);
  return seed;
}

/**
 * The plan's PNG and its wand seed, made on first use (about half a minute) and reused after.
 * @param {string} root the repository root
 */
export async function ensureHugePlan(root) {
  const folder = join(root, 'bench/.cache');
  const { width, height } = HUGE_PLAN;
  const png = join(folder, `huge-plan-${width}x${height}.png`);
  const note = join(folder, `huge-plan-${width}x${height}.json`);
  if (existsSync(png) && existsSync(note)) return { png, ...JSON.parse(readFileSync(note, 'utf8')) };
  mkdirSync(folder, { recursive: true });
  console.log(`Writing the ${width} × ${height} plan to ${png}…`);
  const seed = await writePlan(png, HUGE_PLAN);
  writeFileSync(note, `${JSON.stringify({ width, height, seed })}\n`);
  return { png, width, height, seed };
}
