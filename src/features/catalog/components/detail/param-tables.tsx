import { useTranslation } from 'react-i18next';
import type { ParamTables as Tables } from '../../api/types.ts';
import { PARAM_SECTIONS, type ParamSection } from '../compare/param-diff.ts';
import { keyFigures } from './key-figures.ts';
import styles from './param-tables.module.css';

const TITLES = {
  vehicle_params: 'detail.vehicleParams',
  engine_params: 'detail.engineParams',
  basic_config: 'detail.basicConfig',
} as const satisfies Record<ParamSection, string>;

/** The three specification tables (车辆参数 / 发动机参数 / 基础配置); `busy` while another version loads. */
export function ParamTables({ tables, busy }: { tables: Tables; busy: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.tables} data-testid="vehicle-params" aria-busy={busy}>
      <KeyFigures tables={tables} />
      {PARAM_SECTIONS.map((section) => (
        <div key={section} className={styles.tableGroup}>
          <h3 className={styles.tableTitle} id={`spec-${section}`}>
            {t(TITLES[section])}
          </h3>
          <table className={styles.table} aria-labelledby={`spec-${section}`} data-testid={`params-${section}`}>
            <tbody>
              {tables[section].map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

/** Headline figures (power, torque, weight, seat height) above the tables. */
function KeyFigures({ tables }: { tables: Tables }) {
  const figures = keyFigures(tables);
  if (figures.length === 0) return null;
  return (
    <dl className={styles.figures} data-testid="key-figures">
      {figures.map((f) => (
        <div key={f.key} className={styles.figure}>
          <dt>{f.label}</dt>
          <dd>
            {f.number}
            <span className={styles.figureUnit}> {f.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
