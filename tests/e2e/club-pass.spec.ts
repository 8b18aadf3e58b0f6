// Club pass: a member's sign-ups kept on the device (encrypted), shown offline with their as-of time,
// a calendar file made offline, gone after logout or a 401; the user centre's offline-data panel.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, createTestUser, loginAs, uniquePhone, type TestUser } from './support.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { vaultContents } from './club-pass-helpers.ts';

// Offline, the app's own chunks come from the service worker's precache.
test.use({ serviceWorkers: 'allow' });

const ROOMY = 'yunnan-grand-loop-2027';
const copy = {
  zh: {
    prefix: '',
    lang: 0 as const,
    signUp: '我要报名',
    name: '参加人姓名',
    confirm: '确认报名',
    title: '五一云南大环线',
    address: '云南省昆明市呈贡区智造大道 1 号',
    saved: '本机保存于',
    coords: '北纬 24.88060°，东经 102.83020°',
    none: '本机还没有保存您的报名记录',
    bring: '携带物品：驾驶证',
    organiser: '组织者：云岭车友会总部 · 赵敏，+86 871 6512 3400',
    alarm: '明天：五一云南大环线',
  },
  en: {
    prefix: '/en',
    lang: 1 as const,
    signUp: 'Sign up',
    name: 'Rider’s name',
    confirm: 'Confirm sign-up',
    title: 'May Day Yunnan Grand Loop',
    address: 'Yunling Chenggong Plant, 1 Zhizao Avenue',
    saved: 'Saved on this device',
    coords: '24.88060° N, 102.83020° E',
    none: 'Your sign-ups aren’t saved on this device yet',
    bring: 'What to bring: Licence\\, registration and ID',
    organiser: 'Organiser: Zhao Min\\, Yunling Riders Club office\\, +86 871 6512 3400',
    alarm: 'Tomorrow: May Day Yunnan Grand Loop',
  },
};

async function signUp(page: Page, c: (typeof copy)[keyof typeof copy]): Promise<void> {
  await page.goto(`${c.prefix}/club`);
  await waitForServiceWorker(page);
  await page.locator(`[data-testid="club-event"][data-slug="${ROOMY}"]`).getByRole('button', { name: c.signUp }).click();
  const dialog = page.getByTestId('signup-dialog');
  await dialog.getByLabel(c.name).fill('Li Ming');
  await dialog.locator('input[name="consent"]').check();
  await dialog.getByRole('button', { name: c.confirm }).click();
  await expect(page.getByTestId('signup-success')).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Logs the page in again (after a logout) the way the login page leaves the store. */
async function relogin(page: Page, user: TestUser, lang: 0 | 1): Promise<void> {
  await page.evaluate(
    ([u, l]) => localStorage.setItem('yunling-store', JSON.stringify({ state: { lang: l, badge: 0, loginFlag: true, userData: u }, version: 0 })),
    [user, lang] as const,
  );
}

for (const [lng, c] of Object.entries(copy)) {
  test(`club pass: offline with its as-of time, .ics made offline, gone after logout (${lng})`, async ({ page, request, context }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, c.lang);
    await signUp(page, c);

    await page.goto(`${c.prefix}/userCenter?tab=events`);
    const pass = page.getByTestId('club-pass');
    await expect(pass).toHaveAttribute('data-source', 'network');
    await expect(pass.getByTestId('pass-card')).toContainText(c.title);
    // Saved on the device, encrypted: the ciphertext does not contain the event.
    await expect.poll(async () => (await vaultContents(page)).sealed.length).toBe(1);
    const { sealed, keys } = await vaultContents(page);
    expect(keys).toContain(`key:${user.user_id}`);
    expect(sealed[0]).toMatchObject({ key: `pass:${user.user_id}:${c.lang}`, encrypted: true });
    expect(sealed[0].text).not.toContain(c.title);

    await context.setOffline(true);
    await page.reload();
    await expect(pass).toHaveAttribute('data-source', 'device');
    await expect(pass.getByTestId('as-of')).toContainText(c.saved);
    const card = pass.getByTestId('pass-card');
    await expect(card).toContainText(c.title);
    await expect(card.getByTestId('pass-address')).toContainText(c.address);
    await expect(card.getByTestId('pass-coordinates')).toContainText(c.coords);
    await expect(card).toContainText('+86 871 6512 3400');
    await expect(card).toContainText(user.mobile.slice(-4));
    await expect(card).not.toContainText(user.mobile);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('pass-ics').click()]);
    expect(download.suggestedFilename()).toBe(`${ROOMY}.ics`);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const text = ics.replace(/\r\n /g, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain('TZID:Asia/Shanghai');
    expect(text).toMatch(/\r\nUID:club-signup-\d+-event-\d+@yunling-motor\r\n/);
    expect(text).toMatch(/\r\nDTSTART;TZID=Asia\/Shanghai:\d{8}T080000\r\n/);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text).toContain(`SUMMARY:${c.title}\r\n`);
    expect(text).toContain('GEO:24.880600;102.830200\r\n');
    expect(text).toContain(c.bring);
    expect(text).toContain(c.organiser);
    expect(text).toContain(`DESCRIPTION:${c.alarm}\r\nTRIGGER:-P1D`);
    expect(text).toContain('TRIGGER:-PT2H');

    // The club page's "my events" reads the same device copy offline.
    await page.goto(`${c.prefix}/club`);
    const mine = page.getByTestId('my-events');
    await expect(mine).toContainText(c.title);
    await expect(mine.getByTestId('as-of')).toContainText(c.saved);
    await page.goto(`${c.prefix}/userCenter?tab=events`);

    // Logging out (online: the server revokes the session) deletes the pass and its key.
    await context.setOffline(false);
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect.poll(async () => (await vaultContents(page)).keys).toEqual([]);

    // Back offline with the same member: nothing of the pass is left on the device to show.
    await context.setOffline(true);
    await relogin(page, user, c.lang);
    await page.goto(`${c.prefix}/userCenter?tab=events`);
    await expect(page.getByTestId('pass-unavailable')).toContainText(c.none);
    await context.setOffline(false);
  });
}

