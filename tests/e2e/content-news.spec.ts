// News: the list pages to "no more" through the "more" button, and an article links to its neighbours.
import { expect, test } from '@playwright/test';

const copy = {
  zh: { prefix: '', events: '最新活动', more: '更多', noMore: '没有更多了', prev: '上一篇', next: '下一篇', back: '返回资讯列表' },
  en: { prefix: '/en', events: 'Latest events', more: 'More', noMore: 'No more', prev: 'Previous', next: 'Next', back: 'Back to news' },
} as const;

for (const [lang, c] of Object.entries(copy)) {
  test(`news list pages to "no more" (${lang})`, async ({ page }) => {
    await page.goto(`${c.prefix}/news`);
    const list = page.getByTestId('news-list');
    await expect(list).toBeVisible();
    await expect(page.getByTestId('news-item')).toHaveCount(7);

    await page.getByRole('tab', { name: c.events }).click();
    await expect(page.getByRole('tab', { name: c.events })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('news-item')).toHaveCount(7);
    const firstTitle = await page.getByTestId('news-item').first().getByRole('heading').textContent();

    // The seed has 10 events: one "more" appends the last 3 and the list ends.
    await page.getByRole('button', { name: c.more, exact: true }).click();
    await expect(page.getByTestId('news-item')).toHaveCount(10);
    await expect(page.getByTestId('news-no-more')).toHaveText(c.noMore);
    await expect(page.getByRole('button', { name: c.more, exact: true })).toHaveCount(0);
    // Appended, not replaced: the first story is still first, and focus moved to the first new one.
    await expect(page.getByTestId('news-item').first().getByRole('heading')).toHaveText(firstTitle ?? '');
    await expect(page.getByTestId('news-item').nth(7).getByRole('link')).toBeFocused();
  });

  test(`news detail has previous and next links (${lang})`, async ({ page }) => {
    await page.goto(`${c.prefix}/news`);
    const second = page.getByTestId('news-item').nth(1).getByRole('link');
    const title = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/newsDetail\\?id=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('cms-html').locator('p').first()).toBeVisible();

    const next = page.getByTestId('news-next');
    await expect(next).toContainText(c.next);
    const nextTitle = (await next.locator('span').nth(1).textContent()) ?? '';
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    const prev = page.getByTestId('news-prev');
    await expect(prev).toContainText(c.prev);
    await expect(prev).toContainText(title);
    await prev.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('link', { name: c.back }).click();
    await expect(page.getByTestId('news-list')).toBeVisible();
  });
}

test('an unknown article answers 404 with a friendly not-found state', async ({ page }) => {
  const res = await page.goto('/en/newsDetail?id=999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('news-not-found')).toContainText('This story isn’t available');
  await page.getByRole('link', { name: 'See all news' }).click();
  await expect(page.getByTestId('news-list')).toBeVisible();
});
