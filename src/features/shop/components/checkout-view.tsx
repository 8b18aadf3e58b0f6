import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCarGoods } from '../api/get-car-goods.ts';
import { useDeliveryAddress } from '../api/get-delivery-address.ts';
import { useUserCoupon } from '../api/get-user-coupon.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import type { CartLine } from '../api/types.ts';
import { newClientKey } from '../lib/client-key.ts';
import { bestCoupon, couponDiscount, pricedLines } from '../lib/coupon.ts';
import { yuanFromCents } from '../lib/money.ts';
import { useGoToPayment } from '../lib/use-go-to-payment.ts';
import { errorText, isNetworkError, QueryState, useToken, whenOnline } from './gates.tsx';
import { AddressPicker } from './address-picker.tsx';
import type { AddressFlusher } from './address-form.tsx';
import { CouponPicker } from './coupon-picker.tsx';
import { SecureNote } from './page-band.tsx';
import { DemoPaymentBanner } from './demo-payment-banner.tsx';
import shell from './shop.module.css';
import styles from './cart.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../components/ui/picture-sizes.ts';

/**
 * Checkout from the cart: address, coupon, items and a summary. The idempotency key is made once for
 * this checkout attempt and reused on every retry, so a double click or a retry after a time-out
 * returns the same order. Amounts shown are a preview; the server's are the ones charged.
 */
