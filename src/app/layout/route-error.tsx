import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-guard.ts';
import { ErrorPanel } from './error-panel.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Route error page: a translated message (the code could not load, or the page failed) with Try again and Home. */
export function RouteError({ error }: { error: unknown }) {
  const load = isChunkLoadError(error);
  return <ErrorPanel title={load ? 'loadTitle' : 'title'} message={load ? 'loadBody' : 'body'} testId="route-error" alert />;
}

/**
 * The routes' error element: the not-found page for a 404 (unknown path or id), else the route error
 * page; a failed chunk import reloads the page at most once a minute (the chunk guard).
 */
export function PageError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (missing) return;
    // The raw text is for developers only: the page shows a translated message.
    console.error('route error:', error);
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error, missing]);
  return missing ? <NotFoundPage /> : <RouteError error={error} />;
}
