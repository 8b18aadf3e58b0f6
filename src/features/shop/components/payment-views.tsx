import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { useCreatePayment } from '../api/create-payment.ts';
import { usePayOrderReturn } from '../api/pay-order-return.ts';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { yuanFromCents, formatDateTime } from '../lib/money.ts';
import { useGoToPayment } from '../lib/use-go-to-payment.ts';
import { DemoPaymentBanner } from './demo-payment-banner.tsx';
import { errorText, isNetworkError, QueryState, useToken, whenOnline } from './gates.tsx';
import { OrderLines } from './order-lines.tsx';
import { SecureNote } from './page-band.tsx';
import { StatusChip } from './quantity-stepper.tsx';
import shell from './shop.module.css';
import styles from './payment.module.css';

/**
 * A "Pay now" button: opens a payment for the order and goes to the provider's pay page. With the
 * sandbox provider it carries the demo-payment banner (`banner={false}` where a list shows one for all).
 */
export function PayNowButton({ orderId, className, banner = true }: { orderId: number; className?: string; banner?: boolean }) {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const goToPayment = useGoToPayment();
  const pay = useCreatePayment();
  const [offline, setOffline] = useState(false);
  const go = () => setOffline(!whenOnline(() => pay.mutate(orderId, { onSuccess: (p) => goToPayment(p, to('/userCenter?tab=orders')) })));
  return (
    <>
      {banner && <DemoPaymentBanner />}
      <button type="button" className={`btn btn-primary ${className ?? ''}`} onClick={go} disabled={pay.isPending} data-testid="pay-now">
        {pay.isPending ? t('pay.opening') : t('pay.payNow')}
      </button>
      {(offline || isNetworkError(pay.error)) && <NeedsConnection onRetry={go} />}
      {pay.error && !isNetworkError(pay.error) && (
        <p className={shell.alert} role="alert">
          {errorText(pay.error, t('common.failed'))}
        </p>
      )}
    </>
  );
}

/** The payment result page (pay_order_return): paid, or not (yet) paid with a way to pay again. */
export function PayResultView({ orderId, cancelled }: { orderId: number; cancelled: boolean }) {
  const { t } = useTranslation('shop');
  const { lang, locale, to } = useLocale();
  const token = useToken();
  const result = usePayOrderReturn(lang, token, orderId);
  return (
    <QueryState query={result}>
      {(r) => (
        <section className={`${shell.panel} ${styles.result}`} aria-labelledby="pay-result" data-testid="pay-result" data-status={r.status}>
          <span className={r.status === 'paid' ? styles.iconOk : styles.iconWait} aria-hidden="true">
            {r.status === 'paid' ? '✓' : '!'}
          </span>
          <h2 id="pay-result" className={styles.resultTitle}>
            {r.status === 'paid' ? t('pay.success') : cancelled ? t('pay.cancelled') : t('pay.notPaid')}
          </h2>
          <p className={shell.muted}>
            {r.status === 'paid' ? (r.type === 'vehicle' ? t('pay.successVehicle') : t('pay.successGoods')) : t('pay.notPaidHint')}
          </p>
          <dl className={`${shell.rows} ${styles.resultRows}`}>
            <div className={shell.row}>
              <dt>{t('order.no')}</dt>
              <dd data-testid="pay-result-order-no">{r.order_no}</dd>
            </div>
            <div className={shell.row}>
              <dt>{t('order.amount')}</dt>
              <dd>{yuanFromCents(r.total_cents)}</dd>
            </div>
            {r.paid_at && (
              <div className={shell.row}>
                <dt>{t('order.paidAt')}</dt>
                <dd>{formatDateTime(r.paid_at, locale)}</dd>
              </div>
            )}
          </dl>
          <div className={styles.resultActions}>
            {r.status === 'pending' && <PayNowButton orderId={r.order_id} />}
            <Link
              to={to('/userCenter?tab=orders')}
              className={r.status === 'paid' ? 'btn btn-primary' : 'btn btn-ghost'}
              data-testid="pay-result-orders"
            >
              {t('pay.viewOrders')}
            </Link>
            {r.status === 'paid' && (
              <Link to={to('/shopHomePage')} className="btn btn-ghost">
                {t('cart.continue')}
              </Link>
            )}
          </div>
        </section>
      )}
    </QueryState>
  );
}

/** A pending order opened by id (after a reservation, or "Pay now" from the user centre). */
export function PayOrderView({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shop');
  const { lang } = useLocale();
  const token = useToken();
  const order = useOrderDetail(lang, token, orderId);
  return (
    <QueryState query={order}>
      {(o) => (
        <div className={shell.split}>
          <section className={shell.panel} aria-labelledby="po-title">
            <div className={shell.panelHead}>
              <h2 id="po-title" className={shell.panelTitle}>
                {t('order.no')} {o.order_no}
              </h2>
              <StatusChip status={o.status} label={t(`order.status.${o.status}`)} />
            </div>
            <OrderLines order={o} />
          </section>
          <aside className={`${shell.panel} ${shell.aside}`}>
            <dl className={shell.rows}>
              <div className={`${shell.row} ${shell.total}`}>
                <dt>{o.type === 'vehicle' ? t('buy.deposit') : t('summary.total')}</dt>
                <dd>{yuanFromCents(o.total_cents)}</dd>
              </div>
            </dl>
            {o.status === 'pending' ? (
              <PayNowButton orderId={o.order_id} className={shell.cta} />
            ) : (
              <p className={shell.muted}>{t('pay.nothingToPay')}</p>
            )}
            <SecureNote>{t('summary.secure')}</SecureNote>
          </aside>
        </div>
      )}
    </QueryState>
  );
}
