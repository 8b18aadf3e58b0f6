import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { StoreFinder } from '../components/store-finder.tsx';
import type { PageHandle } from '../../../app/route-module.ts';

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
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.market' };
