import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './until-hydrated.module.css';

/**
 * Holds a server-rendered form's fields disabled until the app has hydrated: hydration resets a
 * controlled field to its state, so text typed into the server's HTML before then would be lost.
 * The fieldset takes no box of its own (`display: contents`), so the form's layout is unchanged.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.plain} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
