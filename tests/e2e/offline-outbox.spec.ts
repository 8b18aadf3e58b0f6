// The outbox by the rider's choice: a test ride booked offline is saved only when the rider picks
// "save to send later", shows in the outbox, can be edited and cancelled, and goes out exactly once
// with its Idempotency-Key when the connection returns; commerce never offers it and sends nothing.
import { expect, test } from '@playwright/test';
import { api, createTestUser, loginAs, requestLog, uniquePhone } from './support.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { fillTestDrive, keyedRequests, storedItems } from './outbox-helpers.ts';

const DRIVE = 'api/stores/app_test_drive';

test('zh: save offline, edit, cancel another, reconnect: sent once with its key', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user, 0);
  const models = await api<{ models: { car_model_id: number; name: string }[] }>(request, 'api/about_us/after_sale');
  const model = models.body.data.models[1];
  await page.goto(`/testDrive?car_model_id=${model.car_model_id}`);
  await waitForServiceWorker(page);
  await fillTestDrive(page, user.mobile, 'Ada');

  await context.setOffline(true);
  const form = page.getByTestId('test-drive-form');
  await form.getByRole('button', { name: '预约试驾' }).click();
  // The rider chooses; nothing is saved until then, and what was typed stays.
  await expect(page.getByTestId('test-drive-outbox-choice')).toBeVisible();
  await expect(page.getByRole('heading', { name: '现在无法发送' })).toBeFocused();
  expect(await storedItems(page)).toEqual([]);
  await page.getByTestId('test-drive-keep-editing').click();
  await expect(form.locator('[name="name"]')).toHaveValue('Ada');
  await form.getByRole('button', { name: '预约试驾' }).click();
  await page.getByTestId('test-drive-save-later').click();
  await expect(page.getByTestId('test-drive-outbox-saved')).toContainText('已存入发件箱');
  const [saved] = await storedItems(page);
  expect(saved).toMatchObject({ kind: 'test_drive', status: 'waiting', body: { name: 'Ada', consent: true } });
  expect(saved.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('nav-outbox')).toHaveAttribute('aria-label', '发件箱：1 项待发送');

  // A second item, the feedback, to be cancelled.
  const feedback = page.getByTestId('feedback-form');
  await feedback
    .locator('label')
    .filter({ has: page.locator('input[name="rating"][value="4"]') })
    .click();
  await feedback.locator('[name="content"]').fill('取消的反馈');
  await feedback.getByTestId('feedback-consent').check();
  await feedback.getByRole('button', { name: '提交评价' }).click();
  await page.getByTestId('feedback-save-later').click();
  await expect(page.getByTestId('nav-outbox')).toHaveAttribute('aria-label', '发件箱：2 项待发送');

  await page.getByTestId('test-drive-outbox-saved').getByRole('link', { name: '查看发件箱' }).click();
  const items = page.getByTestId('outbox-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('试驾预约');
  await expect(items.first()).toContainText(model.name);
  await expect(items.first().getByTestId('outbox-status')).toHaveText('等待联网');
  await expect(page.getByTestId('outbox-offline')).toBeVisible();

  // Edit: the form opens filled; saving keeps the item's key.
  await items.first().getByTestId('outbox-edit').click();
  await expect(page.getByTestId('test-drive-editing')).toBeVisible();
  await expect(form.locator('[name="name"]')).toHaveValue('Ada');
  await expect(form.locator('[name="phone"]')).toHaveValue(user.mobile);
  await expect(form.getByTestId('time')).toHaveValue('10:30-12:00');
  await form.locator('[name="name"]').fill('Ada Lovelace');
  await form.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByTestId('outbox-page')).toBeVisible();
  const edited = (await storedItems(page)).find((i) => i.kind === 'test_drive');
  expect(edited).toMatchObject({ id: saved.id, idempotencyKey: saved.idempotencyKey, body: { name: 'Ada Lovelace' } });

  // Cancel the feedback, with a confirmation.
  page.once('dialog', (d) => void d.accept());
  await items.nth(1).getByTestId('outbox-cancel').click();
  await expect(items).toHaveCount(1);

  const before = Date.now();
  await context.setOffline(false);
  await expect(items.first().getByTestId('outbox-status')).toHaveText('已发送', { timeout: 15_000 });
  await expect(page.getByTestId('outbox-live')).toContainText('已发送');
  await expect(page.getByTestId('nav-outbox')).toHaveCount(0);
  // A reload (app start) sends nothing again.
  await page.reload();
  await expect(page.getByTestId('outbox-item').first().getByTestId('outbox-status')).toHaveText('已发送');
  await page.waitForTimeout(1500);

  const sent = (await keyedRequests(request)).filter((r) => r.at >= before && r.idempotencyKey === saved.idempotencyKey);
  expect(sent.map((r) => r.url)).toEqual([`/stage-api/${DRIVE}`]);
  const log = (await requestLog(request)).filter((r) => r.at >= before);
  expect(log.filter((r) => r.url.endsWith('saled_feedback'))).toEqual([]);
  const drives = await api<{ name: string }[]>(request, 'api/user/get_zsjc_test_drive', {}, user.token);
  expect(drives.body.data.map((d) => d.name)).toEqual(['Ada Lovelace']);
});

test('en: keep editing saves nothing; saved, then sent on reconnect and reported', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const phone = uniquePhone();
  await page.goto('/en/testDrive?car_model_id=1');
  await waitForServiceWorker(page);
  await fillTestDrive(page, phone, 'Grace');
  await context.setOffline(true);
  await expect(page.getByTestId('test-drive-offline-note')).toContainText("You're offline");
  const form = page.getByTestId('test-drive-form');
  await form.getByRole('button', { name: 'Book my test ride' }).click();
  await page.getByTestId('test-drive-keep-editing').click();
  expect(await storedItems(page)).toEqual([]);
  await form.getByRole('button', { name: 'Book my test ride' }).click();
  await page.getByRole('button', { name: 'Save to send later' }).click();
  await expect(page.getByTestId('test-drive-outbox-saved')).toContainText('Saved to your outbox');
  const [saved] = await storedItems(page);
  await page.getByRole('link', { name: 'View outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('outbox-item')).toContainText('Test ride booking');
  const before = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toHaveText('Sent', { timeout: 15_000 });
  await expect(page.getByTestId('outbox-message')).toContainText('Your test ride is booked');
  const sent = (await keyedRequests(request)).filter((r) => r.at >= before && r.idempotencyKey === saved.idempotencyKey);
  expect(sent).toHaveLength(1);
});

test('commerce never offers the outbox, and nothing is queued or replayed on reconnect', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user, 0);
  await page.goto('/shoppingCart');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存，稍后发送' })).toHaveCount(0);
  await page.getByTestId('needs-connection').getByRole('button').click();
  const before = Date.now();
  await context.setOffline(false);
  await page.waitForTimeout(2500);
  const after = (await requestLog(request)).filter((r) => r.at >= before);
  // Whatever the page reads again on reconnect, no cart, order or payment call carries an outbox key.
  expect((await keyedRequests(request)).filter((r) => r.at >= before)).toEqual([]);
  expect(after.filter((r) => /create_order|car_buy|pay/.test(r.url))).toEqual([]);
  expect(await storedItems(page)).toEqual([]);
});
