import { describe, expect, it } from 'vitest';
import { centsToYuan, pricePair } from '../../../../../../../src/features/catalog/components/price/price-math.ts';
import { maxQuantity } from '../../../../../../../src/features/catalog/components/goods/add-to-cart.tsx';

describe('price formatting', () => {
  it('shows an activity price and the saving only when it is below retail', () => {
    expect(pricePair(25800, 24800)).toEqual({ retail: '¥25,800', activity: '¥24,800', saving: '¥1,000' });
    expect(pricePair(25800, 25800)).toEqual({ retail: '¥25,800', activity: null, saving: null });
    expect(pricePair(25800, 0).activity).toBeNull();
    expect(pricePair(25800, null).activity).toBeNull();
  });

  it('converts goods cents to yuan without float drift', () => {
    expect(centsToYuan(45950)).toBe(459.5);
    expect(centsToYuan(1999)).toBe(19.99);
  });

  it('caps the cart quantity at stock and 99', () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(500)).toBe(99);
    expect(maxQuantity(0)).toBe(0);
  });
});
