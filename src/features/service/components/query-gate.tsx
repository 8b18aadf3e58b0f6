import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useOnline } from '../../../lib/use-online.ts';

/**
 * Renders a catalog read: its data (saved answers show offline), a spinner while the first answer
 * is on its way, or a state that says why it is missing (offline and never saved, or an error).
 */
export function QueryGate<T>({
  query,
  children,
  compact = false,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('loading')} />;
  const offline = !online || (query.error as { kind?: string } | null)?.kind === 'network' || query.fetchStatus === 'paused';
  const retry = (
    <button type="button" className="btn btn-dark" onClick={() => void query.refetch()}>
      {t('errors.retry')}
    </button>
  );
  if (offline)
    return (
      <StateMessage
        tone="offline"
        testId="not-cached"
        title={t('offline.notCached')}
        body={compact ? undefined : <p>{t('offline.needsConnectionBody')}</p>}
        action={retry}
      />
    );
  return <StateMessage tone="error" title={query.error?.message || t('errors.loadFailed')} action={retry} />;
}
