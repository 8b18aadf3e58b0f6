import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/store.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { NetworkOnly, RequireLogin } from '../components/gates.tsx';
import { PageBand } from '../components/page-band.tsx';
import { ProfileTab } from '../components/uc-profile.tsx';
import { OrdersTab } from '../components/uc-orders.tsx';
import { AddressesTab } from '../components/uc-addresses.tsx';
import { CouponsTab } from '../components/uc-coupons.tsx';
import { RecordsTab } from '../components/uc-records.tsx';
import { EventsTab } from '../components/uc-events.tsx';
import { StoragePanel } from '../../../components/offline-storage/storage-panel.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { DeleteAccount } from '../components/delete-account.tsx';
import shell from '../components/shop.module.css';
import styles from '../components/user-center.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

// The ride pack panel loads with the storage tab only: it is not part of the account pages' chunk.
const RidePackPanel = lazy(() => import('../../../components/ride-pack/ride-pack-panel.tsx').then((m) => ({ default: m.RidePackPanel })));

const TABS = ['profile', 'orders', 'addresses', 'coupons', 'events', 'testDrives', 'maintenance', 'afterSales', 'storage'] as const;
type Tab = (typeof TABS)[number];
/** Tabs that read only what this device keeps: they work offline; every other tab needs the network. */
const DEVICE_TABS: readonly Tab[] = ['events', 'storage'];

/**
 * The user centre (`/userCenter?tab=`): profile, orders, addresses, coupons, bookings and after-sales
 * (network only), the member's events (club pass) and offline data (these two also work offline), logout.
 */
export function UserCenterPage() {
  const { t } = useTranslation('shop');
  const nickname = useAppStore((s) => s.userData?.nickname ?? '');
  return (
    <>
      <PageBand eyebrow={t('uc.eyebrow')} title={nickname ? t('uc.hello', { name: nickname }) : t('uc.title')} />
      <RequireLogin>
        <UserCenterBody />
      </RequireLogin>
    </>
  );
}

function UserCenterBody() {
  const { t } = useTranslation('shop');
  const { to, lang } = useLocale();
  const [params, setParams] = useSearchParams();
  const online = useOnline();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'profile';
  const orderId = Number.parseInt(params.get('order') ?? '', 10) || 0;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return (
    <div className={`container ${shell.page} ${styles.layout}`}>
      <nav className={styles.nav} aria-label={t('uc.sections')}>
        <ul className={styles.tabs}>
          {TABS.map((x) => (
            <li key={x}>
              <Link to={to(`/userCenter?tab=${x}`)} className={styles.tab} aria-current={x === tab ? 'page' : undefined} data-testid={`uc-tab-${x}`}>
                {t(`tabs.${x}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="uc-heading">
        <h2 id="uc-heading" className={styles.heading}>
          {t(`tabs.${tab}`)}
        </h2>
        {tab === 'events' && <EventsTab />}
        {tab === 'storage' && (
          <>
            <StoragePanel />
            <h3 className={styles.subhead}>{t('uc.ridePack')}</h3>
            <Suspense fallback={null}>
              <RidePackPanel lang={lang} />
            </Suspense>
          </>
        )}
        {!DEVICE_TABS.includes(tab) && (
          <NetworkOnly key={tab}>
            {tab === 'profile' && <ProfileTab />}
            {tab === 'orders' && <OrdersTab orderId={orderId} page={page} onPage={(p) => setParams({ tab: 'orders', page: String(p) })} />}
            {tab === 'addresses' && <AddressesTab />}
            {tab === 'coupons' && <CouponsTab />}
            {(tab === 'testDrives' || tab === 'maintenance' || tab === 'afterSales') && <RecordsTab kind={tab} />}
          </NetworkOnly>
        )}
      </section>
      <div className={styles.logout}>
        <LogoutButton className="btn btn-ghost btn-small" />
      </div>
      {tab === 'profile' && online && <DeleteAccount />}
    </div>
  );
}

export { UserCenterPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['shop'], title: 'common:nav.userCenter', noindex: true, ssr: false };
