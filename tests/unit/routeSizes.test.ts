import { describe, expect, it } from 'vitest';
import { ROUTES, routeRow, routeTable } from '../../bench/routes/routeSizes.mjs';

const script = (url: string, encoded: number, decoded: number, gzip: number) => ({ url, encoded, decoded, encoding: 'br', gzip });

describe('the route-size table', () => {
  it('sums a route’s scripts in kB of 1000 bytes and compares the compressed sum with its budget', () => {
    const login = ROUTES.find((route) => route.path === '/login')!;
    const row = routeRow(login, [script('/assets/index.js', 290_000, 1_168_000, 358_000), script('/assets/kernelWorker.js', 12_300, 37_100, 13_800)]);
    expect(row).toMatchObject({ route: '/login', scripts: 2, budget_kb: 150, compressed_kb: 302.3, uncompressed_kb: 1205.1, gzip_kb: 371.8 });
    expect(row.ratio).toBeCloseTo(302.3 / 150, 6);
    expect(routeTable([row])).toContain('| 302.3         | ≤ 150     | 2.02 over       | 1205.1          | 371.8   |');
  });

  it('gives a route without a budget no ratio, and one within its budget no mark', () => {
    const engine = ROUTES.find((route) => route.path === '/engine')!;
    const editor = ROUTES.find((route) => route.path === '/' && route.signedIn === true)!;
    const table = routeTable([routeRow(engine, [script('/a.js', 1000, 2000, 1100)]), routeRow(editor, [script('/a.js', 400_000, 1_500_000, 480_000)])]);
    expect(table).toContain('| /engine (developer page) | 1       | 1.0           | —         | —               |');
    expect(table).toContain('| ≤ 450     | 0.89            |');
  });
});
