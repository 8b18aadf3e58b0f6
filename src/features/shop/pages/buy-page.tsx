import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { loginUrlFor } from '../../../lib/api-client.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useBuyModel } from '../api/get-buy-model.ts';
import { useStores } from '../api/get-stores.ts';
import { useCarDeposit } from '../api/get-car-deposit.ts';
import { useCarBuy } from '../api/car-buy.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import type { BuyModel, Store } from '../api/types.ts';
import { newClientKey } from '../lib/client-key.ts';
import { yuanFromCents } from '../lib/money.ts';
import { useGoToPayment } from '../lib/use-go-to-payment.ts';
import { DemoPaymentBanner } from '../components/demo-payment-banner.tsx';
import { errorText, isNetworkError, NetworkOnly, QueryState, useToken, whenOnline } from '../components/gates.tsx';
import { PageBand, SecureNote } from '../components/page-band.tsx';
import shell from '../components/shop.module.css';
import styles from '../components/buy.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_MAIN } from '../../../components/ui/picture-sizes.ts';
import type { PageHandle } from '../../../app/route-module.ts';

/** Reserve a motorcycle (`/buy?car_model_id&version_id&color`): version, colour, dealer and the deposit. Network only. */
export function BuyPage() {
  const { t } = useTranslation('shop');
  const { lang, to } = useLocale();
  const [params] = useSearchParams();
  const modelId = Number.parseInt(params.get('car_model_id') ?? '', 10) || 0;
  const model = useBuyModel(modelId, lang);
  return (
    <>
      <PageBand eyebrow={t('buy.eyebrow')} title={model.data?.car_model_name ?? t('buy.title')} lead={t('buy.lead')} />
      <NetworkOnly>
        <div className={`container ${shell.page}`}>
          {modelId ? (
            <QueryState query={model}>
              {(m) => <BuyForm model={m} versionParam={Number(params.get('version_id')) || 0} colorParam={params.get('color') ?? ''} />}
            </QueryState>
          ) : (
            <StateMessage
              title={t('buy.noModel')}
              action={
                <Link to={to('/vehicleModel')} className="btn btn-primary">
                  {t('buy.chooseModel')}
                </Link>
              }
            />
          )}
        </div>
      </NetworkOnly>
    </>
  );
}

function storeLabel(s: Store): string {
  return `${s.city} · ${s.name}`;
}

