import { useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import styles from './page-transition.module.css';

/**
 * The page of the current route, faded in after a navigation to a new path (instant with reduced
 * motion, styles.in respects it). The page the document opened on does not fade: the server's HTML
 * is on screen already and hydration must not make it blink.
 */
export function PageTransition(): ReactNode {
  const location = useLocation();
  const outlet = useOutlet();
  const [opened] = useState(location.pathname);
  return (
    <div key={location.pathname} className={location.pathname === opened ? undefined : styles.in} data-testid="page">
      {outlet}
    </div>
  );
}
