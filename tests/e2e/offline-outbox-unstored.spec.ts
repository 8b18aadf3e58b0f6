// "Save to send later" when the outbox's code was never stored: Save-Data's small offline copy, or a
// first visit that went offline before the worker stored everything, holds only what the form page
// itself loads. A chunk outside the page's static module graph is then simply not there: the page is
// opened with such chunks refused (no worker, so nothing else can hand them over), and the form's
// send gets no answer (the page's other lazy parts still load, as they would from the cache). Saving must work
// from what the form page loads; and when saving fails (storage full or blocked), the rider is told
// plainly and keeps what was typed: never a silent failure.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, createTestUser, loginAs, uniquePhone } from './support.ts';
import { fillTestDrive, storedItems } from './outbox-helpers.ts';

test.use({ serviceWorkers: 'block' });

type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as BuildManifest;

/** Files a page loads before it renders: the entry's and the page module's static imports, transitively. */
function staticFiles(pageModule: string): Set<string> {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(walk);
  };
  Object.keys(manifest)
    .filter((k) => manifest[k]!.isEntry)
    .forEach(walk);
  walk(pageModule);
  return files;
}

/** Opens the page with the outbox's chunks (store, sender) refused when they are not among what the page loads before it renders. */
async function withoutLazyOutbox(page: Page, pageModule: string): Promise<string[]> {
  const loaded = staticFiles(pageModule);
  const outboxFiles = Object.values(manifest)
    .map((c) => `/${c.file}`)
    .filter((f) => /^\/assets\/outbox-(store|sender)-[\w-]+\.js$/.test(f));
  expect(outboxFiles).toHaveLength(2);
  const lazy = outboxFiles.filter((f) => !loaded.has(f));
  await page.route('**/assets/*.js', (route) =>
    lazy.includes(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.continue(),
  );
  return lazy;
}

/** The form's send gets no connection (the choice to save it is then offered). */
async function noAnswerFor(page: Page, call: string): Promise<void> {
  await page.route(`**/stage-api/${call}**`, (route) => route.abort('internetdisconnected'));
}

test('en: a franchise application saves offline from what the form page loaded', async ({ page }) => {
  test.setTimeout(120_000);
  const refused = await withoutLazyOutbox(page, 'src/features/content/pages/league-page.tsx');
  console.log(`refused: ${refused.join(', ') || 'none (the outbox code is in the page)'}`);
  await noAnswerFor(page, 'api/stores/direct_join');
  await page.goto('/en/league');
  // Whatever the page loads lazily on its own has tried by now (a failed chunk reloads the page once).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Name').fill('Unstored Una');
  await page.getByLabel('Mobile number').fill(uniquePhone());
  await page.getByLabel('City').fill('Lijiang');
  await page.getByTestId('league-consent').check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await page.getByRole('button', { name: 'Save to send later' }).click();
  await expect(page.getByTestId('league-outbox-saved')).toContainText('Saved to your outbox');
  expect(await storedItems(page)).toMatchObject([{ kind: 'franchise', status: 'waiting', body: { name: 'Unstored Una', city: 'Lijiang' } }]);
});

test('zh: a test ride booking saves offline from what the form page loaded', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user, 0);
  const models = await api<{ models: { car_model_id: number }[] }>(request, 'api/about_us/after_sale');
  await withoutLazyOutbox(page, 'src/features/service/pages/test-drive-page.tsx');
  await page.goto(`/testDrive?car_model_id=${models.body.data.models[0]!.car_model_id}`);
  await noAnswerFor(page, 'api/stores/app_test_drive');
  await fillTestDrive(page, user.mobile, '未存小王');
  await page.getByTestId('test-drive-form').getByRole('button', { name: '预约试驾' }).click();
  await page.getByTestId('test-drive-save-later').click();
  await expect(page.getByTestId('test-drive-outbox-saved')).toContainText('已存入发件箱');
  expect(await storedItems(page)).toMatchObject([{ kind: 'test_drive', status: 'waiting', body: { name: '未存小王' } }]);
});

test('en: when the device cannot store it, the rider is told and keeps what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  // The outbox's own database refuses to open (storage blocked or full); the rest of the site works.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      if (name === 'yunling-outbox') throw new DOMException('The storage is blocked', 'UnknownError');
      return version === undefined ? open.call(this, name) : open.call(this, name, version);
    };
  });
  await noAnswerFor(page, 'api/stores/direct_join');
  await page.goto('/en/league');
  await page.getByLabel('Name').fill('Blocked Bo');
  await page.getByLabel('Mobile number').fill(uniquePhone());
  await page.getByLabel('City').fill('Dali');
  await page.getByTestId('league-consent').check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await page.getByRole('button', { name: 'Save to send later' }).click();
  const failed = page.getByTestId('league-outbox-failed');
  await expect(failed).toHaveAttribute('role', 'alert');
  await expect(failed).toContainText("couldn't be saved on this device");
  await expect(page.getByTestId('league-outbox-saved')).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue('Blocked Bo');
  await expect(page.getByLabel('City')).toHaveValue('Dali');
  // Still offered: the rider may try again or keep editing.
  await expect(page.getByRole('button', { name: 'Save to send later' })).toBeVisible();
});
