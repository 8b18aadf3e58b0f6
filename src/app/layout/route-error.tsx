import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-guard.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { useLocale } from './use-locale.ts';
import styles from './error-page.module.css';

/** Route error page: shows the message; a failed lazy page import reloads once (guarded). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { to } = useLocale();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  if (chunk) reloadAfterChunkError();
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
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
