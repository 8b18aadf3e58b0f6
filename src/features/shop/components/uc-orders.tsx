import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useOrderList } from '../api/get-order-list.ts';
import { useOrderDetail } from '../api/get-order-detail.ts';
import type { Order } from '../api/types.ts';
import { formatDateTime, yuanFromCents } from '../lib/money.ts';
import { QueryState, useToken } from './gates.tsx';
import { OrderLines } from './order-lines.tsx';
import { PayNowButton } from './payment-views.tsx';
import { DemoPaymentBanner } from './demo-payment-banner.tsx';
import { CancelOrderButton, PayBy } from './cancel-order.tsx';
import { StatusChip } from './quantity-stepper.tsx';
import { Pager } from './pager.tsx';
import shell from './shop.module.css';
import styles from './user-center.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../components/ui/picture-sizes.ts';

/** One order in the list: number, date, status, what it holds, total and actions. */
function OrderCard({ o }: { o: Order }) {
  const { t } = useTranslation('shop');
  const { locale, to } = useLocale();
  const first = o.vehicle
    ? { pic: o.vehicle.pic, name: o.vehicle.model_name, meta: `${o.vehicle.version_name} · ${o.vehicle.color_name}` }
    : { pic: o.items[0]?.pic, name: o.items[0]?.name, meta: o.items[0]?.spec };
  return (
    <li className={styles.order} data-testid="order-row" data-order-id={o.order_id}>
      <div className={styles.orderHead}>
        <span className={styles.orderNo}>
          {o.type === 'vehicle' ? t('order.reservation') : t('order.goodsOrder')} · {o.order_no}
        </span>
        <StatusChip status={o.status} label={t(`order.status.${o.status}`)} />
      </div>
      <div className={styles.orderBody}>
        {first.pic && <Picture src={first.pic} alt="" width={64} height={64} sizes={sizesFixed(64)} />}
        <div className={styles.orderWhat}>
          <p className={styles.orderName}>{first.name}</p>
          <p className={shell.muted}>
            {first.meta}
            {o.items.length > 1 ? ` · ${t('order.more', { count: o.items.length - 1 })}` : ''}
          </p>
          <p className={styles.orderDate}>{formatDateTime(o.created_at, locale)}</p>
          {o.status === 'pending' && <PayBy expiresAt={o.expires_at ?? null} locale={locale} />}
        </div>
        <div className={styles.orderEnd}>
          <p className="price">{yuanFromCents(o.total_cents)}</p>
          <div className={styles.orderActions}>
            {o.status === 'pending' && <CancelOrderButton orderId={o.order_id} className="btn-small" />}
            {o.status === 'pending' && <PayNowButton orderId={o.order_id} className="btn-small" banner={false} />}
            <Link to={to(`/userCenter?tab=orders&order=${o.order_id}`)} className="btn btn-ghost btn-small" data-testid="order-open">
              {t('order.details')}
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}

/** The orders tab: a paged list, or one order's detail when `orderId` is set. */
export function OrdersTab({ orderId, page, onPage }: { orderId: number; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('shop');
  const { lang, to } = useLocale();
  const token = useToken();
  const list = useOrderList(lang, token, page);
  if (orderId) return <OrderDetail orderId={orderId} />;
  return (
    <QueryState query={list}>
      {(d) =>
        d.list.length === 0 ? (
          <StateMessage
            title={t('order.empty')}
            action={
              <Link to={to('/shopHomePage')} className="btn btn-primary">
                {t('cart.shop')}
              </Link>
            }
          />
        ) : (
          <>
            {d.list.some((o) => o.status === 'pending') && <DemoPaymentBanner />}
            <ul className={styles.orders}>
              {d.list.map((o) => (
                <OrderCard key={o.order_id} o={o} />
              ))}
            </ul>
            <Pager page={page} pages={Math.ceil(d.total / d.page_size)} onPage={onPage} />
          </>
        )
      }
    </QueryState>
  );
}

function OrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation('shop');
  const { lang, locale, to } = useLocale();
  const token = useToken();
  const order = useOrderDetail(lang, token, orderId);
  return (
    <div>
      <Link to={to('/userCenter?tab=orders')} className={styles.back}>
        ← {t('order.back')}
      </Link>
      <QueryState query={order}>
        {(o) => (
          <section className={shell.panel} aria-labelledby="order-detail" data-testid="order-detail" data-status={o.status}>
            <div className={shell.panelHead}>
              <h2 id="order-detail" className={shell.panelTitle}>
                {t('order.no')} {o.order_no}
              </h2>
              <StatusChip status={o.status} label={t(`order.status.${o.status}`)} />
            </div>
            <OrderLines order={o} />
            <dl className={`${shell.rows} ${styles.detailRows}`}>
              <div className={shell.row}>
                <dt>{t('order.createdAt')}</dt>
                <dd>{formatDateTime(o.created_at, locale)}</dd>
              </div>
              {o.paid_at && (
                <div className={shell.row}>
                  <dt>{t('order.paidAt')}</dt>
                  <dd>{formatDateTime(o.paid_at, locale)}</dd>
                </div>
              )}
              {o.type === 'goods' && (
                <div className={shell.row}>
                  <dt>{t('summary.goods')}</dt>
                  <dd>{yuanFromCents(o.goods_cents)}</dd>
                </div>
              )}
              {o.discount_cents > 0 && (
                <div className={`${shell.row} ${shell.discount}`}>
                  <dt>{o.coupon_title ?? t('summary.discount')}</dt>
                  <dd>−{yuanFromCents(o.discount_cents)}</dd>
                </div>
              )}
              <div className={`${shell.row} ${shell.total}`}>
                <dt>{o.type === 'vehicle' ? t('buy.deposit') : t('summary.total')}</dt>
                <dd>{yuanFromCents(o.total_cents)}</dd>
              </div>
            </dl>
            {o.status === 'pending' && (
              <div className={styles.detailPay}>
                <PayBy expiresAt={o.expires_at ?? null} locale={locale} />
                <CancelOrderButton orderId={o.order_id} />
                <PayNowButton orderId={o.order_id} />
              </div>
            )}
          </section>
        )}
      </QueryState>
    </div>
  );
}
