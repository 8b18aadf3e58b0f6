import type { ParamTables } from '../../api/types.ts';

/** Parameter keys (English labels) shown as headline figures, in order. */
export const KEY_FIGURE_KEYS = ['Max Power', 'Max Torque', 'Kerb Weight', 'Seat Height'] as const;

/** One headline figure: "70" + "kW" from "70 kW / 9000 r/min" or "70 kW (94 hp) at 9,000 rpm". */
export interface KeyFigure {
  key: string;
  label: string;
  number: string;
  unit: string;
}

const LEAD = /^(\d[\d.,]*(?:\s*\/\s*\d[\d.,]*)?)\s*([A-Za-z·]+)/;

/** The headline figures present in a model's tables; rows whose value does not start with a number are skipped. */
export function keyFigures(tables: ParamTables): KeyFigure[] {
  const rows = [...tables.vehicle_params, ...tables.engine_params, ...tables.basic_config];
  const out: KeyFigure[] = [];
  for (const key of KEY_FIGURE_KEYS) {
    const row = rows.find((r) => r.key === key);
    const m = row?.value.match(LEAD);
    if (row && m) out.push({ key, label: row.label, number: m[1].replace(/\s*\/\s*/, ' / '), unit: m[2] });
  }
  return out;
}
