/**
 * China's map datums. The database holds WGS-84 (GPS) coordinates; maps of mainland China are drawn
 * in GCJ-02 (AMap, Apple Maps inside China), Baidu in its own BD-09. These are the public conversion
 * formulas (the inverse conversions are numeric; the tests check them to a few centimetres).
 */

/** A point in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const A = 6378245.0; // Krasovsky 1940 semi-major axis, as GCJ-02 uses
const EE = 0.006693421622965943; // its eccentricity squared
const X_PI = (Math.PI * 3000.0) / 180.0;

/** True outside the rough bounding box of China, where GCJ-02 equals WGS-84. */
export function outOfChina({ lat, lng }: LatLng): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function dLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return r;
}

function dLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return r;
}

/** WGS-84 → GCJ-02 (unchanged outside China). */
export function wgs84ToGcj02(p: LatLng): LatLng {
  if (outOfChina(p)) return { ...p };
  const radLat = (p.lat / 180.0) * Math.PI;
  const magic = 1 - EE * Math.sin(radLat) * Math.sin(radLat);
  const sqrtMagic = Math.sqrt(magic);
  const lat = (dLat(p.lng - 105.0, p.lat - 35.0) * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  const lng = (dLng(p.lng - 105.0, p.lat - 35.0) * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lat: p.lat + lat, lng: p.lng + lng };
}

/** GCJ-02 → WGS-84, by iterating the forward formula (error well under a metre). */
export function gcj02ToWgs84(p: LatLng): LatLng {
  let w = { ...p };
  for (let i = 0; i < 5; i++) {
    const g = wgs84ToGcj02(w);
    w = { lat: w.lat + (p.lat - g.lat), lng: w.lng + (p.lng - g.lng) };
  }
  return w;
}

/** GCJ-02 → BD-09 (Baidu). */
export function gcj02ToBd09({ lat, lng }: LatLng): LatLng {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * X_PI);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * X_PI);
  return { lat: z * Math.sin(theta) + 0.006, lng: z * Math.cos(theta) + 0.0065 };
}

/** BD-09 → GCJ-02. */
export function bd09ToGcj02({ lat, lng }: LatLng): LatLng {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return { lat: z * Math.sin(theta), lng: z * Math.cos(theta) };
}

/** WGS-84 → BD-09 (through GCJ-02, as Baidu defines it). */
export function wgs84ToBd09(p: LatLng): LatLng {
  return gcj02ToBd09(wgs84ToGcj02(p));
}
