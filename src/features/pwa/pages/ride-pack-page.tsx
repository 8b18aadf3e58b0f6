import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { RidePackPanel } from '../../../components/ride-pack/ride-pack-panel.tsx';
import type { PageHandle } from '../../../app/route-module.ts';

/** `/ridePack?series=<slug>`: save series, goods, stores and policies for offline use (series pages open it preselected). */
export function RidePackPage() {
  const { t } = useTranslation('pack');
  const { lang } = useLocale();
  const [params] = useSearchParams();
  const series = params.get('series') ?? undefined;
  return (
    <div className="section" data-testid="ride-pack-page">
      <div className="container">
        <h1>{t('title')}</h1>
        <RidePackPanel lang={lang} initialSeries={series && /^[a-z0-9-]{1,40}$/.test(series) ? series : undefined} />
      </div>
    </div>
  );
}

export { RidePackPage as Component };

/** The page's facts for its route: what it shows depends on this device, so the browser renders it. */
export const handle: PageHandle = { namespaces: ['pack'], noindex: true, ssr: false };
