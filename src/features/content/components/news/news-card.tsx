import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import type { NewsItem } from '../../api/get-news-list.ts';
import { formatDay } from '../../../../lib/format.ts';
import styles from './news.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_CARD, SIZES_MAIN } from '../../../../components/ui/picture-sizes.ts';

/** One teaser: cover, column, date, title and summary; the title link covers the whole card. */
export function NewsCard({
  item,
  featured = false,
  linkRef,
}: {
  item: NewsItem;
  featured?: boolean;
  linkRef?: (el: HTMLAnchorElement | null) => void;
}) {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const column = item.column_id === 1 ? t('news.events') : t('news.info');
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`}>
      <div className={styles.cover}>
        <Picture
          src={item.cover}
          alt=""
          width={800}
          height={450}
          sizes={featured ? SIZES_MAIN : SIZES_CARD}
          // The lead story's cover is the list's largest paint: fetched first and painted in the frame it arrives in.
          loading={featured ? 'eager' : 'lazy'}
          fetchPriority={featured ? 'high' : 'auto'}
          decoding={featured ? 'sync' : 'async'}
        />
      </div>
      <div className={styles.text}>
        <p className={styles.meta}>
          <span className={styles.column}>{featured ? t('news.featured') : column}</span>
          <time dateTime={item.published_at}>{formatDay(item.published_at, locale)}</time>
        </p>
        <h2 className={styles.title}>
          <Link ref={linkRef} className={styles.link} to={to(`/newsDetail?id=${item.id}`)}>
            {item.title}
          </Link>
        </h2>
        <p className={styles.summary}>{item.summary}</p>
        {featured && (
          <span className={styles.read} aria-hidden="true">
            {t('news.read')} →
          </span>
        )}
      </div>
    </article>
  );
}
