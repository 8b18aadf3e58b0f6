// Installability: Chromium reports no installability errors for the Chinese and the English site.
// Checked in a persistent profile: Chromium never offers installation in an incognito-like context.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';

for (const [start, manifest] of [
  ['/', '/manifest.webmanifest'],
  ['/en', '/manifest-en.webmanifest'],
] as const) {
  test(`${start} is installable (${manifest})`, async ({ playwright, baseURL }) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-install-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL, locale: 'zh-CN' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(start);
      await waitForServiceWorker(page);
      // A second load starts controlled by the worker, as a returning visitor would be.
      await page.reload();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);

      const cdp = await context.newCDPSession(page);
      const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(app.url).toContain(manifest);
      expect(app.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
}

test('the English manifest is its own app with English names and /en start URL', async ({ request }) => {
  const en = (await (await request.get('/manifest-en.webmanifest')).json()) as Record<string, unknown> & { shortcuts: { url: string; icons?: unknown[] }[] };
  expect(en).toMatchObject({ id: '/en', start_url: '/en?source=pwa', scope: '/en', lang: 'en-US', display: 'standalone' });
  expect(String(en.name)).toMatch(/Yunling/);
  expect(en.shortcuts.every((s) => s.url.startsWith('/en/') && (s.icons?.length ?? 0) > 0)).toBe(true);
  const zh = (await (await request.get('/manifest.webmanifest')).json()) as { icons: { purpose?: string; sizes: string }[] };
  expect(zh.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
});
