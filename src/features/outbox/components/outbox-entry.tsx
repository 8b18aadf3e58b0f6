import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { formatMoment } from '../../../lib/format.ts';
import type { OutboxItem, OutboxKind } from '../../../lib/outbox/outbox-types.ts';
import styles from './outbox.module.css';

/** Where each kind's form lives, to edit a saved item there (`?outbox=<id>`). */
const EDIT_PAGES: Record<OutboxKind, string> = { test_drive: '/testDrive', feedback: '/testDrive', event_signup: '/club', franchise: '/league' };

/** One saved form: what and when, its status and the server's word, and Edit / Cancel (or Remove once sent). */
export function OutboxEntry({ item, onCancel, onRemove }: { item: OutboxItem; onCancel(item: OutboxItem): void; onRemove(item: OutboxItem): void }) {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  const { to, locale } = useLocale();
  const edit = EDIT_PAGES[item.kind];
  const open = item.status === 'waiting' || item.status === 'failed';
  const headingId = `outbox-${item.id}`;
  return (
    <li className={styles.entry} aria-labelledby={headingId} data-testid="outbox-item" data-status={item.status}>
      <div className={styles.main}>
        <h2 id={headingId} className={styles.kind}>
          {t(`kinds.${item.kind}`)}
        </h2>
        <p className={styles.summary} data-testid="outbox-summary">
          {item.summary}
        </p>
        <p className={styles.meta}>
          {t('savedAt', { time: formatMoment(item.savedAt, locale) })}
          {item.sentAt !== undefined && <> · {t('sentAt', { time: formatMoment(item.sentAt, locale) })}</>}
        </p>
        {item.message && (
          <p className={item.status === 'failed' ? styles.failed : styles.message} data-testid="outbox-message">
            {item.message}
          </p>
        )}
      </div>
      <div className={styles.side}>
        <span className={`${styles.status} ${styles[item.status]}`} data-testid="outbox-status">
          {t(`status.${item.status}`)}
        </span>
        <div className={styles.actions}>
          {open && edit && (
            <Link to={`${to(edit)}?outbox=${encodeURIComponent(item.id)}`} className="btn btn-ghost btn-small" data-testid="outbox-edit">
              {t('edit')}
            </Link>
          )}
          {open && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => onCancel(item)}
              aria-label={t('cancelLabel', { summary: `${t(`kinds.${item.kind}`)} ${item.summary}` })}
              data-testid="outbox-cancel"
            >
              {t('cancel')}
            </button>
          )}
          {item.status === 'sent' && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => onRemove(item)} data-testid="outbox-remove">
              {t('remove')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
