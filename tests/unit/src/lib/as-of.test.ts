import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Stamped } from '../../../../src/lib/api-client.ts';
import { asOfTime, oldestAsOf, stampedQuery, storedAtOf, unstamp } from '../../../../src/lib/as-of.ts';

interface Price {
  retail: number;
}

const STORED = Date.UTC(2024, 4, 1, 9, 30);

describe('asOfTime (the "as of" rule)', () => {
  const pageStart = 10_000;

  it('shows nothing for a live answer fetched during this visit', () => {
    expect(asOfTime({ data: { retail: 1 }, dataUpdatedAt: 12_000 }, pageStart)).toBeUndefined();
    expect(asOfTime({ data: undefined, dataUpdatedAt: 0 }, pageStart)).toBeUndefined();
  });

  it('uses the fetch time of data restored from an earlier visit', () => {
    expect(asOfTime({ data: { retail: 1 }, dataUpdatedAt: 9_000 }, pageStart)).toBe(9_000);
  });

  it('uses the worker\'s stored-at time when it answered from its cache, even for a fetch made during this visit', () => {
    const data = unstamp<Price>({ data: { retail: 1 }, storedAt: 5_000 });
    expect(asOfTime({ data, dataUpdatedAt: 12_000 }, pageStart)).toBe(5_000);
    // ...and over the later fetch time of an earlier visit that was itself answered from the cache.
    expect(asOfTime({ data, dataUpdatedAt: 9_000 }, pageStart)).toBe(5_000);
  });

  it('a live answer for the same object clears its stamp', () => {
    const data = unstamp<Price>({ data: { retail: 1 }, storedAt: 5_000 });
    unstamp<Price>({ data, storedAt: null });
    expect(storedAtOf(data)).toBeUndefined();
    expect(asOfTime({ data, dataUpdatedAt: 12_000 }, pageStart)).toBeUndefined();
  });

  it('several answers on one page show the oldest time', () => {
    const replayed = unstamp<Price>({ data: { retail: 2 }, storedAt: 7_000 });
    const queries = [
      { data: { retail: 1 }, dataUpdatedAt: 12_000 },
      { data: replayed, dataUpdatedAt: 12_500 },
      { data: { retail: 3 }, dataUpdatedAt: 8_000 },
    ];
    expect(oldestAsOf(queries, pageStart)).toBe(7_000);
    expect(oldestAsOf([queries[0]], pageStart)).toBeUndefined();
  });

  it('ignores primitive data (nothing to key the stamp on) instead of throwing', () => {
    expect(unstamp<number>({ data: 5, storedAt: 5_000 })).toBe(5);
    expect(storedAtOf(5)).toBeUndefined();
  });
});

/** A stamped catalog query whose answers the test scripts one by one. */
function scripted(answers: Stamped<Price>[]) {
  return {
    queryKey: ['catalog', 'price', 1],
    queryFn: async () => structuredClone(answers.shift()!),
    ...stampedQuery<Price>(),
    meta: { persist: true },
  };
}

async function observe(client: QueryClient, options: ReturnType<typeof scripted>) {
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('stamped queries in React Query', () => {
  it('a replay of the answer already shown gets its stamp, and the next live answer clears it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    const options = scripted([
      { data: { retail: 25800 }, storedAt: null },
      { data: { retail: 25800 }, storedAt: STORED },
      { data: { retail: 25800 }, storedAt: null },
    ]);
    const { observer, unsubscribe } = await observe(client, options);
    const pageStart = Date.now() - 1;
    const live = await observer.refetch();
    expect(live.data).toEqual({ retail: 25800 });
    expect(asOfTime(live, pageStart)).toBeUndefined();

    const replayed = await observer.refetch();
    expect(replayed.data).toEqual({ retail: 25800 });
    expect(asOfTime(replayed, pageStart)).toBe(STORED);

    const backOnline = await observer.refetch();
    expect(asOfTime(backOnline, pageStart)).toBeUndefined();
    unsubscribe();
    client.clear();
  });

  it('switching to another cached query with deep-equal data shows that query\'s own stamp (e.g. another sort offline)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const live = scripted([{ data: { retail: 25800 }, storedAt: null }]);
    const replayed = { ...scripted([{ data: { retail: 25800 }, storedAt: STORED }]), queryKey: ['catalog', 'price', 2] };
    await client.fetchQuery(replayed);
    const { observer, unsubscribe } = await observe(client, live);
    const pageStart = Date.now() - 1;
    expect(asOfTime(await observer.refetch(), pageStart)).toBeUndefined();
    observer.setOptions(replayed);
    const switched = observer.getCurrentResult();
    expect(switched.data).toEqual({ retail: 25800 });
    expect(asOfTime(switched, pageStart)).toBe(STORED);
    unsubscribe();
    client.clear();
  });

  it('the stamp survives persistence: restored data is dated by the worker\'s time, not the later fetch', async () => {
    const first = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await first.fetchQuery(scripted([{ data: { retail: 25800 }, storedAt: STORED }]));
    // What the IndexedDB persister does: dehydrate, serialise, and hydrate on the next visit.
    const persisted = JSON.parse(JSON.stringify(dehydrate(first)));
    const fetchedAt = first.getQueryState(['catalog', 'price', 1])!.dataUpdatedAt;
    first.clear();

    const next = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    hydrate(next, persisted);
    const { observer, unsubscribe } = await observe(next, scripted([]));
    const restored = observer.getCurrentResult();
    expect(restored.data).toEqual({ retail: 25800 });
    expect(restored.dataUpdatedAt).toBe(fetchedAt);
    expect(asOfTime(restored, fetchedAt + 1)).toBe(STORED);
    unsubscribe();
    next.clear();
  });

  it('restored live data keeps the earlier-visit rule (its fetch time)', async () => {
    const first = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await first.fetchQuery(scripted([{ data: { retail: 25800 }, storedAt: null }]));
    const persisted = JSON.parse(JSON.stringify(dehydrate(first)));
    const fetchedAt = first.getQueryState(['catalog', 'price', 1])!.dataUpdatedAt;
    first.clear();

    const next = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    hydrate(next, persisted);
    const { observer, unsubscribe } = await observe(next, scripted([]));
    expect(asOfTime(observer.getCurrentResult(), fetchedAt + 1)).toBe(fetchedAt);
    unsubscribe();
    next.clear();
  });
});
