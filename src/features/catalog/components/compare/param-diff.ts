import type { ParamRow, ParamTables } from '../../api/types.ts';

/** The three parameter tables, in display order. */
export const PARAM_SECTIONS = ['vehicle_params', 'engine_params', 'basic_config'] as const;
export type ParamSection = (typeof PARAM_SECTIONS)[number];

/** One compare row: a parameter key with each model's value (null when a model lacks the row). */
export interface CompareRow {
  key: string;
  label: string;
  values: (string | null)[];
  /** True when at least two models show different values (a missing value counts as different). */
  differs: boolean;
}

/** Values compare equal ignoring case and spacing differences ("471 cc" vs "471cc"). */
export function normalizeValue(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '').replace(/[×x]/g, 'x');
}

/** True when the values are not all the same. */
export function valuesDiffer(values: (string | null)[]): boolean {
  if (values.length < 2) return false;
  const norm = values.map((v) => (v === null ? '\u0000missing' : normalizeValue(v)));
  return norm.some((v) => v !== norm[0]);
}

/**
 * Lines models' parameter rows up by key, in the order keys first appear (first model first),
 * and marks the rows whose values differ.
 */
export function buildCompareRows(lists: (ParamRow[] | undefined)[]): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  const maps = lists.map((rows) => {
    const m = new Map<string, string>();
    for (const r of rows ?? []) {
      if (!labels.has(r.key)) {
        labels.set(r.key, r.label);
        order.push(r.key);
      }
      m.set(r.key, r.value);
    }
    return m;
  });
  return order.map((key) => {
    const values = maps.map((m) => m.get(key) ?? null);
    return { key, label: labels.get(key) ?? key, values, differs: valuesDiffer(values) };
  });
}

/** Compare rows for every section; models still loading or unavailable pass `undefined`. */
export function buildCompareTable(models: (ParamTables | undefined)[]): { section: ParamSection; rows: CompareRow[] }[] {
  return PARAM_SECTIONS.map((section) => ({ section, rows: buildCompareRows(models.map((m) => m?.[section])) }));
}

/** How many rows differ across all sections. */
export function countDifferences(table: { rows: CompareRow[] }[]): number {
  return table.reduce((n, s) => n + s.rows.filter((r) => r.differs).length, 0);
}
