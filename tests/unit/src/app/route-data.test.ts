import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { firstScreenQueries, prefetchFirstScreen } from '../../../../src/app/route-data.ts';
import { bannersQueryOptions } from '../../../../src/features/catalog/api/get-banners.ts';
import { recommendedModelsQueryOptions } from '../../../../src/features/catalog/api/get-recommended-models.ts';
import { newsListQueryOptions } from '../../../../src/features/content/api/get-news-list.ts';
import { useAppStore } from '../../../../src/lib/store.ts';

const keys = (pathname: string, search = '') => firstScreenQueries(pathname, search).map((q) => q.queryKey);

describe('first-screen data started before the page renders', () => {
  it('home asks for the banners and the recommended models, in the page language', () => {
    expect(keys('/')).toEqual([bannersQueryOptions(0).queryKey, recommendedModelsQueryOptions(0).queryKey]);
    expect(keys('/en')).toEqual([bannersQueryOptions(1).queryKey, recommendedModelsQueryOptions(1).queryKey]);
  });

  it('the news list asks for the first page of the column in the address (else all columns)', () => {
    expect(keys('/news')).toEqual([newsListQueryOptions(0, 0, 1).queryKey]);
    expect(keys('/en/news', '?column=2')).toEqual([newsListQueryOptions(1, 2, 1).queryKey]);
    expect(keys('/news', '?column=7')).toEqual([newsListQueryOptions(0, 0, 1).queryKey]);
  });

  it('other pages, the detail page and unknown paths ask for nothing', () => {
    for (const p of ['/aboutUs', '/pages/detail/car_model_id/1', '/no-such-page']) expect(keys(p)).toEqual([]);
  });

  it('prefetches each query once through the client', () => {
    const seen: unknown[] = [];
    const client = { prefetchQuery: (o: { queryKey: unknown }) => (seen.push(o.queryKey), Promise.resolve()) } as unknown as QueryClient;
    prefetchFirstScreen(client, '/', '');
    expect(seen).toEqual(keys('/'));
  });

  it('sets the language the API client sends from the address before asking', () => {
    const sentWith: number[] = [];
    const client = { prefetchQuery: () => (sentWith.push(useAppStore.getState().lang), Promise.resolve()) } as unknown as QueryClient;
    useAppStore.getState().setLang(0);
    prefetchFirstScreen(client, '/en/news', '');
    expect(sentWith).toEqual([1]);
    prefetchFirstScreen(client, '/', '');
    expect(sentWith).toEqual([1, 0, 0]);
  });
});
