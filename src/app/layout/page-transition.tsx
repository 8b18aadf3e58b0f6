import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { usePageElement } from '../router.tsx';
import { ErrorBoundary } from './route-error.tsx';
import styles from './page-transition.module.css';

/** Out-in page transition: how long the old page fades out before the new one fades in. */
const OUT_MS = 140;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps the old page for a short fade-out, then fades the new page in (out-in); instant with reduced
 * motion and for the page the document opened on. The leaving page is rendered from its own
 * location, so it stays exactly as it was.
 */
export function PageTransition(): ReactNode {
  const location = useLocation();
  const [current, setCurrent] = useState<Location>(location);
  const [leaving, setLeaving] = useState<Location | null>(null);
  // The page the document opened on does not fade in: it may already be on screen from the HTML
  // (decision 029), and React's first commit must not make it blink.
  const [opened] = useState(location);

  // The URL changed (state adjusted during render): a new path lets the old page fade out first.
  if (location !== current) {
    if (location.pathname !== current.pathname) setLeaving(prefersReducedMotion() ? null : current);
    setCurrent(location);
  }

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(null), OUT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const shown = leaving ?? location;
  const page = usePageElement(shown);
  return (
    <div key={shown.pathname} className={leaving ? styles.out : shown === opened ? undefined : styles.in} data-testid="page">
      <ErrorBoundary>{page}</ErrorBoundary>
    </div>
  );
}
