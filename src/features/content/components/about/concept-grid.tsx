import type { TitledText } from '../../api/get-about.ts';
import styles from '../blocks.module.css';

/** Numbered value cards (core concepts, brand values). */
export function ConceptGrid({ items }: { items: TitledText[] }) {
  return (
    <ul className={styles.concepts}>
      {items.map((c, i) => (
        <li key={c.title} className={styles.concept}>
          <span className={styles.conceptIndex} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.conceptTitle}>{c.title}</h3>
          <p className={styles.conceptText}>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
