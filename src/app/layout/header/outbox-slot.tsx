import { lazy, Suspense, useEffect, useState } from 'react';

const LazyOutboxLink = lazy(() => import('./outbox-link.tsx').then((m) => ({ default: m.OutboxLink })));

/**
 * Where the header's outbox link goes. Its code (link, count, sending, announcements) loads only once
 * the outbox holds something on this device (the count it mirrors in localStorage, see
 * src/lib/outbox/outbox-count.ts), and then stays to announce the results.
 */
export function OutboxSlot() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const check = () => {
      try {
        if (localStorage.getItem('yunling-outbox-count')) setNeeded(true);
      } catch {
        // Blocked storage: no outbox either.
      }
    };
    check();
    window.addEventListener('yunling-outbox', check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener('yunling-outbox', check);
      window.removeEventListener('storage', check);
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <LazyOutboxLink />
    </Suspense>
  ) : null;
}
