// Company pages (about, honor, fleet, contact, brand centre, app, films and wallpapers) show their key content in both languages.
import { expect, test } from '@playwright/test';

const langs = [
  { lang: 'zh', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;

for (const { lang, prefix } of langs) {
  const zh = lang === 'zh';

  test(`/aboutUs: group introduction and figures (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/aboutUs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '云岭摩托集团' : 'Yunling Motor Group');
    const figures = page.getByTestId('figure-tiles');
    for (const n of ['1982', '1999', '47', '769', '80', '342']) await expect(figures.getByText(n, { exact: true })).toBeVisible();
    await expect(figures).toContainText(zh ? '3,000+' : '3,000+');
    await expect(figures).toContainText(zh ? '400万' : '4million');
    await expect(page.getByRole('heading', { name: zh ? '核心理念' : 'What we believe' })).toBeVisible();
    await expect(page.getByRole('heading', { name: zh ? '云岭研发中心' : 'Yunling R&D Centre' })).toBeVisible();
    await expect(page.getByText(zh ? '成立于 1999 年' : 'Founded in 1999', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: zh ? '发展历程' : 'Our journey' })).toBeVisible();
  });

  test(`/honor: group and institute sections (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/honor`);
    for (const section of ['group', 'institute'] as const) {
      const s = page.getByTestId(`honor-${section}`);
      await expect(s.getByRole('heading', { level: 2 })).toHaveText(
        section === 'group' ? (zh ? '集团荣誉' : 'Group') : zh ? '创新研究院' : 'Innovation research institute',
      );
      expect(await s.getByRole('listitem').count()).toBeGreaterThan(2);
    }
  });

  test(`/contactUs: hotline, address, e-mail and social QR codes (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/contactUs`);
    const hotline = page.getByTestId('contact-hotline');
    await expect(hotline).toHaveText('400-700-3088');
    await expect(hotline).toHaveAttribute('href', 'tel:4007003088');
    await expect(page.locator('main a[href^="mailto:"]')).toHaveText('service@yunling-motor.example');
    await expect(page.locator('main address')).toContainText(zh ? '昆明' : 'Kunming');
    for (const key of ['wechat', 'weibo', 'douyin', 'bilibili'])
      await expect(page.locator(`main img[src="/media/qr/${key}.svg"]`)).toHaveAttribute('alt', /.+/);
  });

  test(`/fleet: riders and results (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/fleet`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh ? '云岭厂队' : 'Yunling Factory Racing');
    await expect(page.getByRole('heading', { name: zh ? '杨骁' : 'Yang Xiao' })).toBeVisible();
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThanOrEqual(5);
  });

  test(`/brandCenter: story, logo and downloads (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/brandCenter`);
    await expect(page.getByRole('heading', { name: zh ? '品牌故事' : 'Our Story' })).toBeVisible();
    await expect(page.getByRole('img', { name: zh ? '云岭摩托品牌标志' : 'Yunling Motor logo' })).toBeVisible();
    const downloads = page.locator('main a[download]');
    await expect(downloads).toHaveCount(2);
    await expect(downloads.first()).toHaveAttribute('href', '/media/brand/logo.svg');
    const res = await page.request.get('/media/brand/logo.svg');
    expect(res.headers()['content-type']).toMatch(/svg/);
  });

  test(`/app: download QR codes, banners, features and no footer (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/app`);
    await expect(page.getByRole('img', { name: zh ? 'iPhone 版下载二维码' : 'QR code to download the iPhone app' })).toHaveAttribute(
      'src',
      '/media/qr/app-ios.svg',
    );
    await expect(page.getByRole('img', { name: zh ? 'Android 版下载二维码' : 'QR code to download the Android app' })).toHaveAttribute(
      'src',
      '/media/qr/app-android.svg',
    );
    // The banners arrive from the API after the page renders: wait for them (retrying assertion).
    await expect(page.getByTestId('app-banners').getByRole('link').nth(2)).toBeVisible();
    await expect(page.getByRole('heading', { name: zh ? '一键救援' : 'One-tap Assistance' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });

  test(`/videoWallpaper: lazy posters, film dialog and wallpaper downloads (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/videoWallpaper`);
    const films = page.getByTestId('films').locator('img');
    await expect(films.first()).toBeAttached();
    expect(await films.count()).toBeGreaterThanOrEqual(4);
    await expect(films.first()).toHaveAttribute('loading', 'lazy');
    await expect(films.first()).toHaveAttribute('width', '800');
    await page.getByTestId('films').getByRole('button').first().click();
    const dialog = page.getByTestId('poster-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(zh ? '片长' : 'Running time');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const link = page.getByTestId('wallpapers').locator('a[download]').first();
    await expect(link).toHaveAttribute('href', /\/media\/wallpapers\/v1\/.+\/1170x2532\.jpg$/);
    const res = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
  });
}

test('/videoWallpaper on Save-Data says so and does not start the film by itself', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }),
  );
  const page = await context.newPage();
  // The server cannot know the connection: the note comes after hydration, never as a mismatch or a crash.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/en/videoWallpaper');
  await expect(page.getByTestId('save-data-note')).toBeVisible();
  await page.getByTestId('films').getByRole('button').first().click();
  const video = page.getByTestId('film-video');
  await expect(video).toHaveAttribute('preload', 'none');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
