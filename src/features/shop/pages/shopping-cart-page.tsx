import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useCarGoods } from '../api/get-car-goods.ts';
import type { CartLine } from '../api/types.ts';
import { yuanFromCents } from '../lib/money.ts';
import { NetworkOnly, QueryState, RequireLogin, useToken } from '../components/gates.tsx';
import { CheckoutSteps, PageBand, SecureNote } from '../components/page-band.tsx';
import { CartLineRow, lineCents } from '../components/cart-line.tsx';
import shell from '../components/shop.module.css';
import styles from '../components/cart.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** The cart (`/shoppingCart`): lines with quantity and remove, totals in yuan, and checkout. Network only. */
export function ShoppingCartPage() {
  const { t } = useTranslation('shop');
  return (
    <>
      <PageBand eyebrow={t('cart.eyebrow')} title={t('cart.title')}>
        <CheckoutSteps current="cart" />
      </PageBand>
      <RequireLogin>
        <NetworkOnly>
          <CartBody />
        </NetworkOnly>
      </RequireLogin>
    </>
  );
}

function CartBody() {
  const { t } = useTranslation('shop');
  const { lang, to } = useLocale();
  const token = useToken();
  const navigate = useNavigate();
  const cart = useCarGoods(lang, token);
  return (
    <div className={`container ${shell.page}`}>
      <QueryState query={cart}>
        {(rows) => {
          const lines = rows as CartLine[];
          if (!lines.length) {
            return (
              <div className={`${shell.panel} ${styles.empty}`} data-testid="cart-empty">
                <h2 className={styles.emptyTitle}>{t('cart.empty')}</h2>
                <p className={shell.muted}>{t('cart.emptyHint')}</p>
                <Link to={to('/shopHomePage')} className="btn btn-primary">
                  {t('cart.shop')}
                </Link>
              </div>
            );
          }
          const items = lines.reduce((s, l) => s + l.quantity, 0);
          const total = lines.reduce((s, l) => s + lineCents(l) * l.quantity, 0);
          return (
            <div className={shell.split}>
              <section className={shell.panel} aria-labelledby="cart-lines">
                <div className={shell.panelHead}>
                  <h2 id="cart-lines" className={shell.panelTitle}>
                    {t('cart.items', { count: items })}
                  </h2>
                  <Link to={to('/shopHomePage')} className={shell.panelNote}>
                    {t('cart.continue')}
                  </Link>
                </div>
                <ul className={styles.lines}>
                  {lines.map((l) => (
                    <CartLineRow key={l.cart_id} line={l} />
                  ))}
                </ul>
              </section>
              <aside className={`${shell.panel} ${shell.aside}`} aria-labelledby="cart-summary">
                <h2 id="cart-summary" className={shell.panelTitle}>
                  {t('summary.title')}
                </h2>
                <dl className={`${shell.rows} ${shell.rowsTop}`}>
                  <div className={shell.row}>
                    <dt>{t('summary.goods')}</dt>
                    <dd>{yuanFromCents(total)}</dd>
                  </div>
                  <div className={shell.row}>
                    <dt>{t('summary.shipping')}</dt>
                    <dd>{t('summary.free')}</dd>
                  </div>
                  <div className={`${shell.row} ${shell.total}`}>
                    <dt>{t('summary.total')}</dt>
                    <dd data-testid="cart-total">{yuanFromCents(total)}</dd>
                  </div>
                </dl>
                <button type="button" className={`btn btn-primary ${shell.cta}`} onClick={() => navigate(to('/payment'))} data-testid="cart-checkout">
                  {t('cart.checkout')}
                </button>
                <SecureNote>{t('summary.couponsNext')}</SecureNote>
              </aside>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

export { ShoppingCartPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['shop'], title: 'common:nav.cart', noindex: true, ssr: false };
