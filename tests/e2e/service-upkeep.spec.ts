// Maintenance booking while logged in (server message on a bad field, values kept, then success),
// the booking in the user centre (API and page), and a roadside rescue with a shared location.
import { expect, test } from '@playwright/test';
import { api, createTestUser, loginAs, uniquePhone } from './support.ts';
import { dayAhead, LANGS, pickFirst } from './service-helpers.ts';

interface Booking {
  id: number;
  store_id: number;
  date: string;
  time_slot: string;
  mileage_km: number;
  status: string;
}

for (const { lang, prefix, n } of LANGS) {
  test(`${lang}: book a service logged in and see it in the user centre`, async ({ page, request }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, n);
    await page.goto(`${prefix}/upkeep?type=1`);
    const form = page.getByTestId('maintenance-form');
    await expect(form).toBeVisible({ timeout: 30_000 });

    // An adventure bike: first service at 1,000 km, then every 6,000 km.
    const content = await api<{ models: { car_model_id: number; style: string }[] }>(request, 'api/about_us/after_sale', { lang: n });
    const model = String(content.body.data.models.find((m) => m.style === 'adventure')?.car_model_id);
    await form.locator('select[name="car_model_id"]').selectOption(model);
    await form.locator('[name="mileage_km"]').fill('5800');
    // The schedule for the model and mileage: the 6,000 km service is next.
    await expect(page.getByTestId('due-service')).toContainText('6,000');
    const store = await pickFirst(form.getByTestId('store_id'));
    const date = dayAhead(5);
    await form.locator('[name="date"]').fill(date);
    await form.getByTestId('time_slot').selectOption('13:30-15:00');
    await form.locator('[name="name"]').fill(lang === 'zh' ? '李骑士' : 'Sam Rider');
    await form.locator('[name="phone"]').fill('12345');
    await form.locator('[name="notes"]').fill('brake squeal');
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: lang === 'zh' ? '确认预约' : 'Book the service' }).click();

    // The server's message shows next to the form; what was typed stays.
    await expect(page.getByTestId('maintenance-error')).toHaveText(
      lang === 'zh'
        ? '请输入正确的手机号：中国大陆为 11 位，其他国家或地区请加国际区号（如 +852）'
        : 'Please enter a valid mobile number: 11 digits in mainland China, or with its country code elsewhere (e.g. +34)',
    );
    await expect(form.locator('[name="notes"]')).toHaveValue('brake squeal');
    await expect(form.locator('[name="mileage_km"]')).toHaveValue('5800');

    await form.locator('[name="phone"]').fill(user.mobile);
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: lang === 'zh' ? '确认预约' : 'Book the service' }).click();
    await expect(page.getByTestId('maintenance-done')).toContainText(lang === 'zh' ? '保养预约已提交' : 'Your service booking is in');

    const mine = await api<Booking[]>(request, 'api/user/maintenance', { lang: n }, user.token);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ store_id: Number(store), date, time_slot: '13:30-15:00', mileage_km: 5800, status: 'received' });

    await page.goto(`${prefix}/userCenter?tab=maintenance`);
    await expect(page.getByTestId('uc-record').first()).toContainText(date);
  });
}

test.describe('roadside rescue', () => {
  test.use({ geolocation: { latitude: 27.8, longitude: 99.7 }, permissions: ['geolocation'] });

  for (const { lang, prefix } of LANGS) {
    test(`${lang}: sends a rescue request with the shared location`, async ({ page }) => {
      await page.goto(`${prefix}/upkeep?type=2`);
      const form = page.getByTestId('rescue-form');
      await form.getByTestId('rescue-locate').click();
      await expect(form.getByTestId('rescue-location-status')).toContainText('27.8000');
      await form.locator('[name="name"]').fill('Wang');
      await form.locator('[name="phone"]').fill(uniquePhone());
      await form.locator('[name="description"]').fill(lang === 'zh' ? '后胎扎钉' : 'Rear tyre puncture');
      await form.locator('input[name="consent"]').check();
      await form.getByRole('button', { name: lang === 'zh' ? '立即求助' : 'Get help now' }).click();
      await expect(page.getByTestId('rescue-done')).toContainText(lang === 'zh' ? '救援请求已收到' : 'Rescue request received');
    });
  }
});
