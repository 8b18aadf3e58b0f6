import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readOutboxCount, useOutboxCount } from '../../../lib/outbox/outbox-count.ts';
import { useLocale } from '../use-locale.ts';
import styles from './outbox-link.module.css';

interface ResultDetail {
  item: { summary: string };
  outcome: 'sent' | 'failed' | 'waiting';
}

/**
 * Sends what waits when the app starts and whenever the connection comes back; the sender's code loads
 * only when there is something to send.
 */
function startOutboxAutoSend(): () => void {
  const kick = () => {
    if (navigator.onLine && readOutboxCount() > 0)
      void import('../../../lib/outbox/outbox-sender.ts').then(
        (m) => m.sendOutbox(),
        () => undefined,
      );
  };
  kick();
  window.addEventListener('online', kick);
  return () => window.removeEventListener('online', kick);
}

function OutboxIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M4 13.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4.5M4 13.5 6.5 5h11l2.5 8.5M4 13.5h4.5l1.2 2.5h4.6l1.2-2.5H20M12 3.5v7m0-7-2.5 2.5M12 3.5 14.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The outbox in the header: shown only while forms saved to send later still wait (with their count),
 * and the place that starts sending them when the app opens or the connection returns and announces
 * each result to screen readers on any page.
 */
export function OutboxLink({ drawer = false, className }: { drawer?: boolean; className?: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const count = useOutboxCount();
  const [news, setNews] = useState('');
  useEffect(() => {
    if (drawer) return;
    const stop = startOutboxAutoSend();
    const hear = (e: Event) => {
      const { item, outcome } = (e as CustomEvent<ResultDetail>).detail;
      if (outcome !== 'waiting') setNews(t(outcome === 'sent' ? 'outbox.sent' : 'outbox.failed', { summary: item.summary }));
    };
    window.addEventListener('yunling-outbox-result', hear);
    return () => {
      stop();
      window.removeEventListener('yunling-outbox-result', hear);
    };
  }, [drawer, t]);
  const label = t('outbox.linkCount', { count });
  return (
    <>
      {!drawer && (
        <span className="visually-hidden" role="status" data-testid="outbox-announce">
          {news}
        </span>
      )}
      {count > 0 && (
        <Link
          to={to('/outbox')}
          className={drawer ? className : styles.iconLink}
          aria-label={label}
          title={label}
          data-testid={drawer ? 'drawer-outbox' : 'nav-outbox'}
          data-outbox-link
        >
          <OutboxIcon size={drawer ? 20 : 21} />
          {drawer ? ` ${t('outbox.link')} ` : null}
          <span className={drawer ? styles.inlineCount : styles.badge} data-testid={drawer ? undefined : 'outbox-badge'} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        </Link>
      )}
    </>
  );
}
