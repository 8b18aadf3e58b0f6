// Test-ride booking (the model preselected from ?car_model_id) and after-sales feedback, both languages.
import { expect, test } from '@playwright/test';
import { api, createTestUser, loginAs, uniquePhone } from './support.ts';
import { dayAhead, LANGS, pickFirst } from './service-helpers.ts';

for (const { lang, prefix, n } of LANGS) {
  test(`${lang}: request a test ride and leave feedback`, async ({ page, request }) => {
    const models = await api<{ models: { car_model_id: number; name: string }[] }>(request, 'api/about_us/after_sale', { lang: n });
    const model = models.body.data.models[2];
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, n);
    await page.goto(`${prefix}/testDrive?car_model_id=${model.car_model_id}`);
    const form = page.getByTestId('test-drive-form');
    await expect(form.locator('select[name="car_model_id"]')).toHaveValue(String(model.car_model_id), { timeout: 30_000 });
    await expect(page.getByTestId('test-drive-model')).toContainText(model.name);
    await pickFirst(form.getByTestId('store_id'));
    const date = dayAhead(3);
    await form.locator('[name="date"]').fill(date);
    await form.getByTestId('time').selectOption('10:30-12:00');
    await form.locator('[name="name"]').fill('Ada');
    await form.locator('[name="phone"]').fill(user.mobile);
    // Without the consent box ticked nothing is sent and what was typed stays.
    await form.getByRole('button', { name: lang === 'zh' ? '预约试驾' : 'Book my test ride' }).click();
    await expect(form.getByTestId('test-drive-consent-error')).toBeVisible();
    await expect(form.getByTestId('test-drive-consent')).toBeFocused();
    await expect(form.locator('[name="name"]')).toHaveValue('Ada');
    await form.getByTestId('test-drive-consent').check();
    await form.getByRole('button', { name: lang === 'zh' ? '预约试驾' : 'Book my test ride' }).click();
    await expect(page.getByTestId('test-drive-done')).toContainText(lang === 'zh' ? '试驾预约已提交' : 'Your test ride is booked');

    const drives = await api<{ car_model_id: number; date: string; time: string }[]>(
      request,
      'api/user/get_zsjc_test_drive',
      { lang: n },
      user.token,
    );
    expect(drives.body.data[0]).toMatchObject({ car_model_id: model.car_model_id, date, time: '10:30-12:00' });

    const feedback = page.getByTestId('feedback-form');
    await feedback
      .locator('label')
      .filter({ has: page.locator('input[name="rating"][value="5"]') })
      .click();
    await feedback.locator('[name="content"]').fill(lang === 'zh' ? '服务很专业，等待时间短。' : 'Quick, friendly and the bike runs beautifully.');
    await feedback.getByTestId('feedback-consent').check();
    await feedback.getByRole('button', { name: lang === 'zh' ? '提交评价' : 'Send feedback' }).click();
    await expect(page.getByTestId('feedback-done')).toContainText(lang === 'zh' ? '感谢您的反馈' : 'Thank you for your feedback');
  });
}
