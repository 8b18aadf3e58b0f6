import type { ReactNode } from 'react';
import styles from '../blocks.module.css';

/** A two-column text section: eyebrow and title on the left, body and highlights on the right. */
export function TextFeature({
  id,
  eyebrow,
  title,
  text,
  note,
  highlights,
  tone,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  note?: string;
  highlights?: string[];
  tone?: 'white';
  children?: ReactNode;
}) {
  return (
    <section className={`section ${tone === 'white' ? styles.white : ''}`} aria-labelledby={id}>
      <div className={`container ${styles.split}`}>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className={styles.h2}>
            {title}
          </h2>
          {note && <p className={styles.lead}>{note}</p>}
        </div>
        <div>
          <p className={styles.bodyText}>{text}</p>
          {highlights && highlights.length > 0 && (
            <ul className={styles.ticks}>
              {highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
