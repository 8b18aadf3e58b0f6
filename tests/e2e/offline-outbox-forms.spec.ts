// The outbox for the club's event sign-up (login required: the item is the member's) and the franchise
// application: saved offline only by the rider's choice, edited under the same key, sent once on
// reconnect; and "clear offline data" names the unsent forms and keeps them unless the rider says so.
import { expect, test } from '@playwright/test';
import { api, createTestUser, loginAs, uniquePhone } from './support.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { keyedRequests, storedItems } from './outbox-helpers.ts';

const ROOMY = 'yunnan-grand-loop-2027';

test('zh: an event sign-up saved offline is sent once on reconnect, with its key', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user, 0);
  await page.goto('/club');
  await waitForServiceWorker(page);
  await page.locator(`[data-testid="club-event"][data-slug="${ROOMY}"]`).getByRole('button', { name: '我要报名' }).click();
  const dialog = page.getByTestId('signup-dialog');
  await dialog.getByLabel('参加人姓名').fill('李明');
  await context.setOffline(true);
  await expect(dialog.getByTestId('signup-offline-note')).toBeVisible();
  // Consent first, then the choice; nothing is saved until the rider picks it.
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await expect(dialog.getByTestId('signup-outbox-choice')).toHaveCount(0);
  await dialog.locator('input[name="consent"]').check();
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await expect(dialog.getByTestId('signup-outbox-choice')).toBeVisible();
  expect(await storedItems(page)).toEqual([]);
  await dialog.getByTestId('signup-keep-editing').click();
  await expect(dialog.getByLabel('参加人姓名')).toHaveValue('李明');
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await dialog.getByTestId('signup-save-later').click();
  await expect(dialog.getByTestId('signup-outbox-saved')).toContainText('已存入发件箱');
  const [saved] = await storedItems(page);
  expect(saved).toMatchObject({ kind: 'event_signup', status: 'waiting', owner: user.user_id, body: { name: '李明', consent: true } });

  // Edit from the outbox: the dialog reopens filled in, and saving keeps the key.
  await dialog.getByRole('link', { name: '查看发件箱' }).click();
  await page.getByTestId('outbox-item').getByTestId('outbox-edit').click();
  await expect(page).toHaveURL(/\/club\?outbox=/);
  await expect(dialog.getByTestId('signup-editing')).toBeVisible();
  await expect(dialog.getByLabel('参加人姓名')).toHaveValue('李明');
  await dialog.getByLabel('参加人姓名').fill('李明远');
  await dialog.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByTestId('outbox-page')).toBeVisible();
  expect((await storedItems(page))[0]).toMatchObject({ id: saved.id, idempotencyKey: saved.idempotencyKey, body: { name: '李明远' } });

  const before = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toHaveText('已发送', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('outbox-status')).toHaveText('已发送');
  await page.waitForTimeout(1500);
  // The other specs of this file run beside this one on the same server: only this form's call counts.
  const sent = (await keyedRequests(request)).filter((r) => r.at >= before && r.url === '/stage-api/api/activity/join_activity');
  expect(sent.map((r) => [r.url, r.idempotencyKey])).toEqual([['/stage-api/api/activity/join_activity', saved.idempotencyKey]]);
  const mine = await api<{ slug: string }[]>(request, 'api/activity/my_activity', { lang: 0 }, user.token);
  expect(mine.body.data.filter((e) => e.slug === ROOMY)).toHaveLength(1);
});

test('en: a franchise application saved offline, edited, then sent once on reconnect', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  await page.goto('/en/league');
  await waitForServiceWorker(page);
  await page.getByLabel('Name').fill('Offline Olly');
  await page.getByLabel('Mobile number').fill(uniquePhone());
  await context.setOffline(true);
  await expect(page.getByTestId('league-offline-note')).toContainText("You're offline");
  await page.getByTestId('league-consent').check();
  // Validation first: the missing city is named before any choice.
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('league-error')).toBeVisible();
  await expect(page.getByTestId('league-outbox-choice')).toHaveCount(0);
  await page.getByLabel('City').fill('Dali');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: "This can't be sent right now" })).toBeFocused();
  await page.getByRole('button', { name: 'Save to send later' }).click();
  await expect(page.getByTestId('league-outbox-saved')).toContainText('Saved to your outbox');
  const [saved] = await storedItems(page);
  expect(saved).toMatchObject({ kind: 'franchise', status: 'waiting', body: { name: 'Offline Olly', city: 'Dali', consent: true } });

  await page.getByRole('link', { name: 'View outbox' }).click();
  await expect(page.getByTestId('outbox-item')).toContainText('Franchise application');
  await page.getByTestId('outbox-edit').click();
  await expect(page.getByTestId('league-editing')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Offline Olly');
  await expect(page.getByLabel('City')).toHaveValue('Dali');
  await page.getByLabel('City').fill('Kunming');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('outbox-page')).toBeVisible();
  expect((await storedItems(page))[0]).toMatchObject({ id: saved.id, idempotencyKey: saved.idempotencyKey, body: { city: 'Kunming' } });

  const before = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toHaveText('Sent', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('outbox-status')).toHaveText('Sent');
  await page.waitForTimeout(1500);
  const sent = (await keyedRequests(request)).filter((r) => r.at >= before && r.url === '/stage-api/api/stores/direct_join');
  expect(sent.map((r) => [r.url, r.idempotencyKey])).toEqual([['/stage-api/api/stores/direct_join', saved.idempotencyKey]]);
});

test('clear offline data names the unsent forms and keeps them unless the rider ticks the box', async ({ page, request }) => {
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user, 1);
  await page.goto('/en/userCenter?tab=storage');
  // A refused item stays unsent (it is not retried by itself) and is what a rider would lose.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('yunling-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('outbox');
        open.onsuccess = () => {
          const item = {
            id: 'x1',
            kind: 'franchise',
            body: {},
            fields: [],
            summary: 'Olly · Dali',
            savedAt: Date.now(),
            idempotencyKey: 'k-000001',
            owner: 0,
            status: 'failed',
          };
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').put([item], 'items');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  const panel = page.getByTestId('storage-panel');
  const dialog = page.getByTestId('storage-confirm');
  await panel.getByTestId('storage-clear').click();
  await expect(dialog.getByTestId('storage-outbox')).toContainText('One form in your outbox hasn’t been sent yet');
  await dialog.getByTestId('storage-confirm-clear').click();
  await expect(panel.getByTestId('storage-status')).toHaveText('Offline data cleared.');
  expect(await storedItems(page)).toHaveLength(1);

  await panel.getByTestId('storage-clear').click();
  await dialog.getByLabel('Delete the unsent forms too').check();
  await dialog.getByTestId('storage-confirm-clear').click();
  await expect.poll(() => storedItems(page)).toEqual([]);
});
