// Riders club: a logged-in member signs up; a repeat and a full event are refused with clear messages.
import { expect, test, type Page } from '@playwright/test';
import { api, createTestUser, hydrated, loginAs, uniquePhone } from './support.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

// page.route (used to show a stale seat count) cannot see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

const ROOMY = 'yunnan-grand-loop-2027';
const TINY = 'one-to-one-offroad-coaching';

const copy = {
  zh: {
    prefix: '',
    lang: 0 as const,
    signUp: '我要报名',
    name: '参加人姓名',
    confirm: '确认报名',
    success: '报名成功',
    joined: '已报名',
    repeat: '您已报名此活动',
    full: '名额已满',
    login: '登录后报名',
  },
  en: {
    prefix: '/en',
    lang: 1 as const,
    signUp: 'Sign up',
    name: 'Rider’s name',
    confirm: 'Confirm sign-up',
    success: 'You are signed up',
    joined: 'You’re signed up',
    repeat: 'You have already signed up',
    full: 'Fully booked',
    login: 'Log in to sign up',
  },
};

const card = (page: Page, slug: string) => page.locator(`[data-testid="club-event"][data-slug="${slug}"]`);

async function eventId(request: Parameters<typeof api>[0], slug: string): Promise<number> {
  const res = await api<{ id: number; slug: string }[]>(request, 'api/activity/get_activity');
  const e = res.body.data.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug}`);
  return e.id;
}

for (const [lang, c] of Object.entries(copy)) {
  test(`logged out, sign-up leads to login and back (${lang})`, async ({ page }) => {
    await page.goto(`${c.prefix}/club`);
    await expect(page.getByTestId('club-events')).toBeVisible();
    const link = card(page, ROOMY).getByRole('link', { name: c.login });
    await expect(link).toHaveAttribute('href', `${c.prefix}/login?path=${encodeURIComponent(`${c.prefix}/club`)}`);
    await expect(page.getByTestId('club-handbook')).toContainText(lang === 'zh' ? '严禁非法飙车' : 'street racing');
    await expect(page.getByTestId('club-regions')).toContainText(lang === 'zh' ? '7 个国家' : '7 countries');
  });

  test(`member signs up, then a repeat is refused (${lang})`, async ({ page, request }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, c.lang);
    await page.goto(`${c.prefix}/club`);
    const event = card(page, ROOMY);
    await event.getByRole('button', { name: c.signUp }).click();
    const dialog = page.getByTestId('signup-dialog');
    await expect(dialog.getByLabel(c.name)).toBeFocused();
    await expect(dialog.getByRole('textbox').nth(1)).toHaveValue(user.mobile);
    await dialog.getByLabel(c.name).fill('Li Ming');
    await dialog.locator('input[name="consent"]').check();
    await dialog.getByRole('button', { name: c.confirm }).click();
    await expect(page.getByTestId('signup-success')).toContainText(c.success);
    await page.keyboard.press('Escape');
    await expect(event).toHaveAttribute('data-state', 'joined');
    await expect(event).toContainText(c.joined);
    await expect(page.getByTestId('my-events')).toContainText(lang === 'zh' ? '五一云南大环线' : 'May Day Yunnan Grand Loop');

    // Repeat: a second user opens the form, meanwhile signs up elsewhere (another device), then confirms here.
    const other = await createTestUser(request, uniquePhone());
    const page2 = await page.context().browser()!.newPage({ serviceWorkers: 'block' });
    await loginAs(page2, other, c.lang);
    await page2.goto(`${c.prefix}/club`);
    await card(page2, ROOMY).getByRole('button', { name: c.signUp }).click();
    await page2.getByTestId('signup-dialog').getByLabel(c.name).fill('Wang Fang');
    const id = await eventId(request, ROOMY);
    const elsewhere = await api(
      request,
      'api/activity/join_activity',
      { activity_id: id, name: 'Wang Fang', phone: other.mobile, consent: true },
      other.token,
    );
    expect(elsewhere.body.code).toBe(1);
    await page2.getByTestId('signup-dialog').locator('input[name="consent"]').check();
    await page2.getByTestId('signup-dialog').getByRole('button', { name: c.confirm }).click();
    await expect(page2.getByTestId('signup-refusal')).toContainText(c.repeat);
    await expect(page2.getByTestId('signup-dialog').getByLabel(c.name)).toHaveValue('Wang Fang');
    await page2.close();
  });

  test(`the capacity-2 event refuses when full (${lang})`, async ({ page, request }) => {
    // Fill it through the API with two other members (it may already be full from an earlier test).
    const id = await eventId(request, TINY);
    for (let i = 0; i < 2; i++) {
      const u = await createTestUser(request, uniquePhone());
      await api(request, 'api/activity/join_activity', { activity_id: id, name: `Filler ${i}`, phone: u.mobile, consent: true }, u.token);
    }
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, c.lang);
    // The member's list is stale (saved before the last places went): it still shows one place left.
    await page.route(
      '**/stage-api/api/activity/get_activity**',
      async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { slug: string; signed_up: number }[] };
        for (const e of body.data) if (e.slug === TINY) e.signed_up = 1;
        await route.fulfill({ response: res, json: body });
      },
      { times: 1 },
    );
    // The server renders /club with fresh data, so the stale list is the one the browser fetches on
    // a client-side navigation to it.
    await page.goto(`${c.prefix}/news`);
    await hydrated(page, `header a[href="${c.prefix}/club"]`);
    await page.locator(`header a[href="${c.prefix}/club"]`).first().click();
    const event = card(page, TINY);
    await event.getByRole('button', { name: c.signUp }).click();
    const dialog = page.getByTestId('signup-dialog');
    await dialog.getByLabel(c.name).fill('Zhao Lei');
    await dialog.locator('input[name="consent"]').check();
    await dialog.getByRole('button', { name: c.confirm }).click();
    await expect(page.getByTestId('signup-refusal')).toContainText(lang === 'zh' ? '名额已满' : 'This event is full');
    await page.keyboard.press('Escape');
    // The refusal refreshes the list: the card now says it is full and offers no sign-up.
    await expect(event).toHaveAttribute('data-state', 'full');
    await expect(event).toContainText(c.full);
    await expect(event.getByRole('button', { name: c.signUp })).toHaveCount(0);
  });
}

test.describe('offline', () => {
  // Offline, the app's own chunks come from the service worker's precache.
  test.use({ serviceWorkers: 'allow' });
  test('sign-up offline offers the outbox, sends nothing and keeps what was typed', async ({ page, request, context }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, 1);
    await page.goto('/en/club');
    await waitForServiceWorker(page);
    await card(page, ROOMY).getByRole('button', { name: 'Sign up' }).click();
    await page.getByTestId('signup-dialog').getByLabel('Rider’s name').fill('Offline Olly');
    await context.setOffline(true);
    let sent = 0;
    page.on('request', (r) => r.url().includes('join_activity') && sent++);
    await page.getByTestId('signup-dialog').locator('input[name="consent"]').check();
    await page.getByTestId('signup-dialog').getByRole('button', { name: 'Confirm sign-up' }).click();
    await expect(page.getByTestId('signup-outbox-choice')).toBeVisible();
    expect(sent).toBe(0);
    await expect(page.getByTestId('signup-dialog').getByLabel('Rider’s name')).toHaveValue('Offline Olly');
    await context.setOffline(false);
  });
});
