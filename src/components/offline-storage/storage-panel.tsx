import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearOfflineData, formatBytes, requestPersistence, storageFigures, type StorageFigures } from '../../lib/offline-storage.ts';
import styles from './storage-panel.module.css';
import figureList from '../ui/figure-list.module.css';

/**
 * Storage used and available, whether the browser keeps it, and "clear offline data" behind a
 * confirmation (native <dialog>: focus stays inside, Escape cancels). The login is kept.
 */
export function StoragePanel() {
  const { t } = useTranslation('pass');
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [figures, setFigures] = useState<StorageFigures | null>(null);
  const [status, setStatus] = useState<'' | 'clearing' | 'cleared' | 'refused'>('');
  // Forms the rider saved to send later are never dropped silently: the confirmation counts them and
  // keeps them unless the rider ticks the box.
  const [unsent, setUnsent] = useState(0);
  const [dropOutbox, setDropOutbox] = useState(false);
  const refresh = useCallback(() => void storageFigures().then(setFigures), []);
  useEffect(refresh, [refresh]);

  const keep = async () => {
    const granted = await requestPersistence(true);
    setStatus(granted ? '' : 'refused');
    refresh();
  };
  const clear = async () => {
    dialog.current?.close();
    setStatus('clearing');
    // With nothing left to send, the outbox's sent records go too.
    await clearOfflineData({ outbox: unsent === 0 || dropOutbox });
    // Saved answers leave memory too (live queries fetch again); the login lives elsewhere and stays.
    queryClient.removeQueries({ predicate: (q) => q.meta?.persist === true || q.queryKey[0] === 'club-pass' });
    setStatus('cleared');
    refresh();
  };

  const confirmClear = async () => {
    const { unsentCount } = await import('../../lib/outbox/outbox-store.ts');
    setUnsent(await unsentCount());
    setDropOutbox(false);
    dialog.current?.showModal();
  };

  const unknown = t('storage.unknown');
  const used =
    figures?.usage != null && figures.quota != null
      ? t('storage.usedValue', { used: formatBytes(figures.usage), quota: formatBytes(figures.quota) })
      : unknown;
  const persisted = figures?.persisted;
  return (
    // Not a landmark of its own: the page's heading ("Offline data") names the region it sits in.
    <div className={styles.panel} data-testid="storage-panel">
      <p className={styles.lead}>{t('storage.lead')}</p>
      <dl className={figureList.figures}>
        <div>
          <dt>{t('storage.used')}</dt>
          <dd data-testid="storage-used">{figures ? used : '…'}</dd>
        </div>
        <div>
          <dt>{t('storage.persistent')}</dt>
          <dd data-testid="storage-persistent" data-persisted={persisted === true ? 'yes' : 'no'}>
            {persisted == null ? (figures ? unknown : '…') : persisted ? t('storage.persistentYes') : t('storage.persistentNo')}
          </dd>
        </div>
      </dl>
      <div className={figureList.actions}>
        {persisted === false && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void keep()} data-testid="storage-keep">
            {t('storage.keep')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-dark btn-small"
          onClick={() => void confirmClear()}
          disabled={status === 'clearing'}
          data-testid="storage-clear"
        >
          {status === 'clearing' ? t('storage.clearing') : t('storage.clear')}
        </button>
      </div>
      <p className={styles.hint}>{t('storage.clearHint')}</p>
      <p role="status" className={styles.status} data-testid="storage-status">
        {status === 'cleared' ? t('storage.cleared') : status === 'refused' ? t('storage.keepRefused') : ''}
      </p>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="storage-confirm-title"
        aria-describedby="storage-confirm-body"
        data-testid="storage-confirm"
      >
        <h2 id="storage-confirm-title" className={styles.dialogTitle}>
          {t('storage.confirmTitle')}
        </h2>
        <p id="storage-confirm-body">{t('storage.confirmBody')}</p>
        {unsent > 0 && (
          <div className={styles.outbox} data-testid="storage-outbox">
            <p>{t('storage.outboxUnsent', { count: unsent })}</p>
            <label className={styles.outboxAlso}>
              <input type="checkbox" checked={dropOutbox} onChange={(e) => setDropOutbox(e.target.checked)} data-testid="storage-outbox-also" />
              {t('storage.outboxAlso')}
            </label>
          </div>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()} autoFocus>
            {t('storage.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void clear()} data-testid="storage-confirm-clear">
            {t('storage.confirm')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
