import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/** A section's eyebrow, heading and optional lead; `id` lets the section use aria-labelledby. */
export function SectionHead({
  id,
  eyebrow,
  title,
  lead,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <div>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id} className={styles.h2}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </div>
  );
}
