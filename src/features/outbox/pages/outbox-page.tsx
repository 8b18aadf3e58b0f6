import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online.ts';
import { useOutboxItems } from '../../../lib/outbox/use-outbox.ts';
import type { OutboxItem } from '../../../lib/outbox/outbox-types.ts';
import { OutboxEntry } from '../components/outbox-entry.tsx';
import styles from '../components/outbox.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

const sender = () => import('../../../lib/outbox/outbox-sender.ts');
const store = () => import('../../../lib/outbox/outbox-store.ts');

/**
 * /outbox: the forms the rider chose to save while offline, on this device only. Lists what and when,
 * sends them when the connection is back (or on "Send now") and announces each result.
 */
export function OutboxPage() {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  const online = useOnline();
  const items = useOutboxItems();
  const [news, setNews] = useState('');
  const waiting = (items ?? []).some((i) => i.status === 'waiting');

  useEffect(() => {
    let stop = () => undefined as void;
    void sender().then((m) => {
      stop = m.onOutboxResult(({ item, outcome }) => {
        if (outcome === 'sent') setNews(t('sentResult', { summary: `${t(`kinds.${item.kind}`)} ${item.summary}` }));
        if (outcome === 'failed') setNews(t('failedResult', { summary: `${t(`kinds.${item.kind}`)} ${item.summary}`, message: item.message ?? '' }));
      });
      // An item just edited or saved goes out as soon as the page opens online.
      if (navigator.onLine) void m.sendOutbox();
    });
    return () => stop();
  }, [t]);

  const cancel = (item: OutboxItem) => {
    if (!window.confirm(t('confirmCancel', { kind: t(`kinds.${item.kind}`) }))) return;
    void store().then((m) => m.outbox.remove(item.id));
  };
  const remove = (item: OutboxItem) => void store().then((m) => m.outbox.remove(item.id));

  return (
    <div className={`container ${styles.page}`} data-testid="outbox-page">
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="outbox-live">
        {news}
      </p>
      {!online && (
        <p className={styles.offline} data-testid="outbox-offline">
          {t('offlineNote')}
        </p>
      )}
      {items && items.length === 0 && (
        <p className={styles.empty} data-testid="outbox-empty">
          {t('empty')}
        </p>
      )}
      {items && items.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <button
              type="button"
              className="btn btn-dark"
              disabled={!online || !waiting}
              onClick={() => void sender().then((m) => m.sendOutbox())}
              data-testid="outbox-send-now"
            >
              {t('sendNow')}
            </button>
          </div>
          <ul className={styles.list}>
            {items.map((item) => (
              <OutboxEntry key={item.id} item={item} onCancel={cancel} onRemove={remove} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export { OutboxPage as Component };

/** The page's facts for its route (src/app/route-module.ts): this device's own data, rendered in the browser. */
export const handle: PageHandle = { namespaces: ['pwa'], title: 'common:outbox.link', noindex: true, ssr: false };
