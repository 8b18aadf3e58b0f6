// Club events carry their meeting point's coordinates (migration 013, meeting_lat/meeting_lng) for the "navigate" links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

type Ev = { slug: string; lat: number | null; lng: number | null };

describe('event meeting points', () => {
  it('every seeded event has WGS-84 coordinates in China, Kunming events near Kunming', async () => {
    const r = (await t.post('api/activity/get_activity', {})).json() as { data: Ev[] };
    expect(r.data.length).toBeGreaterThan(5);
    for (const e of r.data) {
      expect(e.lat).toBeGreaterThan(18);
      expect(e.lat).toBeLessThan(54);
      expect(e.lng).toBeGreaterThan(73);
      expect(e.lng).toBeLessThan(135);
    }
    const night = r.data.find((e) => e.slug === 'kunming-night-ride-christmas');
    expect(Math.abs((night?.lat ?? 0) - 25.04)).toBeLessThan(0.3);
    expect(Math.abs((night?.lng ?? 0) - 102.71)).toBeLessThan(0.3);
  });
});
