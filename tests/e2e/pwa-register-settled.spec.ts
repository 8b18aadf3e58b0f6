// The service worker is registered only once the page has settled (decision 036): its first install
// downloads about 120 files, which must not compete with the page's own code, data and pictures.
import { expect, test, type Request } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { span } from './support.ts';

for (const start of ['/', '/pages/detail/car_model_id/1']) {
  test(`${start}: the worker is registered after the page's own loads have gone quiet`, async ({ page }) => {
    const finished: Request[] = [];
    page.on('requestfinished', (r) => finished.push(r));
    const worker = page.context().waitForEvent('request', { predicate: (r) => new URL(r.url()).pathname === '/sw.js', timeout: 30_000 });
    await page.goto(start);
    const script = await worker;
    await waitForServiceWorker(page);

    const registeredAt = span(script).start;
    // The page's requests before registration, less the registration's own code (workbox-window's chunk,
    // imported once the page has settled).
    const before = finished.filter((r) => !/^\/(sw\.js$|assets\/workbox-window)/.test(new URL(r.url()).pathname) && span(r).start < registeredAt);
    // The page's first screen and what it loads after (sections, menus, pictures) came first …
    expect(before.length).toBeGreaterThan(15);
    const lastEnd = Math.max(...before.map((r) => span(r).end));
    // … and then at least most of the 2 s quiet period passed with nothing finishing (timers and the
    // idle callback can run a little early or late; a registration right after load fails by far).
    expect(registeredAt - lastEnd).toBeGreaterThan(1500);
    // Every one of them had ended by then: nothing of the page's was still downloading.
    for (const r of before) expect(span(r).end).toBeLessThanOrEqual(registeredAt);
  });
}
