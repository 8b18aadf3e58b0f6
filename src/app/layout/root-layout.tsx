import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocale } from '../route-table.ts';
import { SiteHeader } from './header/site-header.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { PageTransition } from './page-transition.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { RouteEffects } from './route-effects.tsx';
import { PwaChrome } from '../../features/pwa/components/pwa-chrome.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import styles from './root-layout.module.css';

/** Pages without the footer (spec section 2), as unprefixed paths. */
const NO_FOOTER = new Set(['/', '/app', '/market']);
/** Pages whose header scrolls with the page. */
const STATIC_HEADER = new Set(['/market']);

/** Layout rules by (unprefixed) path: footer hidden on home, /app and /market; header not fixed on /market. */
export function layoutRules(pathname: string): { footer: boolean; fixedHeader: boolean } {
  const { path } = splitLocale(pathname);
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return { footer: !NO_FOOTER.has(clean), fixedHeader: !STATIC_HEADER.has(clean) };
}

/** Fixed header, main area with the out-in page transition, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const rules = layoutRules(pathname);
  return (
    <div className={styles.shell} data-fixed-header={rules.fixedHeader}>
      <a className={styles.skip} href="#main">
        <SkipText />
      </a>
      <LoadingBar />
      <RouteEffects />
      <SiteHeader fixed={rules.fixedHeader} />
      <main id="main" className={rules.fixedHeader ? styles.mainUnderFixed : styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <PageTransition />
        </Suspense>
      </main>
      {rules.footer && <SiteFooter />}
      <PwaChrome />
    </div>
  );
}

function SkipText() {
  const { pathname } = useLocation();
  return <>{splitLocale(pathname).locale === 'en' ? 'Skip to content' : '跳到正文'}</>;
}
