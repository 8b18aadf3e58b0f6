import { describe, expect, it } from 'vitest';
import { keyFigures } from '../../../../../../../src/features/catalog/components/detail/key-figures.ts';

const row = (key: string, value: string) => ({ key, label: key, value });

describe('keyFigures', () => {
  it('takes the leading number and unit of the headline rows in both languages', () => {
    const zh = keyFigures({
      vehicle_params: [row('Seat Height', '850 / 870 mm（两档可调）'), row('Kerb Weight', '229 kg')],
      engine_params: [row('Max Power', '70 kW / 9000 r/min'), row('Max Torque', '80 N·m / 7000 r/min')],
      basic_config: [],
    });
    expect(zh.map((f) => [f.key, f.number, f.unit])).toEqual([
      ['Max Power', '70', 'kW'],
      ['Max Torque', '80', 'N·m'],
      ['Kerb Weight', '229', 'kg'],
      ['Seat Height', '850 / 870', 'mm'],
    ]);
    const en = keyFigures({
      vehicle_params: [],
      engine_params: [row('Max Power', '70 kW (94 hp) at 9,000 rpm'), row('Max Torque', '1,250 Nm at 7,000 rpm')],
      basic_config: [],
    });
    expect(en.map((f) => `${f.number} ${f.unit}`)).toEqual(['70 kW', '1,250 Nm']);
  });

  it('skips rows that are missing or do not start with a number', () => {
    expect(keyFigures({ vehicle_params: [row('Seat Height', 'Adjustable')], engine_params: [], basic_config: [] })).toEqual([]);
  });
});
