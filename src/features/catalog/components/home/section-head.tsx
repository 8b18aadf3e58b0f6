import { Link } from 'react-router';
import { ArrowRight } from '../shared/icons.tsx';
import styles from './home.module.css';

/** A home section's eyebrow, title and optional "more" link. */
export function SectionHead({
  id,
  eyebrow,
  title,
  lead,
  more,
  tone = 'light',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  tone?: 'light' | 'dark';
}) {
  return (
    <header className={`${styles.head} ${tone === 'dark' ? styles.headDark : ''}`}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {more && (
        <Link className={styles.more} to={more.to}>
          {more.label} <ArrowRight />
        </Link>
      )}
    </header>
  );
}
