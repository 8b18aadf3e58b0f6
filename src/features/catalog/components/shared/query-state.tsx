import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RefusalError } from '../../../../lib/api-client.ts';
import { StateMessage } from '../../../../components/ui/state-message.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { OfflineFallback } from '../../../../components/ui/offline-fallback.tsx';

/** What went wrong with a catalog read, from the page's point of view. */
export type FailureKind = 'not-found' | 'offline' | 'error';

/** Classifies a query error: a code-0 refusal is "not found", no answer at all is "offline". */
export function failureKind(error: unknown, online: boolean): FailureKind {
  if (error instanceof RefusalError) return 'not-found';
  if ((error as { kind?: string } | null)?.kind === 'network' || !online) return 'offline';
  return 'error';
}

/**
 * What a page without data shows: loading, or why there is nothing. A query whose retry is paused
 * (offline, nothing cached) counts as offline instead of spinning forever.
 */
export function emptyState(q: { isError: boolean; error: unknown; fetchStatus: string }, online: boolean): FailureKind | 'loading' {
  if (q.isError) return failureKind(q.error, online);
  if (q.fetchStatus === 'paused') return 'offline';
  return 'loading';
}

/** Loading state of a catalog page. */
export function CatalogLoading() {
  const { t } = useTranslation();
  return (
    // Full height keeps the footer below the fold, so it does not jump when the page arrives (CLS).
    <div className="container" style={{ minHeight: 'calc(100vh - var(--header-h))' }}>
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * The failure state of a catalog page: "not found" with a way on, "offline and never saved" with the
 * way to browse what is saved, or a retryable error.
 */
export function CatalogFailure({
  kind,
  notFoundTitle,
  notFoundBody,
  back,
  onRetry,
  offlineKind = 'page',
}: {
  kind: FailureKind;
  /** What the offline page says is missing. */
  offlineKind?: 'model' | 'page';
  notFoundTitle: string;
  notFoundBody: string;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const backLink = (
    <Link className="btn btn-dark" to={back.to}>
      {back.label}
    </Link>
  );
  let content: ReactNode;
  if (kind === 'not-found') {
    content = <StateMessage title={notFoundTitle} body={<p>{notFoundBody}</p>} action={backLink} testId="not-found-state" />;
  } else if (kind === 'offline') {
    // The shared offline page: says why and lists what this device has saved.
    return <OfflineFallback kind={offlineKind} onRetry={onRetry} />;
  } else {
    content = (
      <StateMessage
        tone="error"
        title={t('errors.loadFailed')}
        action={
          <button type="button" className="btn btn-dark" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        }
      />
    );
  }
  return <div className="container section">{content}</div>;
}
