import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '../../api/get-activities.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { loginUrlFor } from '../../../../lib/api-client.ts';
import { formatEventTime } from '../../../../lib/format.ts';
import { seatsLeft, type EventState } from './event-status.ts';
import { NavigateLinks } from '../../../../components/ui/navigate-links.tsx';
import styles from './club.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_CARD } from '../../../../components/ui/picture-sizes.ts';

/** One club event: cover, time, meeting point, seats and the sign-up action for its state. */
export function EventCard({
  event,
  state,
  loggedIn,
  onSignUp,
}: {
  event: ClubEvent;
  state: EventState;
  loggedIn: boolean;
  onSignUp: (e: ClubEvent) => void;
}) {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const left = seatsLeft(event);
  const percent = Math.min(100, Math.round((event.signed_up / Math.max(1, event.capacity)) * 100));
  const titleId = `event-${event.id}-title`;
  return (
    <article
      className={`${styles.event} ${state === 'ended' ? styles.eventPast : ''}`}
      aria-labelledby={titleId}
      data-testid="club-event"
      data-slug={event.slug}
      data-state={state}
    >
      <div className={styles.eventCover}>
        <Picture src={event.cover} alt="" width={800} height={450} sizes={SIZES_CARD} />
        {state !== 'open' && (
          <span className={`${styles.badge} ${styles[`badge_${state}`]}`}>{t(`club.${state === 'joined' ? 'signedUp' : state}`)}</span>
        )}
      </div>
      <div className={styles.eventBody}>
        <h4 id={titleId} className={styles.eventTitle}>
          {event.title}
        </h4>
        <dl className={styles.facts}>
          <div>
            <dt>{t('club.when')}</dt>
            <dd>
              <time dateTime={event.starts_at}>{formatEventTime(event.starts_at, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('club.where')}</dt>
            <dd>
              {event.location}
              {event.lat != null && event.lng != null && state !== 'ended' && (
                <NavigateLinks className={styles.navigate} place={{ name: event.location, lat: event.lat, lng: event.lng }} />
              )}
            </dd>
          </div>
        </dl>
        {state !== 'ended' && <p className={styles.eventText}>{event.description}</p>}
        {state !== 'ended' && (
          <div className={styles.seats}>
            <div className={styles.seatsLine}>
              <span className={left === 0 ? styles.seatsNone : styles.seatsLeft} data-testid="seats-left">
                {left === 0 ? t('club.full') : t('club.seatsLeft', { count: left })}
              </span>
              <span className={styles.seatsOf}>{t('club.seatsOf', { signed: event.signed_up, capacity: event.capacity })}</span>
            </div>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <p className={styles.deadline}>{t('club.deadline', { time: formatEventTime(event.signup_deadline, locale) })}</p>
          </div>
        )}
        {state === 'open' &&
          (loggedIn ? (
            <button type="button" className="btn btn-primary" onClick={() => onSignUp(event)} aria-describedby={titleId}>
              {t('club.signUp')}
            </button>
          ) : (
            <Link className="btn btn-dark" to={loginUrlFor(to('/club'))} aria-describedby={titleId}>
              {t('club.loginToSignUp')}
            </Link>
          ))}
      </div>
    </article>
  );
}
