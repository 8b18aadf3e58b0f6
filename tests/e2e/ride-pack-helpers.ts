// Shared steps of the ride pack journeys.
import type { BrowserContext, Page } from '@playwright/test';

/** Takes Background Fetch away from the context's pages, as in a browser without it: the pack downloads in the page. */
export async function withoutBackgroundFetch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch;
  });
}

/** The pack's state as IndexedDB holds it (the page's and the worker's shared record). */
export function storedPack(page: Page): Promise<{ done: Record<string, string>; background?: { id: string; outcome?: string } } | undefined> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('yl-ride-pack');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('pack');
        open.onsuccess = () => {
          const get = open.result.transaction('pack').objectStore('pack').get('current');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}
