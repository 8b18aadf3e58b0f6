import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { usePaymentProvider } from '../api/get-car-deposit.ts';
import styles from './demo-payment-banner.module.css';

/** "Demo payment — no real money is charged", shown next to pay buttons while the server uses the sandbox provider. */
export function DemoPaymentBanner() {
  const { t } = useTranslation('shop');
  const { lang } = useLocale();
  if (usePaymentProvider(lang) !== 'sandbox') return null;
  return (
    <p className={styles.banner} role="note" data-testid="demo-payment-banner">
      {t('pay.demoBanner')}
    </p>
  );
}
