import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARE,
  parseCompareIds,
  toggleItem,
  useCompareStore,
} from '../../../../../../../src/features/catalog/components/compare/compare-store.ts';

const item = (id: number) => ({ id, name: `M${id}`, pic: `/p/${id}.svg` });

describe('compare selection', () => {
  it('adds, removes and refuses a fourth model', () => {
    let items = toggleItem([], item(1)).items;
    items = toggleItem(items, item(2)).items;
    items = toggleItem(items, item(3)).items;
    expect(items).toHaveLength(MAX_COMPARE);
    expect(toggleItem(items, item(4))).toEqual({ items, result: 'full' });
    expect(toggleItem(items, item(2)).items.map((i) => i.id)).toEqual([1, 3]);
  });

  it('parses the compare query into unique ids, at most three', () => {
    expect(parseCompareIds('3,1,3,x,-2,7,9')).toEqual([3, 1, 7]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('persists the selection to localStorage', () => {
    useCompareStore.getState().clear();
    expect(useCompareStore.getState().toggle(item(5))).toBe('added');
    expect(JSON.parse(localStorage.getItem('yunling-compare') ?? '{}').state.items[0].id).toBe(5);
  });
});
