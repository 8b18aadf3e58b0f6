// One throttled Chromium for the network bench: every target the site runs in (the page and its
// service worker) gets the same CDP network conditions, so the worker's precache pays the profile's
// round trips and bandwidth as it does on a phone. Playwright cannot open a CDP session on a service
// worker, so this uses puppeteer-core (Lighthouse's own driver) against the system Chromium.
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from './web-helpers.mjs';

/** Network profiles (CDP units: latency ms, throughput bytes/s). `stall` is lie-fi: connections open, nothing arrives. */
export const PROFILES = {
  '2G': { latency: 800, downloadThroughput: 250_000 / 8, uploadThroughput: 50_000 / 8, connectionType: 'cellular2g' },
  '3G-slow': { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8, connectionType: 'cellular3g' },
  '4G-slow': { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8, connectionType: 'cellular4g' },
  'lie-fi': { latency: 120_000, downloadThroughput: 1, uploadThroughput: 1, connectionType: 'cellular3g' },
  none: null,
};

/* global performance, PerformanceObserver, MutationObserver */
/** Runs in every page before its scripts: records FCP, LCP and when the page's main text or its "not saved" state shows. */
function probe() {
  const t = { fcp: 0, lcp: 0, mainText: 0, notSaved: 0 };
  Object.defineProperty(window, '__netProbe', { value: t });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') t.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) t.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const main = document.querySelector('main');
    if (!main) return;
    const heading = main.querySelector('h1, h2');
    if (
      !t.mainText &&
      heading?.textContent?.trim() &&
      (main.textContent ?? '').trim().length >= 40 &&
      !main.querySelector('[data-testid="offline-fallback"]')
    )
      t.mainText = performance.now();
    if (!t.notSaved && main.querySelector('[data-testid="offline-fallback"], [data-testid="not-saved"], [data-state="not-saved"]'))
      t.notSaved = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * A browser whose page and service worker targets all run under `profile` (4x CPU on the page),
 * optionally with Save-Data. Counts bytes and requests over every target. `setProfile` changes the
 * conditions of every live target (lie-fi after a warm-up).
 */
export async function throttledBrowser({ profile, saveData = false, cpu = 4 }) {
  // Chinese browser language, as launchChromium: without --accept-lang headless Chromium reports English
  // languages, and the app's root redirect sends the home page to /en once it starts (a second page load).
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--lang=zh-CN', '--accept-lang=zh-CN,zh'],
    headless: true,
  });
  const sessions = new Set();
  const traffic = { bytes: 0, requests: 0 };
  let conditions = profile;
  const apply = async (session) => {
    await session.send(
      'Network.emulateNetworkConditions',
      conditions ? { offline: false, ...conditions } : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
    );
  };
  const wire = async (session, isPage) => {
    sessions.add(session);
    session.on('Network.loadingFinished', (e) => {
      traffic.bytes += e.encodedDataLength;
      traffic.requests += 1;
    });
    await session.send('Network.enable');
    await apply(session);
    await session.send('Network.setExtraHTTPHeaders', {
      headers: { 'Accept-Language': 'zh-CN,zh;q=0.9', ...(saveData ? { 'Save-Data': 'on' } : {}) },
    });
    if (saveData) await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }).catch(() => undefined);
    if (isPage && cpu > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  };
  browser.on('targetcreated', (target) => {
    if (target.type() === 'service_worker')
      void target.createCDPSession().then(
        (s) => wire(s, false),
        () => undefined,
      );
  });
  return {
    browser,
    traffic,
    /** A new page under the same conditions, with the probe installed. */
    async newPage() {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(probe);
      await wire(await page.createCDPSession(), true);
      return page;
    },
    /** Switches every target to another profile (null: unthrottled). */
    async setProfile(next) {
      conditions = next;
      await Promise.all([...sessions].map((s) => apply(s).catch(() => undefined)));
    },
    close: () => browser.close(),
  };
}
