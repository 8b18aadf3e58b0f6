// Shared steps of the after-sales service journeys (both languages).
import { expect, type Locator } from '@playwright/test';

/** The two site languages: URL prefix and the spec's lang value. */
export const LANGS = [
  { lang: 'zh', prefix: '', n: 0 },
  { lang: 'en', prefix: '/en', n: 1 },
] as const;

/** A booking date `days` ahead in China time (the stores' clock), as YYYY-MM-DD. */
export function dayAhead(days: number): string {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Waits for a select's options to load, picks the first real one and returns its value. */
export async function pickFirst(select: Locator): Promise<string> {
  await expect(select.locator('option:not([value=""])').first()).toBeAttached();
  const value = (await select.locator('option:not([value=""])').first().getAttribute('value')) ?? '';
  await select.selectOption(value);
  return value;
}

/** Great-circle distance in km (the test's own, independent of the page's). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}
