import { expect, test, type Page } from '@playwright/test';
import { watchLayoutShifts } from './support.ts';

// Home's hero on phones: the picture sits above the caption, and the controls (slide bars, previous,
// pause, next) sit at the hero's foot. A long title or a two-line subtitle used to run into them,
// since the hero had one fixed height; it is now as tall as its tallest slide, and never changes. At
// 320 px the controls ran off the right edge (next was cut off); the slide bars now give way.

/**
 * The controls' boxes (the buttons after the slides: bars, previous, pause, next) and, for every
 * slide, the space between its caption's last line (the button) and the controls' top.
 */
function heroLayout(page: Page) {
  return page.getByTestId('hero').evaluate((hero) => {
    const controls = [...hero.parentElement!.querySelectorAll('button')]
      .filter((b) => !hero.contains(b))
      .map((b) => b.getBoundingClientRect().toJSON() as DOMRect);
    const controlsTop = Math.min(...controls.map((b) => b.top));
    const gaps = [...hero.children].map((slide) =>
      Math.round(controlsTop - slide.lastElementChild!.lastElementChild!.getBoundingClientRect().bottom),
    );
    return { controls, gaps };
  });
}

for (const { lang, path } of [
  { lang: 'zh', path: '/' },
  { lang: 'en', path: '/en' },
]) {
  for (const width of [320, 390]) {
    test(`${lang} at ${width} px: no slide's caption runs into the controls, and the hero keeps one height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      const hero = page.getByTestId('hero');
      await expect(hero.locator('img').first()).toBeVisible();
      await page.getByTestId('hero-pause').click();
      const slides = await hero.locator(':scope > *').count();
      expect(slides).toBeGreaterThan(1);
      const { controls, gaps } = await heroLayout(page);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
      // Every control is on screen with at least a 24 px wide target (the bars give way at 320 px).
      for (const box of controls) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }

      const height = await hero.evaluate((el) => el.getBoundingClientRect().height);
      const shifts = await watchLayoutShifts(page, 'from-now');
      for (let i = 1; i <= slides; i++) {
        await page.getByRole('button', { name: lang === 'zh' ? '下一张' : 'Next slide', exact: true }).click();
        await expect(hero.locator(':scope > *').nth(i % slides)).not.toHaveAttribute('aria-hidden', 'true');
        expect(await hero.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
      }
      expect(await shifts()).toBe(0);
    });
  }
}
