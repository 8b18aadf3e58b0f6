import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { asOfTime } from '../../../lib/as-of.ts';
import { AsOf } from '../../../components/ui/as-of.tsx';
import styles from './policy.module.css';

/**
 * Renders a catalog read: its data (saved answers show offline, with their as-of stamp when `prices`), a spinner while the first answer
 * is on its way, or a state that says why it is missing (offline and never saved, or an error).
 */
export function QueryGate<T>({
  query,
  children,
  compact = false,
  prices = false,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  compact?: boolean;
  /** The data shows prices: a saved (not live) answer carries its "prices as of" stamp. */
  prices?: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const asOf = prices ? asOfTime(query) : undefined;
  if (query.data !== undefined)
    return (
      <>
        {asOf !== undefined && <AsOf at={asOf} className={styles.asOf} />}
        {children(query.data)}
      </>
    );
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
