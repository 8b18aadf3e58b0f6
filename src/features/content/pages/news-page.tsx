import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContentCategory } from '../api/get-content-category.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { NewsTabs, type NewsTab } from '../components/news/news-tabs.tsx';
import { NewsList } from '../components/news/news-list.tsx';
import { newsColumnOf } from '../../../config/api-params.ts';
import { ensureQueries, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { SIZES_MAIN } from '../../../components/ui/picture-sizes.ts';
import { contentCategoryQueryOptions } from '../api/get-content-category.ts';
import { newsListQueryOptions } from '../api/get-news-list.ts';
import { brandTitle } from '../../../lib/seo/page-meta.ts';

/** /news: "All", "Latest events" and "Information center" tabs over a paged list of stories. */
export function NewsPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  // The tab lives in component state: changing the URL would scroll the page back to the top.
  const [column, setColumn] = useState<number>(() => newsColumnOf(params.get('column')));
  const categories = useContentCategory();
  const columns: NewsTab[] = categories.data ?? [
    { id: 1, name: t('news.events') },
    { id: 2, name: t('news.info') },
  ];
  const tabs = [{ id: 0, name: t('news.all') }, ...columns];
  return (
    <>
      <PageIntro eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')} />
      <section className="section">
        <div className="container">
          <NewsTabs tabs={tabs} selected={column} onSelect={setColumn} label={t('news.tabsLabel')} />
          <div id="news-panel" role="tabpanel" aria-labelledby={`news-tab-${column}`}>
            {/* Keyed by column: a new tab starts again at page one. */}
            <NewsList key={column} column={column} />
          </div>
        </div>
      </section>
    </>
  );
}

export { NewsPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  namespaces: ['content'],
  title: 'common:nav.news',
  meta: ({ t, locale }) => ({ title: brandTitle(t('news.title'), locale), description: t('news.lead') }),
  // The lead story's cover of the chosen column's first page.
  preload: ({ queryClient, lang, url }) => [
    {
      url: queryClient.getQueryData(newsListQueryOptions(lang, newsColumnOf(url.searchParams.get('column')), 1).queryKey)?.list[0]?.cover,
      sizes: SIZES_MAIN,
    },
  ],
};

/** The column's first page of stories and the column names. */
export function loader(ctx: PageContext) {
  return ensureQueries(ctx, [
    newsListQueryOptions(ctx.lang, newsColumnOf(ctx.url.searchParams.get('column')), 1),
    contentCategoryQueryOptions(ctx.lang),
  ]);
}
