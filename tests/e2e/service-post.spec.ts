// A moto-travel story with a photo (a PNG made with sharp), and a wrong-type upload refused by the server.
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { createTestUser, loginAs, uniquePhone } from './support.ts';
import { LANGS } from './service-helpers.ts';

for (const { lang, prefix, n } of LANGS) {
  test(`${lang}: post a travel story with a photo`, async ({ page, request }) => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, n);
    await page.goto(`${prefix}/postService`);
    const form = page.getByTestId('post-form');
    const title = `${lang === 'zh' ? '洱海环湖' : 'Around Erhai Lake'} ${Date.now()}`;

    // A text file dressed up as a PNG: the server checks the bytes and says no.
    await form.getByTestId('post-file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(form.getByTestId('upload-error')).toHaveText(
      lang === 'zh' ? '仅支持 JPEG、PNG 或 WebP 图片' : 'Only JPEG, PNG or WebP images are accepted',
    );

    await form.getByTestId('post-file').setInputFiles({ name: 'erhai.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByTestId('post-thumb')).toHaveCount(1);
    await form.locator('[name="title"]').fill(title);
    await form
      .locator('[name="content"]')
      .fill(lang === 'zh' ? '清晨从大理古城出发，沿洱海骑行一圈。' : 'Left Dali old town at dawn and rode all the way round the lake.');
    await form.getByRole('button', { name: lang === 'zh' ? '发布游记' : 'Publish story' }).click();
    await expect(page.getByTestId('post-done')).toContainText(lang === 'zh' ? '游记已发布' : 'Your story is live');

    const post = page.getByTestId('post-list').locator('article', { hasText: title });
    await expect(post).toBeVisible();
    const src = await post.locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const img = await request.get(src ?? '');
    expect(img.headers()['content-type']).toBe('image/png');
    expect(img.headers()['x-content-type-options']).toBe('nosniff');
  });
}

test('logged out, the wall shows and posting asks for a login', async ({ page }) => {
  await page.goto('/en/postService');
  await expect(page.getByTestId('post-login')).toHaveAttribute('href', /\/en\/login\?path=/);
});
