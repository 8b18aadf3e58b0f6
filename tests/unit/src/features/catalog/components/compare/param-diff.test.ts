import { describe, expect, it } from 'vitest';
import {
  buildCompareRows,
  buildCompareTable,
  countDifferences,
  normalizeValue,
  valuesDiffer,
} from '../../../../../../../src/features/catalog/components/compare/param-diff.ts';
import type { ParamRow, ParamTables } from '../../../../../../../src/features/catalog/api/types.ts';

const row = (key: string, value: string, label = key): ParamRow => ({ key, label, value });

describe('param diff for compare', () => {
  it('treats spacing and case differences as equal', () => {
    expect(normalizeValue('471 CC')).toBe(normalizeValue('471cc'));
    expect(normalizeValue('2090 × 830 mm')).toBe(normalizeValue('2090x830 mm'));
    expect(valuesDiffer(['6-speed', '6-Speed'])).toBe(false);
  });

  it('flags different and missing values, never a single column', () => {
    expect(valuesDiffer(['a', 'b'])).toBe(true);
    expect(valuesDiffer(['a', null])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
    expect(valuesDiffer(['a'])).toBe(false);
  });

  it('lines rows up by key in first-seen order, labels from the first model that has the row', () => {
    const rows = buildCompareRows([
      [row('Displacement', '471 cc', '排量'), row('Max Power', '35 kW', '最大功率')],
      [row('Max Power', '35 kW', '最大功率'), row('Displacement', '649 cc', '排量'), row('Quickshifter', 'Up/down', '快排')],
    ]);
    expect(rows.map((r) => r.key)).toEqual(['Displacement', 'Max Power', 'Quickshifter']);
    expect(rows[0]).toMatchObject({ label: '排量', values: ['471 cc', '649 cc'], differs: true });
    expect(rows[1]).toMatchObject({ values: ['35 kW', '35 kW'], differs: false });
    expect(rows[2]).toMatchObject({ label: '快排', values: [null, 'Up/down'], differs: true });
  });

  it('keeps a column for a model that is not loaded (undefined) and counts differences per table', () => {
    const a: ParamTables = {
      vehicle_params: [row('Wheelbase', '1400 mm')],
      engine_params: [row('Cooling', 'Liquid')],
      basic_config: [row('ABS', 'Dual')],
    };
    const b: ParamTables = {
      vehicle_params: [row('Wheelbase', '1450 mm')],
      engine_params: [row('Cooling', 'Liquid')],
      basic_config: [row('ABS', 'Dual')],
    };
    const table = buildCompareTable([a, b, undefined]);
    expect(table.map((s) => s.section)).toEqual(['vehicle_params', 'engine_params', 'basic_config']);
    expect(table[0].rows[0].values).toEqual(['1400 mm', '1450 mm', null]);
    expect(countDifferences(buildCompareTable([a, b]))).toBe(1);
  });
});
