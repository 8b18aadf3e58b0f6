// Films on /videoWallpaper play: a real MP4 with a poster, captions, the size before playing, seekable.
import { expect, test } from '@playwright/test';

for (const { lang, prefix } of [
  { lang: 'zh', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const) {
  test(`/videoWallpaper: a film plays in the dialog (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/videoWallpaper`);
    const play = page.getByTestId('film-play');
    await expect(play.first()).toBeVisible();
    expect(await play.count()).toBeGreaterThanOrEqual(4);
    await expect(play.first()).toHaveAccessibleName(lang === 'zh' ? /^播放影片：/ : /^Play film: /);
    await expect(play.first()).toContainText(/\d:\d\d/);
    await play.first().click();
    const video = page.getByTestId('film-video');
    await expect(video).toBeVisible();
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /\/generated\/films\/.+\.jpg$/);
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\/generated\/films\/.+\.mp4$/);
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', new RegExp(`\\.${lang}\\.vtt$`));
    await expect(page.getByTestId('poster-dialog')).toContainText(/(KB|MB)/);
    // It really plays: time advances.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    const src = (await video.locator('source[type="video/mp4"]').getAttribute('src')) ?? '';
    const part = await page.request.get(src, { headers: { range: 'bytes=0-1023' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-type']).toBe('video/mp4');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('poster-dialog')).toHaveCount(0);
  });
}

test('/videoWallpaper with reduced motion: the film waits for the visitor to press play', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/en/videoWallpaper');
  await page.getByTestId('film-play').first().click();
  const video = page.getByTestId('film-video');
  await expect(video).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
  await context.close();
});
