import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { NetworkError } from '../../../../lib/api-client.ts';
import { formatEventTime } from '../../../../lib/format.ts';
import type { ClubPassQuery } from '../../../../components/club-pass/club-pass-view.tsx';
import { AsOf } from '../../../../components/ui/as-of.tsx';
import { NavigateLinks } from '../../../../components/ui/navigate-links.tsx';
import styles from './club.module.css';

/**
 * The member's upcoming sign-ups with time and meeting point. Offline it shows the club pass saved on
 * this device (with when it was saved); the full pass (address, what to bring, calendar) is in the user centre.
 */
export function MyEvents({ query }: { query: ClubPassQuery }) {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const upcoming = (query.data?.entries ?? []).filter((m) => m.status === 'upcoming');
  let body;
  if (query.data) {
    body =
      upcoming.length === 0 ? (
        <p className={styles.mineEmpty}>{t('club.myEventsEmpty')}</p>
      ) : (
        <ul className={styles.mineList}>
          {upcoming.map((m) => (
            <li key={m.id} className={styles.mine}>
              <span className={styles.mineTitle}>{m.title}</span>
              <span>
                <time dateTime={m.starts_at}>{formatEventTime(m.starts_at, locale)}</time>
              </span>
              <span className={styles.mineWhere}>{m.location}</span>
              {m.meeting.lat != null && m.meeting.lng != null && (
                <NavigateLinks place={{ name: m.meeting.name, address: m.meeting.address, lat: m.meeting.lat, lng: m.meeting.lng }} />
              )}
            </li>
          ))}
        </ul>
      );
  } else if (query.error) {
    body = <p className={styles.mineEmpty}>{query.error instanceof NetworkError ? t('club.myEventsOffline') : t('common.loadFailed')}</p>;
  } else {
    body = <p className={styles.mineEmpty}>{t('common.loading')}</p>;
  }
  return (
    <aside className={styles.myEvents} aria-labelledby="my-events-title" data-testid="my-events">
      <h3 id="my-events-title" className={styles.mineHead}>
        {t('club.myEvents')}
      </h3>
      <p className={styles.mineLead}>{t('club.myEventsLead')}</p>
      {query.data?.fromDevice && (
        <p className={styles.mineLead}>
          <AsOf at={query.data.savedAt} label={(time) => t('club.myEventsSaved', { time })} />
        </p>
      )}
      {body}
      {upcoming.length > 0 && (
        <p className={styles.minePass}>
          <Link to={to('/userCenter?tab=events')}>{t('club.myEventsPass')}</Link>
        </p>
      )}
    </aside>
  );
}
