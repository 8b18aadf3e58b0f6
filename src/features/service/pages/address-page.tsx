import { useTranslation } from '../../../lib/use-translation.ts';
import { site } from '../../../config/site.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { StoreFinder } from '../components/store-finder.tsx';

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
