import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../../lib/api-client.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';

/** Shows a query's loading, offline or error state, and its data once there (cached data wins over an error). */
export function QueryGate<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('content');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('common.loading')} />;
  const offline = query.error instanceof NetworkError;
  return (
    <div className="container">
      <StateMessage
        tone={offline ? 'offline' : 'error'}
        title={offline ? t('common.offlineTitle') : t('common.loadFailed')}
        body={offline ? <p>{t('common.offlineBody')}</p> : undefined}
        action={
          <button type="button" className="btn btn-dark" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    </div>
  );
}