function BuyForm({ model, versionParam, colorParam }: { model: BuyModel; versionParam: number; colorParam: string }) {
  const { t } = useTranslation('shop');
  const { lang, to } = useLocale();
  const token = useToken();
  const navigate = useNavigate();
  const goToPayment = useGoToPayment();
  const { pathname, search } = useLocation();
  const stores = useStores(lang);
  const deposit = useCarDeposit(lang);
  const carBuy = useCarBuy();
  const payment = useCreatePayment();
  const [clientKey] = useState(newClientKey);
  const [versionId, setVersionId] = useState(model.versions.find((v) => v.id === versionParam)?.id ?? model.versions[0]?.id ?? 0);
  const [color, setColor] = useState(model.colors.find((c) => c.slug === colorParam)?.slug ?? model.colors[0]?.slug ?? '');
  const [storeId, setStoreId] = useState(0);
  const [storeError, setStoreError] = useState(false);
  const [offline, setOffline] = useState(false);
  const version = model.versions.find((v) => v.id === versionId);
  const colour = model.colors.find((c) => c.slug === color);
  const store = stores.data?.find((s) => s.id === storeId);
  const price = version ? version.activity_price || version.retail_price : model.activity_price;
  const depositCents = deposit.data?.deposit_cents ?? 0;
  const pic = colour?.pics.find((p) => p.kind === 'side')?.url ?? colour?.pics[0]?.url;
  const byProvince = new Map<string, Store[]>();
  for (const s of stores.data ?? []) byProvince.set(s.province, [...(byProvince.get(s.province) ?? []), s]);
  const busy = carBuy.isPending || payment.isPending;
  const failure = carBuy.error ?? payment.error;

  const submit = () => {
    if (!token) return navigate(loginUrlFor(`${pathname}${search}`));
    if (!storeId) return setStoreError(true);
    setStoreError(false);
    const input = { car_model_id: model.car_model_id, version_id: versionId, color, store_id: storeId, client_key: clientKey };
    const ran = whenOnline(() =>
      carBuy.mutate(input, {
        onSuccess: (order) =>
          payment.mutate(order.order_id, {
            onSuccess: (p) => goToPayment(p, to(`/payment?order_id=${order.order_id}`)),
            onError: () => navigate(to(`/payment?order_id=${order.order_id}`)),
          }),
      }),
    );
    setOffline(!ran);
  };

  return (
    <div className={shell.split}>
      <div>
        <section className={`${shell.panel} ${styles.stage}`}>
          {pic && (
            <Picture
              className={styles.bike}
              src={pic}
              alt={`${model.car_model_name} · ${colour?.name ?? ''}`}
              width={800}
              height={500}
              sizes={SIZES_MAIN}
              loading="eager"
            />
          )}
        </section>
        <section className={shell.panel} aria-labelledby="buy-version">
          <h2 id="buy-version" className={shell.panelTitle}>
            {t('buy.version')}
          </h2>
          <div className={styles.versions} role="radiogroup" aria-labelledby="buy-version">
            {model.versions.map((v) => (
              <label key={v.id} className={styles.version} data-testid="buy-version">
                <input type="radio" name="version" checked={v.id === versionId} onChange={() => setVersionId(v.id)} />
                <span className={styles.versionName}>{v.name}</span>
                <span className="price">{yuanFromCents((v.activity_price || v.retail_price) * 100)}</span>
              </label>
            ))}
          </div>
          <h2 id="buy-colour" className={`${shell.panelTitle} ${styles.gap}`}>
            {t('buy.colour')}: <span className={styles.colourName}>{colour?.name}</span>
          </h2>
          <div className={styles.swatches} role="radiogroup" aria-labelledby="buy-colour">
            {model.colors.map((c) => (
              <label key={c.slug} className={styles.swatch} title={c.name} data-testid="buy-colour">
                <input type="radio" name="colour" checked={c.slug === color} onChange={() => setColor(c.slug)} className="visually-hidden" />
                <span className={styles.swatchDot} style={{ background: `#${c.hex.replace('#', '')}` }} aria-hidden="true" />
                <span className="visually-hidden">{c.name}</span>
              </label>
            ))}
          </div>
          <div className={`field ${styles.gap}`}>
            <label htmlFor="buy-store">{t('buy.store')}</label>
            <select
              id="buy-store"
              className={styles.select}
              value={storeId}
              onChange={(e) => setStoreId(Number(e.target.value))}
              aria-invalid={storeError}
              data-testid="buy-store"
            >
              <option value={0}>{stores.isPending ? t('common.loading') : t('buy.pickStore')}</option>
              {[...byProvince].map(([province, list]) => (
                <optgroup key={province} label={province}>
                  {list.map((s) => (
                    <option key={s.id} value={s.id}>
                      {storeLabel(s)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {store && <p className="hint">{`${store.address} · ${store.phone}`}</p>}
            {storeError && <p className="error">{t('buy.needStore')}</p>}
          </div>
        </section>
      </div>
      <aside className={`${shell.panel} ${shell.aside}`} aria-labelledby="buy-summary">
        <h2 id="buy-summary" className={shell.panelTitle}>
          {t('buy.summary')}
        </h2>
        <dl className={`${shell.rows} ${shell.rowsTop}`}>
          <div className={shell.row}>
            <dt>{t('buy.version')}</dt>
            <dd>{version?.name}</dd>
          </div>
          <div className={shell.row}>
            <dt>{t('buy.colour')}</dt>
            <dd>{colour?.name}</dd>
          </div>
          <div className={shell.row}>
            <dt>{t('buy.price')}</dt>
            <dd>{yuanFromCents(price * 100)}</dd>
          </div>
          <div className={shell.row}>
            <dt>{t('buy.balance')}</dt>
            <dd>{depositCents ? yuanFromCents(Math.max(0, price * 100 - depositCents)) : '—'}</dd>
          </div>
          <div className={`${shell.row} ${shell.total}`}>
            <dt>{t('buy.deposit')}</dt>
            <dd data-testid="buy-deposit">{depositCents ? yuanFromCents(depositCents) : '—'}</dd>
          </div>
        </dl>
        <DemoPaymentBanner />
        <button type="button" className={`btn btn-primary ${shell.cta}`} onClick={submit} disabled={busy || !depositCents} data-testid="buy-submit">
          {!token ? t('buy.loginToReserve') : busy ? t('checkout.placing') : t('buy.reserve')}
        </button>
        {(offline || isNetworkError(failure)) && <NeedsConnection onRetry={submit} />}
        {failure && !isNetworkError(failure) && (
          <p className={shell.alert} role="alert">
            {errorText(failure, t('common.failed'))}
          </p>
        )}
        <SecureNote>{t('buy.refundable')}</SecureNote>
      </aside>
    </div>
  );
}

export { BuyPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['shop'], noindex: true };
