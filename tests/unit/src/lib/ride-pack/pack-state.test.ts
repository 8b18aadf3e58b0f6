import { describe, expect, it } from 'vitest';
import {
  createPack,
  isComplete,
  itemId,
  markDone,
  markFailed,
  packBudget,
  packProgress,
  pendingItems,
  updatePack,
  PACK_CAP_BYTES,
} from '../../../../../src/lib/ride-pack/pack-state.ts';
import type { PackManifest } from '../../../../../src/lib/ride-pack/pack-types.ts';

const choice = { series: ['scooter'], allGoods: false, provinces: [2], policies: ['upkeep' as const], langs: [0 as const] };
const manifest = (over: Partial<Record<string, string>> = {}): PackManifest => ({
  items: [
    { url: '/detail?car_model_id=1', kind: 'page', bytes: 1000, version: over.page ?? 'p1' },
    { url: '/stage-api/api/car_info/get_car_info', kind: 'api', bytes: 300, version: over.a1 ?? 'a1', body: '{"car_model_id":1}' },
    { url: '/stage-api/api/car_info/get_car_info', kind: 'api', bytes: 200, version: 'a2', body: '{"car_model_id":2}' },
    { url: '/media/px/v1/scene/lake/1/768.avif', kind: 'image', bytes: 5000, version: '' },
  ],
  pages: 1,
  count: 4,
  total_bytes: 6500,
  built_at: '2026-11-26T02:00:00.000Z',
});

describe('ride pack state', () => {
  it('tells one call answer from another by its body', () => {
    const [, a, b] = manifest().items;
    expect(itemId(a!)).not.toBe(itemId(b!));
  });

  it('counts bytes and files stored, and what is left', () => {
    let s = createPack(choice, manifest());
    expect(packProgress(s)).toEqual({ bytesDone: 0, bytesTotal: 6500, itemsDone: 0, itemsTotal: 4 });
    s = markDone(s, s.items[0]!);
    s = markDone(s, s.items[3]!);
    expect(packProgress(s)).toEqual({ bytesDone: 6000, bytesTotal: 6500, itemsDone: 2, itemsTotal: 4 });
    expect(pendingItems(s).map((i) => i.body)).toEqual(['{"car_model_id":1}', '{"car_model_id":2}']);
    expect(isComplete(s)).toBe(false);
    s = markDone(s, s.items[1]!);
    s = markFailed(s, s.items[2]!);
    expect(pendingItems(s)).toEqual([]);
    expect(isComplete(s)).toBe(true);
  });

  it('updates to a newer manifest: unchanged files stay, changed ones are fetched again, dropped ones go', () => {
    let s = createPack(choice, manifest());
    for (const item of s.items) s = markDone(s, item);
    const next = manifest({ page: 'p2' });
    next.items = next.items.filter((i) => i.body !== '{"car_model_id":2}');
    const { next: updated, removed } = updatePack(s, next);
    expect(pendingItems(updated).map((i) => i.url)).toEqual(['/detail?car_model_id=1']);
    expect(removed.map((i) => i.body)).toEqual(['{"car_model_id":2}']);
    expect(updated.failed).toEqual([]);
  });

  it('refuses a pack over the cap or over the free space the browser reports', () => {
    expect(packBudget(10_000, { usage: 0, quota: 1e9 })).toBe('ok');
    expect(packBudget(PACK_CAP_BYTES + 1, { usage: 0, quota: 1e12 })).toBe('over-cap');
    expect(packBudget(5_000_000, { usage: 8_000_000, quota: 10_000_000 })).toBe('over-quota');
    expect(packBudget(5_000_000, undefined)).toBe('ok');
  });
});
