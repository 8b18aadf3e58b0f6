import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

type Update<T> = T | ((prev: T) => T);

/**
 * State that falls back to `closed` whenever the route changes (menus, drawer, popups close on
 * navigation). Derived from the location key rather than reset in an effect or during render:
 * router navigations render inside transitions, where a render-phase reset can be lost.
 */
export function useRouteScopedState<T>(closed: T): [T, (next: Update<T>) => void] {
  const { key } = useLocation();
  const [state, setState] = useState({ key, value: closed });
  const currentKey = useRef(key);
  const closedRef = useRef(closed);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);
  const value = state.key === key ? state.value : closed;
  const set = useCallback((next: Update<T>) => {
    setState((s) => {
      const prev = s.key === currentKey.current ? s.value : closedRef.current;
      const value = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
      return { key: currentKey.current, value };
    });
  }, []);
  return [value, set];
}
