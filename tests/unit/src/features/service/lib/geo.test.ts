import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, formatKm } from '../../../../../../src/features/service/lib/geo.ts';

describe('great-circle distance', () => {
  it('measures known city pairs', () => {
    // Kunming → Beijing is about 2,090 km as the crow flies.
    expect(distanceKm({ lat: 25.04, lng: 102.71 }, { lat: 39.9, lng: 116.4 })).toBeGreaterThan(2050);
    expect(distanceKm({ lat: 25.04, lng: 102.71 }, { lat: 39.9, lng: 116.4 })).toBeLessThan(2130);
    expect(distanceKm({ lat: 30, lng: 100 }, { lat: 30, lng: 100 })).toBe(0);
  });

  it('sorts nearest first and keeps ties in order', () => {
    const stores = [
      { id: 'beijing', lat: 39.9, lng: 116.4 },
      { id: 'dali', lat: 25.6, lng: 100.27 },
      { id: 'kunming', lat: 25.04, lng: 102.71 },
      { id: 'kunming-2', lat: 25.04, lng: 102.71 },
    ];
    const sorted = byDistance(stores, { lat: 25.05, lng: 102.7 });
    expect(sorted.map((s) => s.item.id)).toEqual(['kunming', 'kunming-2', 'dali', 'beijing']);
    expect(sorted[0].km).toBeLessThan(2);
  });

  it('formats distances', () => {
    expect(formatKm(0.85, 'en')).toBe('850 m');
    expect(formatKm(12.44, 'en')).toBe('12.4 km');
    expect(formatKm(1204.2, 'en')).toBe('1,204 km');
    expect(formatKm(3.2, 'zh')).toBe('3.2 公里');
  });
});
