import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLocale } from './use-locale.ts';
import { errorText } from './error-text.ts';
import styles from './error-page.module.css';

/** What an error page says: its title and message keys, and how it is announced. */
export interface ErrorPanelProps {
  title: 'title' | 'loadTitle' | 'notFound';
  message: 'body' | 'loadBody' | 'notFoundHint';
  testId: string;
  code?: string;
  /** Route errors are alerts; a 404 is a page like any other, its heading takes the focus. */
  alert?: boolean;
  /** A client-side link home (the app still works); otherwise a full load, which clears a broken state. */
  spaHome?: boolean;
}

/**
 * The error pages' one layout: a translated title and message in the page's language, "Try again"
 * (reloads the page) and "Home". Never shows an error's own text: that goes to the console only.
 */
export function ErrorPanel({ title, message, testId, code, alert, spaHome }: ErrorPanelProps) {
  const { locale, to } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on what happened, not on a control of the old page.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const home = errorText(locale, 'home');
  return (
    <section className={styles.page} role={alert ? 'alert' : undefined} data-testid={testId} lang={locale === 'en' ? 'en' : 'zh-CN'}>
      {code && <p className={styles.code}>{code}</p>}
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {errorText(locale, title)}
      </h1>
      <p className={styles.message}>{errorText(locale, message)}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {errorText(locale, 'retry')}
        </button>
        {spaHome ? (
          <Link className="btn btn-ghost" to={to('/')}>
            {home}
          </Link>
        ) : (
          <a className="btn btn-ghost" href={to('/')}>
            {home}
          </a>
        )}
      </div>
    </section>
  );
}
