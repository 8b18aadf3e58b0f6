import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { StoreFinder } from '../components/store-finder.tsx';
import type { PageHandle } from '../../../app/route-module.ts';

/** /address: store addresses by province and city, nearest first on request, with the map. */
export function AddressPage() {
  const { t } = useTranslation('service');
  return (
    <ServicePage
      nav="market"
      eyebrow={t('stores.eyebrow')}
      title={t('stores.addressTitle')}
      lead={t('stores.addressLead')}
      aside={<HotlineCard phone={site.hotline} />}
      testId="address-page"
    >
      <StoreFinder />
    </ServicePage>
  );
}

export { AddressPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'] };
