import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, post } from '../../../../src/lib/api-client.ts';
import { useAppStore } from '../../../../src/lib/store.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 1, msg: 'ok', data: [] }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/stage-api', currentPath: () => '/' });
  useAppStore.setState({ lang: 0, badge: 0, loginFlag: false, userData: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('post: language of the body', () => {
  it('a query keyed by language sends that language even before the store caught up', async () => {
    await post('api/car_info/get_cars_by_type', { type: 'vehicle_series', lang: 1 });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ lang: 1, group_id: 2 });
  });
  it('an invalid lang in the body falls back to the store', async () => {
    useAppStore.setState({ lang: 1 });
    await post('x', { lang: 7 });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ lang: 1 });
  });
});
