import { describe, expect, it } from 'vitest';
import { bd09ToGcj02, gcj02ToBd09, gcj02ToWgs84, outOfChina, wgs84ToBd09, wgs84ToGcj02 } from '../../../../src/lib/geo-datum.ts';
import { mapLinks } from '../../../../src/lib/map-links.ts';

/** Metres between two nearby points (equirectangular: fine for checks at this scale). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const k = 111_320;
  return Math.hypot((a.lat - b.lat) * k, (a.lng - b.lng) * k * Math.cos((a.lat * Math.PI) / 180));
}

const kunming = { name: '云岭摩托昆明滇池旗舰店', address: '云南省昆明市西山区滇池路 1288 号', lat: 24.9935, lng: 102.6842 };

describe('datum conversion', () => {
  it('WGS-84 → GCJ-02 moves a point in China by a few hundred metres (Tiananmen: the published pair)', () => {
    const g = wgs84ToGcj02({ lat: 39.90783, lng: 116.39123 });
    expect(metres(g, { lat: 39.90923, lng: 116.397428 })).toBeLessThan(20);
    const k = wgs84ToGcj02(kunming);
    expect(metres(k, kunming)).toBeGreaterThan(100);
    expect(metres(k, kunming)).toBeLessThan(800);
  });

  it('leaves points outside China unchanged (Madrid)', () => {
    const madrid = { lat: 40.4168, lng: -3.7038 };
    expect(outOfChina(madrid)).toBe(true);
    expect(wgs84ToGcj02(madrid)).toEqual(madrid);
  });

  it('GCJ-02 → BD-09 matches Baidu’s Tiananmen within 100 m and both inverses round-trip', () => {
    expect(metres(gcj02ToBd09({ lat: 39.90923, lng: 116.397428 }), { lat: 39.915, lng: 116.404 })).toBeLessThan(100);
    const g = wgs84ToGcj02(kunming);
    expect(metres(bd09ToGcj02(gcj02ToBd09(g)), g)).toBeLessThan(0.5);
    expect(metres(gcj02ToWgs84(g), kunming)).toBeLessThan(0.05);
    expect(metres(wgs84ToBd09(kunming), kunming)).toBeGreaterThan(500);
  });
});

describe('mapLinks', () => {
  const links = Object.fromEntries(mapLinks(kunming).map((l) => [l.app, l]));
  const gcj = wgs84ToGcj02(kunming);
  const bd = wgs84ToBd09(kunming);
  const near = (s: string | null, lat: number, lng: number) => {
    const [a, b] = (s ?? '').split(',').map(Number);
    return Math.abs(a - lat) < 1e-6 && Math.abs(b - lng) < 1e-6;
  };

  it('offers AMap, Baidu, Apple and geo: in that order', () => {
    expect(mapLinks(kunming).map((l) => l.app)).toEqual(['amap', 'baidu', 'apple', 'geo']);
  });

  it('AMap: uri.amap.com/marker with position=lng,lat in GCJ-02 and callnative', () => {
    const u = new URL(links.amap.href);
    expect(u.origin + u.pathname).toBe('https://uri.amap.com/marker');
    expect(near(u.searchParams.get('position'), gcj.lng, gcj.lat)).toBe(true);
    expect(u.searchParams.get('name')).toBe(kunming.name);
    expect(u.searchParams.get('coordinate')).toBe('gaode');
    expect(u.searchParams.get('callnative')).toBe('1');
  });

  it('Baidu: the web marker page (output=html) and the baidumap:// scheme, location=lat,lng in BD-09', () => {
    const u = new URL(links.baidu.href);
    expect(u.origin + u.pathname).toBe('https://api.map.baidu.com/marker');
    expect(near(u.searchParams.get('location'), bd.lat, bd.lng)).toBe(true);
    expect(u.searchParams.get('coord_type')).toBe('bd09ll');
    expect(u.searchParams.get('title')).toBe(kunming.name);
    expect(u.searchParams.get('content')).toBe(kunming.address);
    expect(u.searchParams.get('output')).toBe('html');
    expect(u.searchParams.get('src')).toBeTruthy();
    expect(links.baidu.native).toMatch(/^baidumap:\/\/map\/marker\?location=/);
  });

  it('Apple: GCJ-02 in China, WGS-84 abroad', () => {
    const u = new URL(links.apple.href);
    expect(u.origin).toBe('https://maps.apple.com');
    expect(near(u.searchParams.get('ll'), gcj.lat, gcj.lng)).toBe(true);
    expect(u.searchParams.get('q')).toBe(kunming.name);
    const abroad = new URL(mapLinks({ name: 'Madrid', lat: 40.4168, lng: -3.7038 })[2].href);
    expect(abroad.searchParams.get('ll')).toBe('40.4168,-3.7038');
  });

  it('geo: WGS-84 with the name as the label', () => {
    expect(links.geo.href).toBe(`geo:24.9935,102.6842?q=24.9935,102.6842(${encodeURIComponent(kunming.name)})`);
  });
});
