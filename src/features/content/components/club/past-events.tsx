import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '../../api/get-activities.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { formatDay } from '../../../../lib/format.ts';
import styles from './club.module.css';

/** Finished events as a compact list: date, title and place (no sign-up, no pictures to download). */
export function PastEvents({ events }: { events: ClubEvent[] }) {
  const { t } = useTranslation('content');
  const { locale } = useLocale();
  return (
    <ul className={styles.pastList}>
      {events.map((e) => (
        <li key={e.id} className={styles.pastItem} data-testid="club-event" data-slug={e.slug} data-state="ended">
          <time className={styles.pastDate} dateTime={e.starts_at}>
            {formatDay(e.starts_at, locale)}
          </time>
          <span className={styles.pastTitle}>{e.title}</span>
          <span className={styles.pastWhere}>
            <span className="visually-hidden">{t('club.where')}: </span>
            {e.location}
          </span>
          <span className={styles.pastState}>{t('club.ended')}</span>
        </li>
      ))}
    </ul>
  );
}
