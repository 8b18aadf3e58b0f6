import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False in the server's render and in the browser's hydration of it, true from the render after: for browser-only parts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
