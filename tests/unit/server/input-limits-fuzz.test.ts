// A smoke run of `npm run fuzz` (scripts/fuzz.ts): 2,000 property-based requests over every route's
// schema on this suite's database, with no 5xx and no reply outside the envelope.
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../../scripts/fuzz-run.ts';

describe('fuzz smoke', () => {
  it('2,000 mutated requests over every route: no 5xx, every reply an envelope', { timeout: 240_000 }, async () => {
    const stats = await runFuzz({ runs: 2000, seed: 25, databaseUrl: process.env.DATABASE_URL });
    expect(stats.routes).toBeGreaterThan(60);
    expect(stats.requests).toBe(2000);
    expect(stats.failures).toEqual([]);
    expect([stats.serverErrors, stats.nonEnvelope]).toEqual([0, 0]);
    expect(stats.byClass['4xx']).toBeGreaterThan(500);
    expect(stats.byClass['2xx']).toBeGreaterThan(100);
  });
});
