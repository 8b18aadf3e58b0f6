import { outOfChina, wgs84ToBd09, wgs84ToGcj02, type LatLng } from './geo-datum.ts';

/** A place to navigate to. `lat`/`lng` are WGS-84, as the database stores every coordinate. */
export interface MapPlace extends LatLng {
  name: string;
  address?: string;
}

/** The map apps offered, in the order shown (the two big Chinese apps first). */
export type MapApp = 'amap' | 'baidu' | 'apple' | 'geo';

/** One link: `href` is what the page links to; `app` is the native scheme where it differs. */
export interface MapLink {
  app: MapApp;
  href: string;
  /** Baidu's native scheme; `href` is its web page, which opens the app when installed and works without it. */
  native?: string;
}

const SRC = 'webapp.yunling.site';
const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The "navigate" links for a place, each in the datum its app reads: AMap (GCJ-02, its URI API
 * `marker`, opening the app with `callnative=1`), Baidu Maps (BD-09, stated with `coord_type`),
 * Apple Maps (GCJ-02 inside China, WGS-84 elsewhere) and the generic `geo:` URI (WGS-84, RFC 5870).
 */
export function mapLinks(place: MapPlace): MapLink[] {
  const gcj = wgs84ToGcj02(place);
  const bd = wgs84ToBd09(place);
  const apple = outOfChina(place) ? place : gcj;
  const content = place.address ?? place.name;
  const baidu = q({ location: `${fixed(bd.lat)},${fixed(bd.lng)}`, title: place.name, content, coord_type: 'bd09ll', src: SRC });
  return [
    {
      app: 'amap',
      href: `https://uri.amap.com/marker?${q({ position: `${fixed(gcj.lng)},${fixed(gcj.lat)}`, name: place.name, src: SRC, coordinate: 'gaode', callnative: '1' })}`,
    },
    { app: 'baidu', href: `https://api.map.baidu.com/marker?${baidu}&output=html`, native: `baidumap://map/marker?${baidu}` },
    { app: 'apple', href: `https://maps.apple.com/?${q({ ll: `${fixed(apple.lat)},${fixed(apple.lng)}`, q: place.name })}` },
    { app: 'geo', href: `geo:${fixed(place.lat)},${fixed(place.lng)}?q=${fixed(place.lat)},${fixed(place.lng)}(${encodeURIComponent(place.name)})` },
  ];
}
