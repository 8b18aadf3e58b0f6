/** Great-circle distances for "nearest to me" (no map service involved). */
import { groupDigits } from '../../../lib/format.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance between two points in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Items with their distance from `origin`, nearest first (ties keep their order). */
export function byDistance<T extends LatLng>(items: readonly T[], origin: LatLng): { item: T; km: number }[] {
  return items
    .map((item, index) => ({ item, km: distanceKm(origin, item), index }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ item, km }) => ({ item, km }));
}

/** "850 m", "12.4 km", "1,204 km". */
export function formatKm(km: number, locale: 'zh' | 'en'): string {
  if (km < 1) return `${Math.round(km * 1000)} ${locale === 'en' ? 'm' : '米'}`;
  const value = km < 100 ? km.toFixed(1) : groupDigits(Math.round(km));
  return `${value} ${locale === 'en' ? 'km' : '公里'}`;
}
