import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import styles from './page-transition.module.css';

/** Out-in page transition duration; 0 when the user prefers reduced motion. */
const OUT_MS = 140;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Keeps the old page for a short fade-out, then fades the new page in (out-in). */
export function PageTransition(): ReactNode {
  const location = useLocation();
  const outlet = useOutlet();
  const key = location.pathname;
  const [shown, setShown] = useState({ key, outlet });
  const [phase, setPhase] = useState<'in' | 'out'>('in');

  useEffect(() => {
    if (key === shown.key) {
      setShown({ key, outlet });
      return;
    }
    if (prefersReducedMotion()) {
      setShown({ key, outlet });
      return;
    }
    setPhase('out');
    const timer = window.setTimeout(() => {
      setShown({ key, outlet });
      setPhase('in');
    }, OUT_MS);
    return () => window.clearTimeout(timer);
    // The outlet element changes identity on every render; the key decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, outlet]);

  return (
    <div key={shown.key} className={phase === 'out' ? styles.out : styles.in} data-testid="page">
      {shown.outlet}
    </div>
  );
}
