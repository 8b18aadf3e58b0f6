// The store finder: "nearest to me" with a faked position puts the nearest store first; tap-to-call links.
import { expect, test } from '@playwright/test';
import { api } from './support.ts';
import { haversineKm, LANGS } from './service-helpers.ts';

interface Store {
  id: number;
  name: string;
  lat: number;
  lng: number;
  phone: string;
}

const HERE = { lat: 30.66, lng: 104.06 }; // Chengdu
test.use({ geolocation: { latitude: HERE.lat, longitude: HERE.lng }, permissions: ['geolocation'] });

for (const { lang, prefix, n } of LANGS) {
  test(`${lang}: nearest to me puts the nearest store first`, async ({ page, request }) => {
    const stores = (await api<Store[]>(request, 'api/stores/get_store', { lang: n })).body.data;
    const nearest = [...stores].sort((a, b) => haversineKm(HERE, a) - haversineKm(HERE, b))[0];

    await page.goto(`${prefix}/market`);
    // Opens on the visitor's province (Yunnan for a local address), with the map.
    await expect(page.getByTestId('store-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('store-map').getByTestId('map-pin').first()).toBeAttached();
    await expect(page.getByTestId('store-card').first().getByTestId('store-call')).toHaveAttribute('href', /^tel:\d+/);

    await page.getByTestId('find-nearest').click();
    await expect(page.getByTestId('finder-status')).toContainText(lang === 'zh' ? '按距离排序' : 'nearest first');
    const first = page.getByTestId('store-card').first();
    await expect(first).toHaveAttribute('data-store-id', String(nearest.id));
    await expect(first).toContainText(nearest.name);
    await expect(first.getByTestId('store-distance')).toBeVisible();
    await expect(page.getByTestId('store-card')).toHaveCount(stores.length);
    await expect(page.getByTestId('map-me')).toBeAttached();

    // Choosing a store on the map highlights its card.
    const second = [...stores].sort((a, b) => haversineKm(HERE, a) - haversineKm(HERE, b))[1];
    await page.locator(`[data-testid="map-pin"][data-store-id="${second.id}"]`).click();
    await expect(page.locator(`[data-testid="store-card"][data-store-id="${second.id}"] button[aria-pressed="true"]`)).toBeVisible();
    // …and the keyboard works too.
    await page.locator(`[data-testid="map-pin"][data-store-id="${nearest.id}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-testid="store-card"][data-store-id="${nearest.id}"] button[aria-pressed="true"]`)).toBeVisible();
  });
}
