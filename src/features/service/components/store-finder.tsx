import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useProvinces } from '../api/get-provinces.ts';
import { useStores } from '../api/get-stores.ts';
import { useIpProvince } from '../api/get-ip-province.ts';
import type { Store } from '../api/types.ts';
import { byDistance } from '../lib/geo.ts';
import { useGeolocation } from '../lib/use-geolocation.ts';
import { QueryGate } from './query-gate.tsx';
import { StoreCard } from './store-card.tsx';
import { StoreMap } from './store-map.tsx';
import { Icon } from './icons.tsx';
import styles from './store-finder.module.css';

/**
 * Find a store: province (opening on the visitor's, from the IP) and city, a text filter, and
 * "nearest to me", which sorts every store by great-circle distance once the rider allows
 * geolocation. The list and the map come from saved catalog reads, so both work offline.
 */
export function StoreFinder() {
  const { t } = useTranslation('service');
  const { lang, locale, to } = useLocale();
  const [params] = useSearchParams();
  const stores = useStores(lang);
  const provinces = useProvinces(lang);
  const ip = useIpProvince(lang);
  const { geo, locate } = useGeolocation();
  const hydrated = useHydrated();
  const [provinceChoice, setProvinceChoice] = useState<string | null>(params.get('province_id'));
  const [city, setCity] = useState('');
  const [keyword, setKeyword] = useState('');
  const [nearest, setNearest] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLLIElement>());

  const province = provinceChoice ?? (ip.data ? String(ip.data.id) : '');
  const all = stores.data ?? [];
  const cities = [...new Set(all.filter((s) => !province || String(s.province_id) === province).map((s) => s.city))];
  const kw = keyword.trim().toLowerCase();
  const filtered = all.filter(
    (s) =>
      (!province || String(s.province_id) === province) &&
      (!city || s.city === city) &&
      (!kw || [s.name, s.city, s.address, s.province].some((v) => v.toLowerCase().includes(kw))),
  );
  const me = geo.status === 'ok' ? { lat: geo.lat, lng: geo.lng } : null;
  const rows: { item: Store; km?: number }[] = nearest && me ? byDistance(filtered, me) : filtered.map((item) => ({ item }));
  const focus = me && nearest ? [me, ...rows.slice(0, 3).map((r) => r.item)] : province || city || kw ? filtered : [];

  const chooseProvince = (v: string) => {
    setProvinceChoice(v);
    setCity('');
    setSelected(null);
  };
  const findNearest = () => {
    setNearest(true);
    setProvinceChoice('');
    setCity('');
    setSelected(null);
    locate();
  };
  const show = (id: number) => {
    setSelected(id);
    cards.current
      .get(id)
      ?.scrollIntoView({ block: 'nearest', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.finder} data-testid="store-finder">
      <div className={styles.controls}>
        <div className="field">
          <label htmlFor="finder-province">{t('form.province')}</label>
          <select id="finder-province" value={province} onChange={(e) => chooseProvince(e.target.value)} data-testid="finder-province">
            <option value="">{t('form.allProvinces')}</option>
            {(provinces.data ?? []).map((p) => (
              <option key={p.id} value={String(p.id)}>
                {t('stores.provinceOption', { name: p.name, count: p.store_count })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finder-city">{t('stores.city')}</label>
          <select id="finder-city" value={city} onChange={(e) => setCity(e.target.value)} data-testid="finder-city">
            <option value="">{t('stores.allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finder-keyword">{t('stores.search')}</label>
          <input
            id="finder-keyword"
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('stores.searchPlaceholder')}
          />
        </div>
        <button
          type="button"
          className={`btn btn-primary ${styles.nearestBtn}`}
          onClick={findNearest}
          // Until hydration a tap on the server's button would do nothing: held disabled, as forms are.
          disabled={!hydrated || geo.status === 'locating'}
          data-testid="find-nearest"
        >
          <Icon name="locate" size={18} />
          {geo.status === 'locating' ? t('stores.locating') : t('stores.nearest')}
        </button>
      </div>
      <p className={styles.status} role="status" data-testid="finder-status">
        {geo.status === 'denied' && nearest
          ? t('stores.geoDenied')
          : geo.status === 'unavailable' && nearest
            ? t('stores.geoUnavailable')
            : stores.data
              ? nearest && me
                ? t('stores.sortedByDistance', { count: rows.length })
                : t('stores.count', { count: rows.length })
              : ''}
      </p>
      <QueryGate query={stores}>
        {() => (
          <div className={styles.layout}>
            <ol className={styles.list} data-testid="store-list">
              {rows.map(({ item, km }) => (
                <StoreCard
                  key={item.id}
                  ref={(el) => {
                    if (el) cards.current.set(item.id, el);
                    else cards.current.delete(item.id);
                  }}
                  store={item}
                  km={km}
                  selected={selected === item.id}
                  locale={locale}
                  to={to}
                  onShow={() => setSelected(item.id)}
                />
              ))}
              {rows.length === 0 && <li className={styles.empty}>{t('stores.none')}</li>}
            </ol>
            <div className={styles.mapCol}>
              <StoreMap
                provinces={provinces.data ?? []}
                stores={all}
                visibleIds={new Set(rows.map((r) => r.item.id))}
                selectedId={selected}
                user={me}
                focus={focus}
                onSelect={show}
              />
            </div>
          </div>
        )}
      </QueryGate>
    </div>
  );
}
