import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation.ts';
import { useLocale } from './use-locale.ts';
import styles from './error-page.module.css';

/** 404: "This page could not be found" (页面未找到 on Chinese routes) with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('errors.notFound')}</h1>
      <p className={styles.message}>{t('errors.notFoundHint')}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={to('/')}>
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}
