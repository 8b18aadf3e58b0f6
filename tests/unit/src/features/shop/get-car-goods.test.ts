import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { carGoodsQueryOptions, getCarGoods } from '../../../../../src/features/shop/api/get-car-goods.ts';
import { NetworkError } from '../../../../../src/lib/api-client.ts';

afterEach(() => vi.restoreAllMocks());

describe('the cart read (network only)', () => {
  it('offline it fails at once without a request', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(getCarGoods(0)).rejects.toBeInstanceOf(NetworkError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a failed read is not asked again when the badge mounts again after the connection returns', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.reject(new NetworkError('offline')));
    const options = { ...carGoodsQueryOptions(0, 'tok'), queryFn };
    await client.prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(1);
    new QueryObserver(client, options).subscribe(() => undefined)();
    await new Promise((r) => setTimeout(r, 20));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
