import { useTranslation } from 'react-i18next';
import styles from './shop-list.module.css';

/** Numbered paging with previous/next; shows at most 7 page buttons around the current page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('shop');
  if (pages <= 1) return null;
  const start = Math.max(1, Math.min(page - 3, pages - 6));
  const nums = Array.from({ length: Math.min(7, pages) }, (_, i) => start + i);
  return (
    <nav className={styles.pager} aria-label={t('shop.pages')}>
      <button type="button" className={styles.pageBtn} onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid="pager-prev">
        {t('shop.prev')}
      </button>
      {nums.map((n) => (
        <button
          key={n}
          type="button"
          className={styles.pageBtn}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          aria-label={t('shop.pageN', { n })}
        >
          {n}
        </button>
      ))}
      <button type="button" className={styles.pageBtn} onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid="pager-next">
        {t('shop.next')}
      </button>
    </nav>
  );
}
