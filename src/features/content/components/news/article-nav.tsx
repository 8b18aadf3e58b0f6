import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import type { NewsLink } from '../../api/get-news-detail.ts';
import styles from './article.module.css';

/** Previous / next story in the same column; an end of the column says "none". */
export function ArticleNav({ prev, next }: { prev: NewsLink | null; next: NewsLink | null }) {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  const cell = (link: NewsLink | null, label: string, rel: 'prev' | 'next') =>
    link ? (
      <Link
        className={`${styles.navLink} ${rel === 'next' ? styles.navNext : ''}`}
        to={to(`/newsDetail?id=${link.id}`)}
        rel={rel}
        data-testid={`news-${rel}`}
      >
        <span className={styles.navLabel}>{rel === 'prev' ? `← ${label}` : `${label} →`}</span>
        <span className={styles.navTitle}>{link.title}</span>
      </Link>
    ) : (
      <span className={`${styles.navLink} ${styles.navNone} ${rel === 'next' ? styles.navNext : ''}`}>
        <span className={styles.navLabel}>{label}</span>
        <span className={styles.navTitle}>{t('detail.none')}</span>
      </span>
    );
  return (
    <nav className={styles.nav} aria-label={t('detail.nav')}>
      {cell(prev, t('detail.prev'), 'prev')}
      {cell(next, t('detail.next'), 'next')}
    </nav>
  );
}
