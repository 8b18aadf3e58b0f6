import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '../header/lazy-parts.tsx';
import styles from './site-footer.module.css';

// The footer sits below the fold and is not on the home page: its content loads as its own chunk.
// Its download starts with this module, next to the footer's strings (the `shell` namespace the frame
// waits for), not once they have arrived.
const body = import('./footer-body.tsx');
body.catch(() => undefined); // a failure surfaces (and is handled) where the body renders
const FooterBody = lazy(() => body.then((m) => ({ default: m.FooterBody })));

/** The site footer; its dark frame holds the place while the content chunk loads. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer} data-testid="site-footer" aria-label={t('footer.label')}>
      <LazyPart fallback={<div className={styles.placeholder} />}>
        <FooterBody />
      </LazyPart>
    </footer>
  );
}
