import { describe, expect, it } from 'vitest';
import {
  fitViewBox,
  insidePolygon,
  landDots,
  MAINLAND,
  MAP_HEIGHT,
  MAP_WIDTH,
  project,
} from '../../../../../../src/features/service/lib/map-projection.ts';

describe('store map geometry', () => {
  it('keeps the provinces with stores inside the outline', () => {
    const cities: [number, number][] = [
      [102.71, 25.04],
      [104.07, 30.67],
      [116.4, 39.9],
      [121.47, 31.23],
      [113.26, 23.13],
      [91.13, 29.65],
      [119.3, 26.08],
    ];
    for (const [lng, lat] of cities) expect(insidePolygon(lng, lat, MAINLAND), `${lng},${lat}`).toBe(true);
    expect(insidePolygon(140, 35, MAINLAND)).toBe(false);
  });

  it('projects into the map box', () => {
    for (const [lng, lat] of MAINLAND) {
      const { x, y } = project(lat, lng);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    expect(project(25, 102).x).toBeLessThan(project(25, 120).x);
    expect(project(40, 110).y).toBeLessThan(project(20, 110).y);
  });

  it('fills the land with a few hundred dots', () => {
    const dots = landDots(8);
    expect(dots.length).toBeGreaterThan(600);
    expect(dots.length).toBeLessThan(3000);
  });

  it('fits a view box around points in the map aspect ratio', () => {
    const [, , w, h] = fitViewBox([project(25, 102), project(26, 103)]);
    expect(w).toBeGreaterThanOrEqual(90);
    expect(h / w).toBeCloseTo(MAP_HEIGHT / MAP_WIDTH, 5);
    expect(fitViewBox([])).toEqual([0, 0, MAP_WIDTH, MAP_HEIGHT]);
  });
});
