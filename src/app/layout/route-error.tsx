import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-guard.ts';
import { ErrorPanel } from './error-panel.tsx';
import { forgetFailedPages } from '../router.tsx';

/** Route error page: a translated message (the code could not load, or the page failed) with Try again and Home. */
export function RouteError({ error }: { error: unknown }) {
  const load = isChunkLoadError(error);
  return <ErrorPanel title={load ? 'loadTitle' : 'title'} message={load ? 'loadBody' : 'body'} testId="route-error" alert />;
}

/**
 * Shows the route error page instead of a page (or layout) that threw while rendering or loading
 * its code; a failed chunk import reloads the page at most once a minute (the chunk guard).
 * Keyed by route where it wraps a page, so the next navigation starts clean.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  componentDidCatch(error: unknown): void {
    // The raw text is for developers only: the page shows a translated message.
    console.error('route error:', error);
    forgetFailedPages();
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }
  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