test('a 401 (session revoked elsewhere) deletes the pass', async ({ page, request }) => {
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user, 1);
  await signUp(page, copy.en);
  await page.goto('/en/userCenter?tab=events');
  await expect(page.getByTestId('club-pass')).toHaveAttribute('data-source', 'network');
  await expect.poll(async () => (await vaultContents(page)).sealed.length).toBe(1);
  expect((await api(request, 'api/user/logout', {}, user.token)).body.code).toBe(1);
  await page.reload();
  await expect(page).toHaveURL(/\/en\/login\?/);
  await expect.poll(async () => (await vaultContents(page)).keys).toEqual([]);
});

for (const [lng, c] of Object.entries(copy)) {
  test(`offline data panel: figures, and "clear offline data" keeps the login (${lng})`, async ({ page, request }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, c.lang);
    await signUp(page, c);
    await page.goto(`${c.prefix}/userCenter?tab=events`);
    await expect.poll(async () => (await vaultContents(page)).sealed.length).toBe(1);
    await page.getByTestId('uc-tab-storage').click();
    const panel = page.getByTestId('storage-panel');
    await expect(panel.getByTestId('storage-used')).toContainText(/\d+(\.\d)? (B|KB|MB|GB)\D+\d+(\.\d)? (KB|MB|GB|TB)/);
    await expect(panel.getByTestId('storage-persistent')).not.toHaveText('…');
    const runtime = () => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('yl-')).length);
    expect(await runtime()).toBeGreaterThan(0);

    await panel.getByTestId('storage-clear').click();
    const dialog = page.getByTestId('storage-confirm');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('storage-confirm-clear').click();
    await expect(panel.getByTestId('storage-status')).not.toBeEmpty();
    expect(await runtime()).toBe(0);
    expect((await vaultContents(page)).keys).toEqual([]);
    expect(await page.evaluate(async () => (await caches.keys()).some((n) => n.includes('precache')))).toBe(true);
    // Still logged in.
    await page.reload();
    await expect(page.getByTestId('uc-tab-storage')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('logout-button')).toBeVisible();
  });
}
