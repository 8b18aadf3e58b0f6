import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { StoreFinder } from '../components/store-finder.tsx';
import { ensureQueries, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { storesQueryOptions } from '../api/get-stores.ts';
import { marketMeta } from '../../../lib/seo/data-meta.ts';

/** /market: offline stores with the map (the shell keeps the header unfixed and hides the footer here). */
export function MarketPage() {
  const { t } = useTranslation('service');
  return (
    <ServicePage
      nav="market"
      eyebrow={t('stores.eyebrow')}
      title={t('stores.marketTitle')}
      lead={t('stores.marketLead')}
      aside={<HotlineCard phone={site.hotline} />}
      testId="market-page"
    >
      <StoreFinder />
    </ServicePage>
  );
}

export { MarketPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  namespaces: ['service'],
  title: 'common:nav.market',
  // An AutoDealer (JSON-LD) per store, from the same list the finder shows.
  meta: ({ queryClient, lang, t, head }) =>
    marketMeta(
      { title: t('common:nav.market'), description: t('stores.marketLead') },
      queryClient.getQueryData(storesQueryOptions(lang).queryKey) ?? [],
      head,
    ),
};

/** The stores the finder lists (and the head names). */
export function loader(ctx: PageContext) {
  return ensureQueries(ctx, [storesQueryOptions(ctx.lang)]);
}
