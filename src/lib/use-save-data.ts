import { createContext, useContext, useSyncExternalStore } from 'react';
import { isConstrainedConnection } from './network.ts';

type ConnectionLike = EventTarget & { saveData?: boolean; effectiveType?: string };

function subscribe(cb: () => void): () => void {
  const c = (navigator as Navigator & { connection?: ConnectionLike }).connection;
  if (!c || typeof c.addEventListener !== 'function') return () => {};
  c.addEventListener('change', cb);
  return () => c.removeEventListener('change', cb);
}

/**
 * Whether the server rendered the page for a `Save-Data: on` request (it offers only the small widths
 * then). The server's render provides its request's answer; the browser's hydration provides what the
 * HTML says (`<html data-save-data>`), so both render the same pictures.
 */
export const SaveDataHint = createContext(false);

/**
 * Live "the user asked to save data, or the connection is 2g": pictures offer only small variants.
 * The server renders for its request's `Save-Data` header (it never sees `navigator.connection`): on
 * 2g without the header, the app narrows the pictures once it runs, and the server answers a
 * `Save-Data: on` request for a big variant with a small one anyway.
 */
export function useSaveData(): boolean {
  const rendered = useContext(SaveDataHint);
  return useSyncExternalStore(
    subscribe,
    () => isConstrainedConnection(),
    () => rendered,
  );
}
