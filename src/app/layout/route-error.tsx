import { useEffect, useMemo, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { chunkReloadDue, isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-guard.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ErrorPanel } from './error-panel.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Route error page: a translated message (the code could not load, or the page failed) with Try again and Home. */
export function RouteError({ error }: { error: unknown }) {
  const load = isChunkLoadError(error);
  return <ErrorPanel title={load ? 'loadTitle' : 'title'} message={load ? 'loadBody' : 'body'} testId="route-error" alert />;
}

/**
 * The routes' error element: the not-found page for a 404 (unknown path or id), else the route error
 * page; a failed chunk import reloads the page at most once a minute (the chunk guard), and while
 * that reload is under way no error page shows: its Try again and Home would race the reload.
 */
export function PageError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const due = useMemo(() => !missing && isChunkLoadError(error) && chunkReloadDue(), [error, missing]);
  // The error the guard declined to reload for after all (storage changed in between): show it.
  const [declined, setDeclined] = useState<unknown>(null);
  useEffect(() => {
    if (missing) return;
    // The raw text is for developers only: the page shows a translated message.
    console.error('route error:', error);
    // A fallback that should never run (storage allowed the reload a moment ago): one more render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (due && !reloadAfterChunkError()) setDeclined(error);
  }, [error, missing, due]);
  if (due && declined !== error) return <Spinner />;
  return missing ? <NotFoundPage /> : <RouteError error={error} />;
}
