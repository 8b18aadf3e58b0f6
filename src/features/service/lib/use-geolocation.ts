import { useCallback, useState } from 'react';

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ok'; lat: number; lng: number; accuracy: number }
  | { status: 'denied' }
  | { status: 'unavailable' };

/**
 * The rider's position, asked for only when they press a button (never on page load). Declining or
 * an unsupported browser leaves the page fully usable without it.
 */
export function useGeolocation(): { geo: GeoState; locate: () => void } {
  const [geo, setGeo] = useState<GeoState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setGeo({ status: 'unavailable' });
      return;
    }
    setGeo({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) => setGeo({ status: 'ok', lat: pos.coords.latitude, lng: pos.coords.longitude, accuracy: pos.coords.accuracy }),
      (err) => setGeo({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { geo, locate };
}
