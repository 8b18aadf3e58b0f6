import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../app/route-table.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { formatDateTime } from '../lib/money.ts';
import { errorText, isNetworkError, whenOnline } from './gates.tsx';
import shell from './shop.module.css';
import styles from './user-center.module.css';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "14:30" / "2:30 PM" on the device's clock, with the date in front when it is not today. */
function payByTime(iso: string, locale: Locale, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const time =
    locale === 'zh'
      ? `${pad2(d.getHours())}:${pad2(d.getMinutes())}`
      : `${d.getHours() % 12 || 12}:${pad2(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
  return d.toDateString() === now.toDateString() ? time : formatDateTime(iso, locale);
}

/** "Pay by 14:30": when an unpaid order stops being payable (it is then cancelled and its stock released). */
export function PayBy({ expiresAt, locale }: { expiresAt: string | null; locale: Locale }) {
  const { t } = useTranslation('shop');
  if (!expiresAt) return null;
  return (
    <p className={styles.payBy} data-testid="order-pay-by">
      {t('order.payBy', { time: payByTime(expiresAt, locale) })}
    </p>
  );
}

/**
 * "Cancel order" with a confirmation in a native modal <dialog> (focus moves into it, Escape closes it,
 * focus returns to the button). Network only; the lists refetch through the mutation.
 */
export function CancelOrderButton({ orderId, className }: { orderId: number; className?: string }) {
  const { t } = useTranslation('shop');
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [offline, setOffline] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
  }, [open]);

  const close = () => {
    dialog.current?.close();
  };
  const confirm = () =>
    setOffline(
      !whenOnline(() =>
        cancel.mutate(orderId, {
          onSuccess: close,
          onError: close,
        }),
      ),
    );
  const titleId = `cancel-title-${orderId}`;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`btn btn-ghost ${className ?? ''}`}
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
        disabled={cancel.isPending}
        data-testid="order-cancel"
      >
        {cancel.isPending ? t('order.cancelling') : t('order.cancel')}
      </button>
      {open && (
        <dialog
          ref={dialog}
          className={styles.confirm}
          aria-labelledby={titleId}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
          data-testid="cancel-dialog"
        >
          <h2 id={titleId} className={styles.confirmTitle}>
            {t('order.cancelTitle')}
          </h2>
          <p className={shell.muted}>{t('order.cancelText')}</p>
          <div className={styles.confirmActions}>
            <button type="button" className="btn btn-ghost" onClick={close} autoFocus data-testid="cancel-keep">
              {t('order.keep')}
            </button>
            <button type="button" className="btn btn-dark" onClick={confirm} disabled={cancel.isPending} data-testid="cancel-confirm">
              {cancel.isPending ? t('order.cancelling') : t('order.confirmCancel')}
            </button>
          </div>
        </dialog>
      )}
      {(offline || isNetworkError(cancel.error)) && <NeedsConnection onRetry={confirm} />}
      {cancel.error && !isNetworkError(cancel.error) && (
        <p className={shell.alert} role="alert">
          {errorText(cancel.error, t('common.failed'))}
        </p>
      )}
    </>
  );
}
