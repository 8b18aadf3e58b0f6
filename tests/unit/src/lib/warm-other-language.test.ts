import { describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { otherLanguageKey, warmOtherLanguage } from '../../../../src/lib/warm-other-language.ts';

const both = { persist: true, bothLanguages: true };

function setup(constrained: boolean) {
  const client = new QueryClient();
  const jobs: (() => void)[] = [];
  const { warm } = warmOtherLanguage(client, { constrained: () => constrained, schedule: (w) => jobs.push(w) });
  const fetched: unknown[] = [];
  const queryFn = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    fetched.push(queryKey);
    return `groups in ${String(queryKey[queryKey.length - 1])}`;
  });
  const run = async () => {
    while (jobs.length) jobs.shift()!();
    await new Promise((r) => setTimeout(r, 10));
  };
  return { client, queryFn, fetched, run, warm };
}

describe('otherLanguageKey', () => {
  it('swaps the language at the end of the key', () => {
    expect(otherLanguageKey(['catalog', 'car-groups', 'displacement', 0])).toEqual(['catalog', 'car-groups', 'displacement', 1]);
    expect(otherLanguageKey(['service', 'after-sale', 1])).toEqual(['service', 'after-sale', 0]);
    expect(otherLanguageKey(['content', 'lists', 0, 3, 1, 'x'])).toBeUndefined();
  });
});

describe('warmOtherLanguage', () => {
  it('fetches the other language of a both-languages query once, when idle', async () => {
    const { client, queryFn, fetched, run } = setup(false);
    await client.fetchQuery({ queryKey: ['catalog', 'car-groups', 'vehicle_series', 0], queryFn, meta: both });
    await client.fetchQuery({ queryKey: ['cart', 0], queryFn });
    await run();
    expect(fetched).toEqual([
      ['catalog', 'car-groups', 'vehicle_series', 0],
      ['cart', 0],
      ['catalog', 'car-groups', 'vehicle_series', 1],
    ]);
    expect(client.getQueryData(['catalog', 'car-groups', 'vehicle_series', 1])).toBe('groups in 1');
    // The copy's answer does not bounce back, and a refresh does not fetch the copy again.
    await client.refetchQueries({ queryKey: ['catalog', 'car-groups', 'vehicle_series', 0] });
    await run();
    expect(fetched).toHaveLength(4);
  });

  it('fetches nothing ahead under Save-Data or on 2g', async () => {
    const { client, queryFn, fetched, run } = setup(true);
    await client.fetchQuery({ queryKey: ['catalog', 'car-groups', 'vehicle_series', 0], queryFn, meta: both });
    await run();
    expect(fetched).toEqual([['catalog', 'car-groups', 'vehicle_series', 0]]);
  });

  it('warms a server-rendered answer (hydrated, no success event) once its options give it the meta', async () => {
    const { client, queryFn, fetched, run, warm } = setup(false);
    const key = ['service', 'after-sale', 0];
    const server = new QueryClient();
    server.setQueryData(key, 'plans');
    hydrate(client, dehydrate(server));
    await run();
    expect(fetched).toEqual([]); // hydrating fires no success event
    // The first render's observer gives the hydrated query its options (queryFn, meta).
    new QueryObserver(client, { queryKey: key, queryFn, meta: both, enabled: false });
    client.getQueryCache().getAll().forEach(warm);
    client.getQueryCache().getAll().forEach(warm);
    await run();
    expect(fetched).toEqual([['service', 'after-sale', 1]]);
  });
});
