import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-guard.ts';
import { useLocale } from './use-locale.ts';
import styles from './error-page.module.css';

/** Route error page: shows the message; a failed lazy page import reloads once (guarded). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const chunk = isChunkLoadError(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className={styles.page} role="alert" data-testid="route-error">
      <h1 className={styles.title}>{chunk ? t('errors.updateTitle') : t('errors.title')}</h1>
      <p className={styles.message}>{chunk ? t('errors.updateBody') : message}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="btn btn-ghost" href={to('/')}>
          {t('errors.home')}
        </a>
      </div>
    </section>
  );
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
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }
  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
