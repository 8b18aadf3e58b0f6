import { describe, expect, it } from 'vitest';
import { nextService } from '../../../../../../src/features/service/lib/schedule.ts';
import { addDays, bookingRange, chinaToday } from '../../../../../../src/features/service/lib/dates.ts';

const rows = [1000, 6000, 12000, 18000, 24000, 30000, 36000].map((km) => ({ km }));

describe('nextService', () => {
  it('finds the first service at or after the mileage', () => {
    expect(nextService(rows, 0)?.dueAtKm).toBe(1000);
    expect(nextService(rows, 1000)?.dueAtKm).toBe(1000);
    expect(nextService(rows, 1001)?.dueAtKm).toBe(6000);
    expect(nextService(rows, 35999)?.dueAtKm).toBe(36000);
  });

  it('repeats the regular cycle past the end of the table, never the running-in service', () => {
    expect(nextService(rows, 36001)).toEqual({ row: { km: 6000 }, dueAtKm: 42000 });
    expect(nextService(rows, 72000)).toEqual({ row: { km: 36000 }, dueAtKm: 72000 });
    expect(nextService(rows, 80000)).toEqual({ row: { km: 12000 }, dueAtKm: 84000 });
  });

  it('gives nothing for nonsense', () => {
    expect(nextService(rows, -1)).toBeNull();
    expect(nextService(rows, Number.NaN)).toBeNull();
    expect(nextService([], 100)).toBeNull();
  });
});

describe('booking dates (China time)', () => {
  it('uses UTC+8 for "today"', () => {
    expect(chinaToday(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
    expect(chinaToday(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
  });

  it('books from tomorrow up to the window', () => {
    expect(bookingRange(60, new Date('2026-12-31T04:00:00Z'))).toEqual({ min: '2027-01-01', max: '2027-03-01' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
