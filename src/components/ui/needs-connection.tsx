import { useTranslation } from 'react-i18next';
import { StateMessage } from './state-message.tsx';

/**
 * The network-only pages' offline state (cart, login, payment, bookings): says plainly that a
 * connection is needed and offers a retry. Nothing is queued or sent later on its own.
 */
export function NeedsConnection({ onRetry, what }: { onRetry: () => void; what?: string }) {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="offline"
      testId="needs-connection"
      title={t('offline.needsConnection')}
      body={<p>{what ?? t('offline.needsConnectionBody')}</p>}
      action={
        <button type="button" className="btn btn-dark" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      }
    />
  );
}
