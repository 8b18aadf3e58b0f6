import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NetworkOnly, RequireLogin } from '../components/gates.tsx';
import { CheckoutSteps, PageBand } from '../components/page-band.tsx';
import { CheckoutView } from '../components/checkout-view.tsx';
import { SandboxPayView } from '../components/sandbox-pay-view.tsx';
import { PayOrderView, PayResultView } from '../components/payment-views.tsx';
import shell from '../components/shop.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/**
 * Checkout and payment (`/payment`), network only:
 * no parameters → checkout from the cart; `order_id` → pay a pending order;
 * `sandbox=<session>` → the sandbox provider's pay page; `result=1` → the payment result.
 */
export function PaymentPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const orderId = Number.parseInt(params.get('order_id') ?? '', 10) || 0;
  const session = params.get('sandbox') ?? '';
  const result = params.get('result') === '1';
  const mode = session ? 'sandbox' : result && orderId ? 'result' : orderId ? 'order' : 'checkout';
  const step = mode === 'checkout' ? 'checkout' : mode === 'result' ? 'done' : 'pay';
  const title =
    mode === 'sandbox'
      ? t('sandbox.pageTitle')
      : mode === 'result'
        ? t('pay.resultTitle')
        : mode === 'order'
          ? t('pay.orderTitle')
          : t('checkout.title');

  return (
    <>
      <PageBand eyebrow={t('checkout.eyebrow')} title={title}>
        <CheckoutSteps current={step} />
      </PageBand>
      <RequireLogin>
        <NetworkOnly>
          <div className={`container ${shell.page}`}>
            {mode === 'sandbox' && <SandboxPayView session={session} />}
            {mode === 'result' && <PayResultView orderId={orderId} cancelled={params.get('cancelled') === '1'} />}
            {mode === 'order' && <PayOrderView orderId={orderId} />}
            {mode === 'checkout' && <CheckoutView />}
          </div>
        </NetworkOnly>
      </RequireLogin>
    </>
  );
}

export { PaymentPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['shop'], noindex: true, ssr: false };
