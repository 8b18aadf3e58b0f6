// The ride pack stores its own downloads: the worker must not intercept them (or its size-bounded
// runtime caches would keep, and later evict, a second copy).
import { describe, expect, it } from 'vitest';
import { classifyRequest, RIDE_PACK_HEADER } from '../../../sw/routes.ts';

const origin = 'https://site.example';
const marked = { has: (name: string) => name === RIDE_PACK_HEADER };

describe('ride pack requests', () => {
  it('pass through the worker whatever they fetch', () => {
    expect(classifyRequest({ url: `${origin}/stage-api/api/car_info/get_car_info`, method: 'POST', headers: marked }, origin)).toBe('passthrough');
    expect(classifyRequest({ url: `${origin}/media/px/v1/scene/lake/1/768.avif`, method: 'GET', headers: marked }, origin)).toBe('passthrough');
    expect(classifyRequest({ url: `${origin}/detail?car_model_id=1`, method: 'GET', mode: 'cors', headers: marked }, origin)).toBe('passthrough');
  });

  it('while the same requests unmarked keep their routes', () => {
    const none = { has: () => false };
    expect(classifyRequest({ url: `${origin}/stage-api/api/car_info/get_car_info`, method: 'POST', headers: none }, origin)).toBe('catalog');
    expect(classifyRequest({ url: `${origin}/media/px/v1/scene/lake/1/768.avif`, method: 'GET', headers: none }, origin)).toBe('image');
  });
});
