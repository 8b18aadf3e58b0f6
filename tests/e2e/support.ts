import type { APIRequestContext, Page, Request } from '@playwright/test';

/** Calls a `/stage-api` endpoint the way the site does and returns the envelope. */
export async function api<T = unknown>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}, token?: string) {
  const res = await request.post(`/stage-api/${path}${token ? `?token=${token}` : ''}`, { data: { group_id: 2, lang: 0, ...body } });
  return { status: res.status(), body: (await res.json()) as { code: number; msg: string; data: T } };
}

export interface TestUser {
  token: string;
  user_id: number;
  mobile: string;
  nickname: string;
}

/** Creates a session for a phone through the test-only endpoint (no SMS round trip). */
export async function createTestUser(request: APIRequestContext, phone: string): Promise<TestUser> {
  const res = await api<TestUser>(request, '__test/session', { phone });
  if (res.body.code !== 1) throw new Error(`test session failed: ${res.body.msg}`);
  return res.body.data;
}

/** Logs the page in by seeding the persisted store before any script runs. */
export async function loginAs(page: Page, user: TestUser, lang: 0 | 1 = 0): Promise<void> {
  const state = { state: { lang, badge: 0, loginFlag: true, userData: user }, version: 0 };
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('yunling-store')) window.localStorage.setItem('yunling-store', s);
  }, JSON.stringify(state));
}

/** A unique test phone number per call, so parallel tests never share a user. */
export function uniquePhone(): string {
  return `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The server's log of API requests (test mode), e.g. to assert nothing was sent. */
export async function requestLog(request: APIRequestContext): Promise<{ method: string; url: string; at: number }[]> {
  const res = await api<{ method: string; url: string; at: number }[]>(request, '__test/requests');
  return res.body.data;
}

/**
 * Sums the page's layout shifts that no input caused, from the next navigation (`from-load`, with the
 * shifts already buffered) or from now on (`from-now`). Resolves to a reader of the sum so far.
 */
export async function watchLayoutShifts(page: Page, from: 'from-load' | 'from-now'): Promise<() => Promise<number>> {
  const install = (buffered: boolean) => {
    const w = window as Window & { __layoutShifts?: number };
    w.__layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__layoutShifts! += e.value;
    }).observe({ type: 'layout-shift', buffered });
  };
  if (from === 'from-load') await page.addInitScript(install, true);
  else await page.evaluate(install, false);
  return () => page.evaluate(() => (window as Window & { __layoutShifts?: number }).__layoutShifts ?? 0);
}

/** When a request started and when its response ended (epoch ms), from Playwright's own timing. */
export function span(request: Request): { start: number; end: number } {
  const t = request.timing();
  return { start: t.startTime, end: t.startTime + Math.max(t.responseEnd, 0) };
}

/**
 * Waits until React has hydrated the element `selector` names (its fiber is attached): a click on a
 * link before that is a document load (the server's page), not the client-side navigation a spec
 * may be testing.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}
