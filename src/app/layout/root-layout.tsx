import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../route-table.ts';
import { SiteHeader } from './header/site-header.tsx';
import { PageTransition } from './page-transition.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { RouteEffects } from './route-effects.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { LazyPart } from './header/lazy-parts.tsx';
import styles from './root-layout.module.css';

// Offline indicator, update prompt and install offer: their own chunk (precached), off the first render's path.
// The footer is not on the home page and sits below the fold everywhere else.
const SiteFooter = lazy(() => import('./footer/site-footer.tsx').then((m) => ({ default: m.SiteFooter })));
const PwaChrome = lazy(() => import('../../features/pwa/components/pwa-chrome.tsx').then((m) => ({ default: m.PwaChrome })));

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
      {rules.footer && (
        <LazyPart>
          <SiteFooter />
        </LazyPart>
      )}
      <Suspense fallback={null}>
        <PwaChrome />
      </Suspense>
    </div>
  );
}

function SkipText() {
  const { pathname } = useLocation();
  return <>{splitLocale(pathname).locale === 'en' ? 'Skip to content' : '跳到正文'}</>;
}
