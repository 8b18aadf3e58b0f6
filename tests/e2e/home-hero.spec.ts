import { expect, test, type Page, type Request } from '@playwright/test';
import { span, watchLayoutShifts } from './support.ts';

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

// The next slide's picture is hidden until autoplay or a control shows it (6.5 s at the earliest): it
// is fetched once the page has loaded, so a slow connection spends the first screen's bytes, and the
// main thread its work, on what is shown.
test("the next slide's picture is fetched after the page's load, not with the first screen", async ({ page, browser, baseURL }) => {
  const htmlOnly = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const server = await htmlOnly.newPage();
    await server.goto('/');
    // The server's page has no test ids: the hero is home's one carousel.
    const slides = server.locator('section[aria-roledescription] [role="group"]');
    await expect(slides).not.toHaveCount(1);
    await expect(slides.locator('img')).toHaveCount(1);
  } finally {
    await htmlOnly.close();
  }

  await page.goto('/');
  const next = page.getByTestId('hero').locator(':scope > *').nth(1).locator('picture');
  await expect(next).toHaveCount(1);
  // A responsive <picture>: the browser fetches whichever candidate of its sources fits, so every
  // candidate counts, not only the <img>'s fallback src.
  const timing = () =>
    next.evaluate((picture: HTMLPictureElement) => {
      const candidates = new Set(
        [...picture.querySelectorAll('source, img')].flatMap((el) => {
          const set = (el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? '');
          return [...set, el.getAttribute('src') ?? ''].filter(Boolean).map((u) => new URL(u, location.href).href);
        }),
      );
      return {
        loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        fetched: performance
          .getEntriesByType('resource')
          .filter((e) => candidates.has(e.name))
          .map((e) => e.startTime),
      };
    });
  await expect.poll(async () => (await timing()).fetched.length).toBeGreaterThan(0);
  const { loadEnd, fetched } = await timing();
  expect(loadEnd).toBeGreaterThan(0);
  for (const start of fetched) expect(start).toBeGreaterThanOrEqual(loadEnd);
});

// Autoplay and the progress bar that counts it down start once the page has settled (decision 038):
// while the page loads, a phone's processor and compositor go to the page, not to a decorative
// animation that runs from the first paint to the next slide.
test('the hero starts its progress bar and autoplay once the page has settled, not while it loads', async ({ page, request }) => {
  // The server's page (and a visit without script) has a still bar: nothing would ever advance it.
  expect(await (await request.get('/')).text()).not.toContain('data-running="true"');

  await page.addInitScript(() => {
    const w = window as Window & { __barRunsAt?: number };
    new MutationObserver(() => {
      if (w.__barRunsAt === undefined && document.querySelector('[data-running="true"]')) w.__barRunsAt = performance.timeOrigin + performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-running'] });
  });
  const finished: Request[] = [];
  page.on('requestfinished', (r) => finished.push(r));
  await page.goto('/');
  const hero = page.getByTestId('hero');
  // The controls' animations (the slide bars'); on wide screens the picture's slow zoom belongs to the
  // first view and runs from the first paint.
  const barAnimations = () =>
    hero.evaluate(
      (el) =>
        document.getAnimations().filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return !!target && el.parentElement!.contains(target) && !el.contains(target);
        }).length,
    );
  // The app has taken the page over (its root is live) and the sections are in: nothing moves yet.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('home-about')).toBeAttached();
  expect(await barAnimations()).toBe(0);
  await expect(hero.locator(':scope > *').first()).not.toHaveAttribute('aria-hidden', 'true');

  // Then the bar runs, after the page's own loads have gone quiet …
  const runsAt = await page
    .waitForFunction(() => (window as Window & { __barRunsAt?: number }).__barRunsAt, undefined, { timeout: 30_000 })
    .then(async (h) => (await h.jsonValue())!);
  // (The service worker's registration waits for the same moment: its code is not the page's.)
  const before = finished.filter((r) => !/^\/(sw\.js$|assets\/workbox-window)/.test(new URL(r.url()).pathname) && span(r).start < runsAt);
  expect(before.length).toBeGreaterThan(15);
  expect(runsAt - Math.max(...before.map((r) => span(r).end))).toBeGreaterThan(1500);
  expect(await barAnimations()).toBeGreaterThan(0);
  // … and 6.5 s later the next slide shows.
  await expect(hero.locator(':scope > *').nth(1)).not.toHaveAttribute('aria-hidden', 'true', { timeout: 15_000 });
});
