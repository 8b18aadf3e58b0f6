import styles from './blocks.module.css';

/** Year-by-year milestones as an ordered list. */
export function Timeline({ items, labelledBy }: { items: { year: number; text: string }[]; labelledBy?: string }) {
  return (
    <ol className={styles.timeline} aria-labelledby={labelledBy}>
      {items.map((m) => (
        <li key={`${m.year}-${m.text}`} className={styles.milestone}>
          <span className={styles.year}>{m.year}</span>
          <span className={styles.milestoneText}>{m.text}</span>
        </li>
      ))}
    </ol>
  );
}
