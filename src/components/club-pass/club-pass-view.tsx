import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AsOf } from '../ui/as-of.tsx';
import { formatMoment } from '../../lib/format.ts';
import { NetworkError } from '../../lib/api-client.ts';
import type { ClubPass } from '../../lib/club-pass/get-club-pass.ts';
import { StateMessage } from '../ui/state-message.tsx';
import { PassCard } from './pass-card.tsx';
import styles from './club-pass.module.css';

/** The parts of the pass query the view reads. */
export interface ClubPassQuery {
  data: ClubPass | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The member's club pass: upcoming sign-ups as cards, past ones folded away. Offline (or on a stalled
 * network) it shows the copy saved on this device with when it was saved.
 */
export function ClubPassView({ query, empty }: { query: ClubPassQuery; empty?: ReactNode }) {
  const { t, i18n } = useTranslation('pass');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const retry = (
    <button type="button" className="btn btn-dark btn-small" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {t('retry')}
    </button>
  );
  if (!query.data) {
    if (query.error) {
      const offline = query.error instanceof NetworkError;
      return (
        <StateMessage
          tone={offline ? 'offline' : 'error'}
          testId="pass-unavailable"
          title={offline ? t('offlineNone') : t('failed')}
          action={retry}
        />
      );
    }
    return (
      <p className={styles.note} role="status">
        {t('loading')}
      </p>
    );
  }
  const { entries, savedAt, fromDevice } = query.data;
  const upcoming = entries.filter((e) => e.status === 'upcoming');
  const past = entries.filter((e) => e.status === 'past');
  return (
    <div className={styles.pass} data-testid="club-pass" data-source={fromDevice ? 'device' : 'network'}>
      <p className={styles.stamp}>
        {fromDevice ? (
          <>
            <AsOf at={savedAt} label={(time) => t('savedAsOf', { time })} /> {retry}
          </>
        ) : (
          <small>
            {t('live')} · <time dateTime={new Date(savedAt).toISOString()}>{formatMoment(savedAt, lang)}</time>
          </small>
        )}
      </p>
      {upcoming.length === 0 ? (
        (empty ?? <StateMessage title={t('empty')} />)
      ) : (
        <ul className={styles.list}>
          {upcoming.map((e) => (
            <li key={e.id}>
              <PassCard entry={e} />
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <details className={styles.past}>
          <summary>{t('past', { count: past.length })}</summary>
          <ul className={styles.list}>
            {past.map((e) => (
              <li key={e.id}>
                <PassCard entry={e} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
