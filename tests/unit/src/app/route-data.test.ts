import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { firstScreenQueries, prefetchFirstScreen } from '../../../../src/app/route-data.ts';
import { bannersQueryOptions } from '../../../../src/features/catalog/api/get-banners.ts';
import { recommendedModelsQueryOptions } from '../../../../src/features/catalog/api/get-recommended-models.ts';
import { newsListQueryOptions } from '../../../../src/features/content/api/get-news-list.ts';
import { useAppStore } from '../../../../src/lib/store.ts';
import { carInfoQueryOptions } from '../../../../src/features/catalog/api/get-car-info.ts';
import { hasFirstScreenData } from '../../../../src/app/route-table.ts';

const keys = async (pathname: string, search = '') => (await firstScreenQueries(pathname, search)).map((q) => q.queryKey);

describe('first-screen data started before the page renders', () => {
  it('home asks for the banners and the recommended models, in the page language', async () => {
    expect(await keys('/')).toEqual([bannersQueryOptions(0).queryKey, recommendedModelsQueryOptions(0).queryKey]);
    expect(await keys('/en')).toEqual([bannersQueryOptions(1).queryKey, recommendedModelsQueryOptions(1).queryKey]);
  });

  it('the news list asks for the first page of the column in the address (else all columns)', async () => {
    expect(await keys('/news')).toEqual([newsListQueryOptions(0, 0, 1).queryKey]);
    expect(await keys('/en/news', '?column=2')).toEqual([newsListQueryOptions(1, 2, 1).queryKey]);
    expect(await keys('/news', '?column=7')).toEqual([newsListQueryOptions(0, 0, 1).queryKey]);
  });

  it('the model detail page asks for the model in the address (path or query), nothing for a malformed id', async () => {
    expect(await keys('/pages/detail/car_model_id/3')).toEqual([carInfoQueryOptions(3, 0).queryKey]);
    expect(await keys('/en/pages/detail/car_model_id/12/')).toEqual([carInfoQueryOptions(12, 1).queryKey]);
    expect(await keys('/pages/detail/car_model_id/x1')).toEqual([]);
  });

  it('other pages and unknown paths ask for nothing', async () => {
    for (const p of ['/aboutUs', '/club', '/no-such-page']) expect(await keys(p)).toEqual([]);
  });

  it('main.tsx loads this chunk exactly for the pages that have first-screen queries', async () => {
    const paths = ['/', '/en', '/news', '/en/news/', '/aboutUs', '/pages/detail/car_model_id/1', '/en/club', '/shoppingCart', '/no-such-page'];
    for (const p of paths) expect(hasFirstScreenData(p), p).toBe((await keys(p)).length > 0);
    expect(hasFirstScreenData('/club')).toBe(false);
  });

  it('prefetches each query once through the client', async () => {
    const seen: unknown[] = [];
    const client = { prefetchQuery: (o: { queryKey: unknown }) => (seen.push(o.queryKey), Promise.resolve()) } as unknown as QueryClient;
    await prefetchFirstScreen(client, '/', '');
    expect(seen).toEqual(await keys('/'));
  });

  it('sets the language the API client sends from the address before asking', async () => {
    const sentWith: number[] = [];
    const client = { prefetchQuery: () => (sentWith.push(useAppStore.getState().lang), Promise.resolve()) } as unknown as QueryClient;
    useAppStore.getState().setLang(0);
    await prefetchFirstScreen(client, '/en/news', '');
    expect(sentWith).toEqual([1]);
    await prefetchFirstScreen(client, '/', '');
    expect(sentWith).toEqual([1, 0, 0]);
  });
});
