/**
 * AB3.20: the live socket's own connection is followed and shown. When the server goes away while
 * the browser stays online, a quiet notice says so; socket.io reconnects with its backoff, and the
 * notice clears. The socket runs through Playwright's WebSocket route, which can drop it and
 * refuse the next attempts as a server that is down would; the page's clock runs every wait.
 */
import { type Page, type WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';
import { LIVE_LOST_NOTICE_MS } from '../../src/app/live/liveConnectionMachine';
import { LIVE_LOST_NOTICE } from '../../src/ui/pwa/LiveConnectionNotice';
import { stopClock } from './testClock';

/** Runs the page's stopped clock a second at a time, for at most `limitMs`, until `done()`. */
async function runClockUntil(page: Page, done: () => boolean, limitMs: number) {
  for (let ran = 0; ran < limitMs && !done(); ran += 1_000) await page.clock.runFor(1_000);
}

test('a lost live connection is shown while the browser is online, and clears once socket.io has reconnected', async ({ page }) => {
  let serverDown = false;
  let connections = 0;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (serverDown) {
      socket.close({ code: 1011, reason: 'server down' });
      return;
    }
    const server = socket.connectToServer();
    // socket.io's "40…" from the server: this client's namespace is connected.
    server.onMessage((message) => {
      if (typeof message === 'string' && message.startsWith('40')) connections += 1;
      socket.send(message);
    });
    open.push(socket);
  });
  await page.clock.install();
  const screen = drawingScreen(page);
  await screen.open();
  await expect.poll(() => connections).toBe(1);
  const notice = page.getByRole('status').filter({ hasText: LIVE_LOST_NOTICE });
  await stopClock(page);

  // The server goes away.
  serverDown = true;
  await open[0]!.close({ code: 1001, reason: 'going away' });
  await page.clock.runFor(LIVE_LOST_NOTICE_MS - 1);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(notice).toBeVisible();
  // socket.io's attempts meanwhile are refused: the notice stays.
  await page.clock.runFor(5_000);
  await expect(notice).toBeVisible();

  // Back: within socket.io's longest backoff (10 s, ±50 %) the socket is connected again, and
  // the notice goes. Each attempt's answer comes in real time, so the clock moves a second at a time.
  serverDown = false;
  await runClockUntil(page, () => connections === 2, 20_000);
  await expect.poll(() => connections).toBe(2);
  await expect(notice).toHaveCount(0);
  expect(screen.consoleErrors.filter((error) => !/WebSocket|socket\.io/i.test(error))).toEqual([]);
});
