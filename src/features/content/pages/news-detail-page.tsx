import { isRouteErrorResponse, Link, useRouteError, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNewsDetail } from '../api/get-news-detail.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { OfflineFallback } from '../../../components/ui/offline-fallback.tsx';
import { CmsHtml } from '../components/cms-html.tsx';
import { ArticleNav } from '../components/news/article-nav.tsx';
import { formatDay } from '../../../lib/format.ts';
import styles from '../components/news/article.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_MAIN } from '../../../components/ui/picture-sizes.ts';
import { ensureQueries, notFound, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { newsDetailQueryOptions } from '../api/get-news-detail.ts';
import { brandTitle } from '../../../lib/seo/page-meta.ts';
import { newsMeta } from '../../../lib/seo/data-meta.ts';
import { idParamOf } from '../../../config/api-params.ts';

/** /newsDetail?id=: one story with its sanitized CMS body and previous/next links. */
export function NewsDetailPage() {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const article = useNewsDetail(id);

  if (id > 0 && article.isPending) return <Spinner label={t('common.loading')} />;
  if (!article.data) {
    if (article.error instanceof NetworkError) return <OfflineFallback kind="news" onRetry={() => void article.refetch()} />;
    return <ArticleNotFound />;
  }

  const a = article.data;
  return (
    <article className={styles.article}>
      <header className={`container ${styles.head}`}>
        <Link className={styles.back} to={to('/news')}>
          ← {t('detail.back')}
        </Link>
        <p className={styles.meta}>
          <span className={styles.column}>{a.column_id === 1 ? t('news.events') : t('news.info')}</span>
          <span>
            {t('detail.published')} <time dateTime={a.published_at}>{formatDay(a.published_at, locale)}</time>
          </span>
        </p>
        <h1 className={styles.title}>{a.title}</h1>
        {a.summary && <p className={styles.lead}>{a.summary}</p>}
      </header>
      <figure className={styles.cover}>
        <Picture src={a.cover} alt="" width={1600} height={900} sizes={SIZES_MAIN} loading="eager" fetchPriority="high" />
      </figure>
      <div className={`container ${styles.bodyWrap}`}>
        <CmsHtml html={a.content} />
        <ArticleNav prev={a.prev} next={a.next} />
      </div>
    </article>
  );
}

/** The article does not exist (or is no longer online): a way back to the list. */
function ArticleNotFound() {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  return (
    <div className="container">
      <StateMessage
        title={t('detail.notFoundTitle')}
        body={<p>{t('detail.notFoundBody')}</p>}
        action={
          <Link className="btn btn-dark" to={to('/news')}>
            {t('detail.toList')}
          </Link>
        }
        testId="news-not-found"
      />
    </div>
  );
}

/** An unknown article (HTTP 404 from the loader) shows the page's own not-found state; other errors go up. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  throw error;
}

export { NewsDetailPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  // pwa: the not-saved state's words, loaded with the page so a stalled read shows it at its time-out.
  namespaces: ['content', 'pwa'],
  meta: ({ queryClient, lang, url, locale, t, head }) => {
    const article = queryClient.getQueryData(newsDetailQueryOptions(lang, idParamOf(url)).queryKey);
    if (article) return newsMeta(article, head);
    return { title: brandTitle(t('detail.notFoundTitle'), locale), description: '', noindex: true };
  },
  preload: ({ queryClient, lang, url }) => [
    { url: queryClient.getQueryData(newsDetailQueryOptions(lang, idParamOf(url)).queryKey)?.cover, sizes: SIZES_MAIN },
  ],
};

/** The article; 404 for an unknown one. */
export function loader(ctx: PageContext) {
  const id = idParamOf(ctx.url);
  if (id === 0) notFound();
  return ensureQueries(ctx, [], [newsDetailQueryOptions(ctx.lang, id)]);
}
