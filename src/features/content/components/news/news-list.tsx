import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewsPages } from '../../api/get-news-list.ts';
import { NetworkError } from '../../../../lib/api-client.ts';
import { StateMessage } from '../../../../components/ui/state-message.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { NewsCard } from './news-card.tsx';
import styles from './news.module.css';

/** A column's teasers, page by page: "More" appends the next page, "No more" marks the end. */
export function NewsList({ column }: { column: number }) {
  const { t } = useTranslation('content');
  const [pageCount, setPageCount] = useState(1);
  const news = useNewsPages(column, pageCount);
  // The cards render from a deferred copy of the stories: a page of answers arrives through a store
  // subscription, which React would otherwise render (cards, pictures, layout) in one synchronous
  // task; the deferred render is sliced. `items` is structurally shared, so it only changes with the stories.
  const items = useDeferredValue(news.items);
  const catchingUp = items !== news.items;
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);

  // After "More", move focus to the first new story so keyboard and screen-reader users carry on reading there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && items.length > from) {
      links.current[from]?.focus();
      focusFrom.current = null;
    }
  }, [items.length]);

  if ((news.firstPending || (catchingUp && items.length === 0)) && !news.error) return <Spinner label={t('common.loading')} />;
  if (items.length === 0 && news.error) {
    const offline = news.error instanceof NetworkError;
    return (
      <StateMessage
        tone={offline ? 'offline' : 'error'}
        title={offline ? t('common.offlineTitle') : t('common.loadFailed')}
        body={offline ? <p>{t('common.offlineBody')}</p> : undefined}
        action={
          <button type="button" className="btn btn-dark" onClick={news.refetchFailed}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (items.length === 0) return <StateMessage title={t('news.empty')} />;

  const more = () => {
    focusFrom.current = items.length;
    setPageCount((n) => n + 1);
  };
  return (
    <>
      <ul className={styles.grid} data-testid="news-list">
        {items.map((item, i) => (
          <li key={item.id} className={i === 0 ? styles.featuredItem : undefined} data-testid="news-item">
            <NewsCard
              item={item}
              featured={i === 0}
              linkRef={(el) => {
                links.current[i] = el;
              }}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer} aria-live="polite">
        {news.error && !news.loadingMore ? (
          <button type="button" className="btn btn-ghost" onClick={news.refetchFailed}>
            {news.error instanceof NetworkError ? t('common.offlineTitle') : t('common.loadFailed')} · {t('common.retry')}
          </button>
        ) : news.hasMore || news.loadingMore ? (
          <button
            type="button"
            className="btn btn-dark"
            onClick={more}
            disabled={news.loadingMore}
            aria-busy={news.loadingMore}
            data-testid="news-more"
          >
            {news.loadingMore ? t('news.loadingMore') : t('news.more')}
          </button>
        ) : (
          <p className={styles.noMore} data-testid="news-no-more">
            {t('news.noMore')}
          </p>
        )}
      </div>
    </>
  );
}
