/** Booking dates in China time (UTC+8), the stores' clock, whatever the browser's zone. */
import { inBeijing } from '../../../lib/format.ts';

/** Today in China as YYYY-MM-DD. */
export function chinaToday(now = new Date()): string {
  return inBeijing(now).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The bookable range: tomorrow up to `windowDays` ahead (the server checks the same range). */
export function bookingRange(windowDays: number, now = new Date()): { min: string; max: string } {
  const today = chinaToday(now);
  return { min: addDays(today, 1), max: addDays(today, windowDays) };
}
