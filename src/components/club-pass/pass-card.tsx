import { useTranslation } from 'react-i18next';
import { formatEventTime, formatMoment } from '../../lib/format.ts';
import type { PassEntry } from '../../lib/club-pass/pass-types.ts';
import { downloadPassIcs } from './pass-ics.ts';
import { NavigateLinks } from '../ui/navigate-links.tsx';
import styles from './club-pass.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One sign-up as a pass: when, where to meet (address, coordinates), what to bring, whom to call, the member's entry. */
export function PassCard({ entry }: { entry: PassEntry }) {
  const { t, i18n } = useTranslation('pass');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { meeting, organiser } = entry;
  const titleId = `pass-${entry.id}-title`;
  const start = formatEventTime(entry.starts_at, lang);
  const end = formatEventTime(entry.ends_at, lang);
  // Both end in "HH:MM": an event within one day shows its end as a time only.
  const sameDay = start.slice(0, -5) === end.slice(0, -5);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="pass-card">
      <h3 id={titleId} className={styles.title}>
        {entry.title}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('when')}</dt>
          <dd>
            <span>
              <time dateTime={entry.starts_at}>{start}</time>
              {' – '}
              <time dateTime={entry.ends_at}>{sameDay ? end.slice(-5) : end}</time>
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('meetAt')}</dt>
          <dd>
            <span className={styles.place}>{meeting.name || entry.location}</span>
            {meeting.address && (
              <span className={styles.sub} data-testid="pass-address">
                {meeting.address}
              </span>
            )}
            {meeting.lat !== null && meeting.lng !== null && (
              <span className={styles.sub} data-testid="pass-coordinates">
                <span className="visually-hidden">{t('coordinates')}: </span>
                {t('coordinatesValue', { lat: meeting.lat.toFixed(5), lon: meeting.lng.toFixed(5) })}
              </span>
            )}
            {meeting.lat !== null && meeting.lng !== null && (
              <NavigateLinks place={{ name: meeting.name, address: meeting.address, lat: meeting.lat, lng: meeting.lng }} />
            )}
          </dd>
        </div>
        {entry.bring && (
          <div>
            <dt>{t('bring')}</dt>
            <dd>{entry.bring}</dd>
          </div>
        )}
        {organiser.name && (
          <div>
            <dt>{t('organiser')}</dt>
            <dd>
              {organiser.name}
              {organiser.phone && (
                <a className={styles.tel} href={telHref(organiser.phone)} aria-label={t('call', { name: organiser.name })}>
                  {organiser.phone}
                </a>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('yourEntry')}</dt>
          <dd>
            {t('entryValue', { name: entry.name, phone: entry.phone })}
            <span className={styles.sub}>{t('signedAt', { time: formatMoment(entry.signed_at, lang) })}</span>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-dark btn-small"
        onClick={() => downloadPassIcs(entry, t)}
        aria-label={t('addToCalendarLabel', { title: entry.title })}
        data-testid="pass-ics"
      >
        {t('addToCalendar')}
      </button>
    </article>
  );
}
