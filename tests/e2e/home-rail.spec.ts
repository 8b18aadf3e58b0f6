import { expect, test, type Page } from '@playwright/test';
import { watchLayoutShifts } from './support.ts';

// Home's model rail (decision 031): below 1024 px it scrolls sideways, and the cards out of sight are
// skipped by `content-visibility: auto` until they near the viewport. Skipping must never show: the
// rail keeps its height and nothing moves when the skipped cards appear.

/** Per card in the rail: whether the browser renders its content now (false: skipped). */
function renderedCards(page: Page) {
  return page
    .getByTestId('home-models')
    .locator('ul > li > *')
    .evaluateAll((cards) => cards.map((c) => c.checkVisibility({ contentVisibilityAuto: true })));
}

test.describe('home model rail', () => {
  test('390 px: only the first cards are laid out; scrolling the rail shows the rest with no shift', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const rail = page.getByTestId('home-models').locator('ul').first();
    await expect(rail.getByTestId('model-card')).toHaveCount(9);
    // The two on screen are laid out; Chrome also renders what is within a margin of the viewport
    // (here the next two), never the far end of the rail.
    await expect.poll(async () => (await renderedCards(page)).join()).toMatch(/^true,true,(true|false),(true|false),false,false,false,false,false$/);

    const heightBefore = await rail.evaluate((ul) => ul.getBoundingClientRect().height);
    const shifts = await watchLayoutShifts(page, 'from-now');
    await rail.evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth, behavior: 'instant' }));
    await expect.poll(async () => (await renderedCards(page)).at(-1)).toBe(true);
    await expect(rail.getByTestId('model-card').last()).toBeInViewport();
    expect(await rail.evaluate((ul) => ul.getBoundingClientRect().height)).toBe(heightBefore);
    expect(await shifts()).toBe(0);
  });

  test('1440 px: the rail is a grid and every card is laid out', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('home-models').getByTestId('model-card')).toHaveCount(9);
    await expect.poll(() => renderedCards(page)).toEqual(Array(9).fill(true));
  });
});
