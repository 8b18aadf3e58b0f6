import { useSyncExternalStore } from 'react';
import { isConstrainedConnection } from './network.ts';

type ConnectionLike = EventTarget & { saveData?: boolean; effectiveType?: string };

function subscribe(cb: () => void): () => void {
  const c = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  if (!c || typeof c.addEventListener !== 'function') return () => {};
  c.addEventListener('change', cb);
  return () => c.removeEventListener('change', cb);
}

/**
 * Live "the user asked to save data, or the connection is 2g": pictures offer only small variants.
 * The server's render assumes no (it never sees `navigator.connection`), and the server answers a
 * `Save-Data: on` request for a big variant with a small one anyway.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isConstrainedConnection(),
    () => false,
  );
}
