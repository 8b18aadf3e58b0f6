import { useEffect, useRef } from 'react';

/** A logged-out "add to cart", carried through the login it led to. */
interface PendingAdd {
  goodsId: number;
  quantity: number;
  /** The page (path + query) the add was made on, which the login returns to. */
  from: string;
  at: number;
  /** Set by a successful login that returns to `from`: only then may the page perform the add. */
  armed?: boolean;
}

const KEY = 'yl-pending-cart-add';
const TTL_MS = 30 * 60_000;

function read(): PendingAdd | null {
  // The server's render has no tab: nothing is pending there.
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const p = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingAdd | null;
    if (p && Date.now() - p.at < TTL_MS && Number.isInteger(p.goodsId) && Number.isInteger(p.quantity)) return p;
  } catch {
    // Unreadable storage is the same as nothing pending.
  }
  sessionStorage.removeItem(KEY);
  return null;
}

/** Remembers an add the visitor asked for while logged out (this tab only, 30 minutes at most). */
export function rememberPendingAdd(goodsId: number, quantity: number, from: string): void {
  sessionStorage.setItem(KEY, JSON.stringify({ goodsId, quantity, from, at: Date.now() } satisfies PendingAdd));
}

/** After a successful login: arms the pending add when the login returns to the page it was made on, else drops it. */
export function armPendingAdd(returnTo: string): void {
  const p = read();
  if (!p) return;
  if (p.from === returnTo) sessionStorage.setItem(KEY, JSON.stringify({ ...p, armed: true }));
  else sessionStorage.removeItem(KEY);
}

/** The goods id of the armed add, without taking it (a page can preselect that variant). */
export function peekPendingGoods(): number | null {
  const p = read();
  return p?.armed ? p.goodsId : null;
}

/** Takes the armed add for one of `goodsIds` (removing it first, so a reload never adds twice). */
export function takePendingAdd(goodsIds: readonly number[]): { goodsId: number; quantity: number } | null {
  const p = read();
  if (!p?.armed || !goodsIds.includes(p.goodsId)) return null;
  sessionStorage.removeItem(KEY);
  return { goodsId: p.goodsId, quantity: p.quantity };
}

/** Once logged in, performs the armed add for one of `goodsIds` (at most once), through the page's own add. */
export function useResumePendingAdd(loggedIn: boolean, goodsIds: readonly number[], perform: (goodsId: number, quantity: number) => void): void {
  const latest = useRef(perform);
  // Declared before the resume effect, so that effect always calls this render's `perform`.
  useEffect(() => {
    latest.current = perform;
  });
  const ids = goodsIds.join(',');
  useEffect(() => {
    if (!loggedIn) return;
    const p = takePendingAdd(ids.split(',').map(Number));
    if (p) latest.current(p.goodsId, p.quantity);
  }, [loggedIn, ids]);
}
