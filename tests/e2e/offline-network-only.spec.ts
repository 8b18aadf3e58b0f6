// Cart and payment need the network: offline they say so, and coming back online sends nothing
// by itself (no queued or replayed cart, order or payment request). Runs against its own server so
// the server's request log holds only this journey's requests.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { createTestUser, loginAs, requestLog, uniquePhone } from './support.ts';
import { distDir, freePort, startServer, tempDataDir, waitForServiceWorker, type ExtraServer } from './pwa-helpers.ts';

/** Calls that read or change the cart, orders or payments (the network-only commerce calls). */
const COMMERCE = /car_goods|create_order|car_buy|order|pay/;

let server: ExtraServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ distDir: distDir(), port: await freePort(), dataDir: tempDataDir('network-only') });
});
test.afterAll(async () => server?.stop());

test('offline cart and payment show needs-a-connection and nothing is sent on reconnect', async ({ page, context }) => {
  const api = await playwrightRequest.newContext({ baseURL: server.origin });
  const user = await createTestUser(api, uniquePhone());
  await loginAs(page, user);
  const fromBrowser: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/stage-api/')) fromBrowser.push(r.url());
  });

  await page.goto(`${server.origin}/`);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto(`${server.origin}/shoppingCart`);
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await page.goto(`${server.origin}/payment`);
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  // Let the offline page finish its own start-up (the header's cart count loads as a lazy part after
  // the page shows its state): a read it starts offline fails at once, but one started in the very
  // moment the connection returns would be a page load's read, not something sent on reconnect.
  await page.waitForLoadState('networkidle');
  const before = Date.now();
  const browserBefore = fromBrowser.length;

  await context.setOffline(false);
  await page.waitForTimeout(3000);
  const sent = (await requestLog(api)).filter((r) => r.at >= before && COMMERCE.test(r.url));
  expect(sent).toEqual([]);
  expect(fromBrowser.slice(browserBefore).filter((u) => COMMERCE.test(new URL(u).pathname))).toEqual([]);
  // The page still waits for the rider: the needs-connection state offers a retry instead.
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await api.dispose();
});
