// The loan calculator (exact cents), plans filling it in, and a finance enquiry.
import { expect, test } from '@playwright/test';
import { uniquePhone } from './support.ts';
import { LANGS } from './service-helpers.ts';

for (const { lang, prefix } of LANGS) {
  test(`${lang}: calculate a loan and send an enquiry`, async ({ page }) => {
    await page.goto(`${prefix}/financialService`);
    const calc = page.getByTestId('loan-calculator');
    // ¥10,000 over 12 months at 12% a year: ¥888.49 a month, ¥661.86 interest.
    await calc.getByTestId('loan-price').fill('10000');
    await calc.getByTestId('loan-down').fill('0');
    await calc.getByTestId('loan-term').selectOption('12');
    await calc.getByTestId('loan-rate').fill('12');
    await expect(calc.getByTestId('loan-monthly')).toHaveText('¥888.49');
    await expect(calc.getByTestId('loan-interest')).toHaveText('¥661.86');

    // The 0% plan: 30% down, 12 months, no interest: ¥7,000 over 12 = ¥583.33 a month.
    await page.getByTestId('finance-plan-fin-zero-12').click();
    await expect(calc.getByTestId('loan-down')).toHaveValue('3000');
    await expect(calc.getByTestId('loan-monthly')).toHaveText('¥583.33');
    await expect(calc.getByTestId('loan-interest')).toHaveText('¥0.00');

    const form = page.getByTestId('finance-form');
    await expect(form.getByTestId('plan_id')).toHaveValue('fin-zero-12');
    await form.locator('[name="name"]').fill('Li');
    await form.locator('[name="phone"]').fill(uniquePhone());
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: lang === 'zh' ? '提交咨询' : 'Send enquiry' }).click();
    await expect(page.getByTestId('finance-done')).toContainText(lang === 'zh' ? '申请已提交' : 'Request sent');
  });
}