export function CheckoutView() {
  const { t } = useTranslation('shop');
  const { lang, to } = useLocale();
  const token = useToken();
  const navigate = useNavigate();
  const goToPayment = useGoToPayment();
  const cart = useCarGoods(lang, token);
  const addresses = useDeliveryAddress(lang, token);
  const coupons = useUserCoupon(lang, token);
  const createOrder = useCreateOrder();
  const createPayment = useCreatePayment();
  const [clientKey] = useState(newClientKey);
  const [addressId, setAddressId] = useState(0);
  // null until the user picks: then the best saving for this cart is the choice.
  const [couponChoice, setCouponChoice] = useState<number | null>(null);
  const [offline, setOffline] = useState(false);
  const [addressProblem, setAddressProblem] = useState<'' | 'invalid' | 'failed'>('');
  const [placed, setPlaced] = useState(false);
  const [flushing, setFlushing] = useState(false);
  const flushAddress = useRef<AddressFlusher | null>(null);

  const list = addresses.data ?? [];
  const chosenAddress = list.find((a) => a.id === addressId) ?? list.find((a) => a.is_default === 1) ?? list[0];
  const priced = pricedLines((cart.data ?? []) as CartLine[]);
  const best = bestCoupon(coupons.data ?? [], priced);
  const couponId = couponChoice ?? best?.id ?? 0;
  const busy = createOrder.isPending || createPayment.isPending || flushing;

  const submit = async () => {
    // A filled address form is validated and saved first, then used; its values stay if that fails.
    let address = chosenAddress;
    if (flushAddress.current) {
      setFlushing(true);
      const flushed = await flushAddress.current(!chosenAddress);
      setFlushing(false);
      if (flushed.kind === 'invalid' || flushed.kind === 'failed') return setAddressProblem(flushed.kind);
      if (flushed.kind === 'saved') address = flushed.address;
    }
    if (!address) return setAddressProblem('invalid');
    setAddressProblem('');
    const input = { client_key: clientKey, address_id: address.id, ...(couponId ? { coupon_id: couponId } : {}) };
    const ran = whenOnline(() =>
      createOrder.mutate(input, {
        onSuccess: (order) => {
          // The cart empties now; show the hand-over to payment instead of an "empty cart".
          setPlaced(true);
          createPayment.mutate(order.order_id, {
            onSuccess: (p) => goToPayment(p, to(`/payment?order_id=${order.order_id}`)),
            // The order exists; its own page offers "Pay now" again.
            onError: () => navigate(to(`/payment?order_id=${order.order_id}`)),
          });
        },
      }),
    );
    setOffline(!ran);
  };

  if (placed) return <Spinner label={t('checkout.toPayment')} />;
  return (
    <QueryState query={cart}>
      {(rows) => {
        const lines = rows as CartLine[];
        if (!lines.length) {
          return (
            <div className={`${shell.panel} ${styles.empty}`} data-testid="checkout-empty">
              <h2 className={styles.emptyTitle}>{t('cart.empty')}</h2>
              <Link to={to('/shopHomePage')} className="btn btn-primary">
                {t('cart.shop')}
              </Link>
            </div>
          );
        }
        const goods = priced.reduce((s, l) => s + l.cents * l.quantity, 0);
        const coupon = coupons.data?.find((c) => c.id === couponId);
        const off = coupon ? couponDiscount(coupon, priced) : 0;
        const failure = createOrder.error ?? createPayment.error;
        return (
          <div className={shell.split}>
            <div>
              <section className={shell.panel} aria-labelledby="co-address">
                <div className={shell.panelHead}>
                  <h2 id="co-address" className={shell.panelTitle}>
                    {t('checkout.address')}
                  </h2>
                </div>
                <QueryState query={addresses}>
                  {(a) => <AddressPicker addresses={a} value={chosenAddress?.id ?? 0} onChange={setAddressId} flushRef={flushAddress} />}
                </QueryState>
              </section>
              <section className={shell.panel} aria-labelledby="co-items">
                <div className={shell.panelHead}>
                  <h2 id="co-items" className={shell.panelTitle}>
                    {t('cart.items', { count: priced.reduce((s, l) => s + l.quantity, 0) })}
                  </h2>
                  <Link to={to('/shoppingCart')} className={shell.panelNote}>
                    {t('checkout.editCart')}
                  </Link>
                </div>
                <ul className={styles.mini}>
                  {lines.map((l) => (
                    <li key={l.cart_id} className={styles.miniItem}>
                      <Picture src={l.top_pic ?? l.mainImgUrl} alt="" width={56} height={56} sizes={sizesFixed(56)} />
                      <span>
                        <span className={styles.miniName}>{l.goods_name ?? l.name}</span>
                        <span className={styles.miniMeta}>
                          {' '}
                          {l.spec ? `${l.spec} · ` : ''}× {l.quantity}
                        </span>
                      </span>
                      <span className="price">{yuanFromCents((l.price_cents ?? 0) * l.quantity)}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <section className={shell.panel} aria-labelledby="co-coupon">
                <div className={shell.panelHead}>
                  <h2 id="co-coupon" className={shell.panelTitle}>
                    {t('checkout.coupon')}
                  </h2>
                  {couponChoice === null && best && (
                    <span className={shell.panelNote} data-testid="coupon-best-note">
                      {t('checkout.bestCoupon')}
                    </span>
                  )}
                </div>
                <QueryState query={coupons}>
                  {(c) => <CouponPicker coupons={c} lines={priced} value={couponId} onChange={setCouponChoice} />}
                </QueryState>
              </section>
            </div>
            <aside className={`${shell.panel} ${shell.aside}`} aria-labelledby="co-summary">
              <h2 id="co-summary" className={shell.panelTitle}>
                {t('summary.title')}
              </h2>
              <dl className={`${shell.rows} ${shell.rowsTop}`}>
                <div className={shell.row}>
                  <dt>{t('summary.goods')}</dt>
                  <dd>{yuanFromCents(goods)}</dd>
                </div>
                {off > 0 && (
                  <div className={`${shell.row} ${shell.discount}`}>
                    <dt>{t('summary.discount')}</dt>
                    <dd>−{yuanFromCents(off)}</dd>
                  </div>
                )}
                <div className={shell.row}>
                  <dt>{t('summary.shipping')}</dt>
                  <dd>{t('summary.free')}</dd>
                </div>
                <div className={`${shell.row} ${shell.total}`}>
                  <dt>{t('summary.total')}</dt>
                  <dd data-testid="checkout-total">{yuanFromCents(goods - off)}</dd>
                </div>
              </dl>
              <DemoPaymentBanner />
              <button
                type="button"
                className={`btn btn-primary ${shell.cta}`}
                onClick={() => void submit()}
                disabled={busy}
                data-testid="checkout-submit"
              >
                {busy ? t('checkout.placing') : t('checkout.submit')}
              </button>
              {addressProblem && (
                <p className={shell.alert} role="alert" data-testid="checkout-address-problem">
                  {addressProblem === 'failed' ? t('checkout.addressNotSaved') : t('checkout.fixAddress')}
                </p>
              )}
              {(offline || isNetworkError(failure)) && <NeedsConnection onRetry={() => void submit()} what={t('checkout.offline')} />}
              {failure && !isNetworkError(failure) && (
                <p className={shell.alert} role="alert" data-testid="checkout-error">
                  {errorText(failure, t('common.failed'))}
                </p>
              )}
              <SecureNote>{t('summary.secure')}</SecureNote>
            </aside>
          </div>
        );
      }}
    </QueryState>
  );
}
