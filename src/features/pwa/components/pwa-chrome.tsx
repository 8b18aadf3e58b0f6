import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnline } from '../../../lib/use-online.ts';
import { useUpdateAvailable } from '../../../lib/sw-bridge.ts';
import { useOfflineStatus } from '../../../lib/offline-readiness.ts';
import { useDataSaver } from '../../../lib/data-saver.ts';
import { useInstallOffer } from '../install-store.ts';

const PwaDock = lazy(() => import('./pwa-dock.tsx').then((m) => ({ default: m.PwaDock })));

/** How long "back online" stays after the connection returns. */
const BACK_ONLINE_MS = 3000;

/**
 * The PWA chrome, docked at the bottom: offline indicator, update prompt, install suggestion, the
 * offline copy's status ("ready to use offline" once, or why it could not be saved) and the data-saver chip.
 * Renders nothing (and loads neither its code nor its translations) until one of them has
 * something to say; fixed position, so appearing never shifts the page.
 */
export function PwaChrome() {
  const online = useOnline();
  const updateAvailable = useUpdateAvailable();
  const offer = useInstallOffer();
  const backOnline = useBackOnline();
  const offlineStatus = useOfflineStatus();
  const dataSaver = useDataSaver();
  if (online && !backOnline && !updateAvailable && offer === 'none' && offlineStatus === 'none' && !dataSaver) return null;
  return (
    <Suspense fallback={null}>
      <PwaDock
        online={online}
        backOnline={backOnline}
        updateAvailable={updateAvailable}
        offer={offer}
        offlineStatus={offlineStatus}
        dataSaver={dataSaver}
      />
    </Suspense>
  );
}

/** True for a few seconds after the connection comes back (from the browser's own events). */
function useBackOnline(): boolean {
  const [back, setBack] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const onOnline = () => {
      window.clearTimeout(timer);
      setBack(true);
      timer = window.setTimeout(() => setBack(false), BACK_ONLINE_MS);
    };
    const onOffline = () => {
      window.clearTimeout(timer);
      setBack(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
  return back;
}
