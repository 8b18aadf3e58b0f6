// One source of facts: the header, footer, contact, about, after-sales and store-finder pages show the
// same hours, hotline and outlet count in both languages, and the outlet count is the stores table's.
import { expect, test, type Page } from '@playwright/test';
import { api } from './support.ts';

const HOURS = /(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})/;
const HOTLINE = /\d{3}-\d{3}-\d{4}/;

/** The first hours range, hotline or number a text states, normalised for comparison. */
const hoursIn = (text: string) => HOURS.exec(text)?.slice(1, 3).join('–') ?? `no hours in "${text}"`;
const hotlineIn = (text: string) => HOTLINE.exec(text)?.[0] ?? `no hotline in "${text}"`;
/** The outlet count a sentence states ("47 家…", "47 authorised outlets", "共 47 家门店", "47 stores"). */
const countIn = (text: string) => Number(/(\d+)\s*(?:家|authori[sz]ed|stores?\b)/.exec(text)?.[1] ?? NaN);

async function text(page: Page, testId: string): Promise<string> {
  const el = page.getByTestId(testId).first();
  await expect(el).toBeVisible();
  return (await el.textContent()) ?? '';
}

for (const [lang, prefix, langCode] of [
  ['zh', '', 0],
  ['en', '/en', 1],
] as const) {
  test(`hours, hotline and outlet count agree across pages and with the stores (${lang})`, async ({ page, request }) => {
    const about = await api<{ outlets: number }>(request, 'api/about_us/about', { lang: langCode });
    const provinces = await api<{ store_count: number }[]>(request, 'api/areas/get_province', { lang: langCode });
    const stores = provinces.body.data.reduce((sum, p) => sum + p.store_count, 0);
    expect(stores).toBeGreaterThan(0);
    expect(about.body.data.outlets).toBe(stores);

    const hours: Record<string, string> = {};
    const hotlines: Record<string, string> = {};
    const outlets: Record<string, number> = {};

    await page.goto(`${prefix}/contactUs`);
    // The header shows the hotline on the Chinese site only (spec: the English header has no hotline).
    if (lang === 'zh') hotlines.header = hotlineIn(await text(page, 'hotline'));
    hotlines.footer = hotlineIn(await text(page, 'footer-hotline'));
    hours.footer = hoursIn(await text(page, 'footer-hours'));
    hotlines.contact = hotlineIn(await text(page, 'contact-hotline'));
    hours.contact = hoursIn(await text(page, 'contact-hours'));
    outlets.contact = countIn(await text(page, 'contact-outlets'));

    await page.goto(`${prefix}/aboutUs`);
    const company = page.locator('section[aria-labelledby="about-company"]');
    await expect(company).toBeVisible();
    outlets.about = countIn((await company.textContent()) ?? '');
    hours.aboutFooter = hoursIn(await text(page, 'footer-hours'));

    for (const path of ['/specialService', '/usedCarService', '/testDrive']) {
      await page.goto(`${prefix}${path}`);
      hotlines[path] = hotlineIn(await text(page, 'service-hotline'));
      hours[path] = hoursIn(await text(page, 'service-hours'));
    }

    // An empty province shows every store (the finder otherwise starts at the visitor's IP province).
    await page.goto(`${prefix}/market?province_id=`);
    await expect(page.getByTestId('finder-status')).toHaveText(/\d/);
    outlets.finder = countIn(await text(page, 'finder-status'));

    const one = <T>(facts: Record<string, T>) => [...new Set(Object.values(facts))];
    expect(one(hours), JSON.stringify(hours)).toHaveLength(1);
    expect(one(hotlines), JSON.stringify(hotlines)).toHaveLength(1);
    expect(one(outlets), JSON.stringify(outlets)).toEqual([stores]);
  });
}
