import styles from './blocks.module.css';

/** One big number with an optional unit (set smaller) and its caption. */
export interface FigureTile {
  value: string;
  unit?: string;
  label: string;
}

/** Large figure tiles; the caption comes first in the markup so the number is read together with it. */
export function FigureTiles({ figures, labelledBy }: { figures: FigureTile[]; labelledBy?: string }) {
  return (
    <dl className={styles.figures} aria-labelledby={labelledBy} data-testid="figure-tiles">
      {figures.map((f) => (
        <div key={f.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{f.label}</dt>
          <dd className={styles.figureValue}>
            {f.value}
            {f.unit && <span className={styles.figureUnit}>{f.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
