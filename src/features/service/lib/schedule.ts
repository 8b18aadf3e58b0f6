/** Finds the service that is due next on the maintenance schedule for a given mileage. */

export interface ScheduleRowLike {
  km: number;
}

/**
 * The next service at or after `mileageKm`: the table's rows up to its last row, then the cycle
 * of regular services repeats (the first, running-in service never comes back).
 */
export function nextService<R extends ScheduleRowLike>(rows: readonly R[], mileageKm: number): { row: R; dueAtKm: number } | null {
  if (rows.length === 0 || !Number.isFinite(mileageKm) || mileageKm < 0) return null;
  const sorted = [...rows].sort((a, b) => a.km - b.km);
  const direct = sorted.find((r) => r.km >= mileageKm);
  if (direct) return { row: direct, dueAtKm: direct.km };
  const regular = sorted.length > 1 ? sorted.slice(1) : sorted;
  const period = sorted[sorted.length - 1].km;
  const laps = Math.floor((mileageKm - 1) / period);
  for (let lap = laps; lap <= laps + 1; lap++) {
    const hit = regular.find((r) => r.km + lap * period >= mileageKm);
    if (hit) return { row: hit, dueAtKm: hit.km + lap * period };
  }
  return null;
}
