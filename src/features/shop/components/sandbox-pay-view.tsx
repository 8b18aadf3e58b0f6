import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { useSandboxSession } from '../api/get-sandbox-session.ts';
import { useSandboxPay } from '../api/sandbox-pay.ts';
import { yuanFromCents } from '../lib/money.ts';
import { errorText, isNetworkError, QueryState, useToken, whenOnline } from './gates.tsx';
import shell from './shop.module.css';
import styles from './payment.module.css';

/**
 * The sandbox provider's pay page. It looks like a separate provider on purpose and says plainly that
 * no real money moves. Pay makes the sandbox send our server a signed callback; Cancel leaves the order unpaid.
 */
export function SandboxPayView({ session }: { session: string }) {
  const { t } = useTranslation('shop');
  const { lang, to } = useLocale();
  const token = useToken();
  const navigate = useNavigate();
  const info = useSandboxSession(lang, token, session);
  const pay = useSandboxPay();
  const [offline, setOffline] = useState(false);

  const act = (action: 'pay' | 'cancel') =>
    setOffline(
      !whenOnline(() =>
        pay.mutate(
          { session, action },
          {
            onSuccess: (r) =>
              navigate(to(`/payment?order_id=${r.order_id}&result=1${r.status === 'cancelled' ? '&cancelled=1' : ''}`), { replace: true }),
          },
        ),
      ),
    );

  return (
    <QueryState query={info}>
      {(s) => {
        if (s.status !== 'open') return <Navigate to={to(`/payment?order_id=${s.order_id}&result=1`)} replace />;
        return (
          <section className={styles.sandbox} aria-labelledby="sandbox-title" data-testid="sandbox-pay">
            <p className={styles.sandboxRibbon} data-testid="sandbox-banner">
              {t('sandbox.banner')}
            </p>
            <div className={styles.sandboxBody}>
              <p className={styles.provider}>
                <span className={styles.providerMark} aria-hidden="true">
                  S
                </span>
                {t('sandbox.provider')}
              </p>
              <h2 id="sandbox-title" className={styles.sandboxTitle}>
                {t('sandbox.title')}
              </h2>
              <dl className={shell.rows}>
                <div className={shell.row}>
                  <dt>{t('sandbox.merchant')}</dt>
                  <dd>{t('sandbox.merchantName')}</dd>
                </div>
                <div className={shell.row}>
                  <dt>{t('order.no')}</dt>
                  <dd>{s.order_no}</dd>
                </div>
              </dl>
              <p className={styles.amountLabel}>{t('sandbox.amount')}</p>
              <p className={styles.amount} data-testid="sandbox-amount">
                {yuanFromCents(s.amount_cents)}
              </p>
              <div className={styles.sandboxActions}>
                <button
                  type="button"
                  className={`btn btn-primary ${styles.payBtn}`}
                  onClick={() => act('pay')}
                  disabled={pay.isPending}
                  data-testid="sandbox-pay-button"
                >
                  {pay.isPending && pay.variables?.action === 'pay'
                    ? t('sandbox.paying')
                    : t('sandbox.pay', { amount: yuanFromCents(s.amount_cents) })}
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => act('cancel')} disabled={pay.isPending} data-testid="sandbox-cancel">
                  {t('sandbox.cancel')}
                </button>
              </div>
              {(offline || isNetworkError(pay.error)) && <NeedsConnection onRetry={() => setOffline(false)} />}
              {pay.error && !isNetworkError(pay.error) && (
                <p className={shell.alert} role="alert">
                  {errorText(pay.error, t('common.failed'))}
                </p>
              )}
              <p className={styles.sandboxFine}>{t('sandbox.fine')}</p>
            </div>
          </section>
        );
      }}
    </QueryState>
  );
}
