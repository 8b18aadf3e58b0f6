import { sql } from 'kysely';

/**
 * ORDER BY term that puts goods in stock before sold-out ones. A parent's stock is the sum of its
 * variants' (kept in step when orders take stock), so one column decides for both.
 */
export const availableFirst = sql<number>`case when stock > 0 then 0 else 1 end`;

/** Stable sort of rows with a stock: in stock first, the given order kept within each group. */
export function sortAvailableFirst<T extends { stock: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => Number(a.stock <= 0) - Number(b.stock <= 0));
}
