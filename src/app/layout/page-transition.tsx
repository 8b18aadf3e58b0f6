import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import styles from './page-transition.module.css';

/** Out-in page transition: how long the old page fades out before the new one fades in. */
const OUT_MS = 140;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface Shown {
  key: string;
  outlet: ReactNode;
}

/** Keeps the old page for a short fade-out, then fades the new page in (out-in); instant with reduced motion. */
export function PageTransition(): ReactNode {
  const location = useLocation();
  const outlet = useOutlet();
  const key = location.pathname;
  const [currentKey, setCurrentKey] = useState(key);
  const [leaving, setLeaving] = useState<Shown | null>(null);
  const [lastOutlet, setLastOutlet] = useState<ReactNode>(outlet);

  // The route changed: remember the old page so it can fade out (state adjusted during render).
  if (key !== currentKey) {
    setCurrentKey(key);
    setLeaving(prefersReducedMotion() ? null : { key: currentKey, outlet: lastOutlet });
  }
  if (!leaving && outlet !== lastOutlet) setLastOutlet(outlet);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(null), OUT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const shown = leaving ?? { key, outlet };
  return (
    <div key={shown.key} className={leaving ? styles.out : styles.in} data-testid="page">
      {shown.outlet}
    </div>
  );
}
