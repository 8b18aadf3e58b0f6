// Shared steps of the outbox journeys: filling the test ride form and reading the server's log.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './support.ts';
import { dayAhead, pickFirst } from './service-helpers.ts';

/** One logged request, with the Idempotency-Key it carried (server/routes/test-support.ts). */
export interface KeyedRequest {
  method: string;
  url: string;
  at: number;
  idempotencyKey?: string;
}

/** The server's request log entries that carried an Idempotency-Key (only the outbox sends one). */
export async function keyedRequests(request: APIRequestContext): Promise<KeyedRequest[]> {
  return (await api<KeyedRequest[]>(request, '__test/requests')).body.data.filter((r) => !!r.idempotencyKey);
}

/** The outbox's items as stored in this browser's IndexedDB. */
export async function storedItems(
  page: Page,
): Promise<{ id: string; kind: string; idempotencyKey: string; status: string; body: Record<string, unknown> }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('yunling-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const get = db.transaction('outbox').objectStore('outbox').get('items');
          get.onsuccess = () => resolve(get.result ?? []);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Fills the test ride form (model preselected by the URL) and ticks consent. */
export async function fillTestDrive(page: Page, phone: string, name: string): Promise<void> {
  const form = page.getByTestId('test-drive-form');
  await expect(form.locator('select[name="car_model_id"]')).not.toHaveValue('', { timeout: 30_000 });
  await pickFirst(form.getByTestId('store_id'));
  await form.locator('[name="date"]').fill(dayAhead(4));
  await form.getByTestId('time').selectOption('10:30-12:00');
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="phone"]').fill(phone);
  await form.getByTestId('test-drive-consent').check();
}
