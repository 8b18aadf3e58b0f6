import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useAreas, type AreaCity, type AreaProvince } from '../api/get-areas.ts';

type Area = { province: string; city: string };

/** The entry whose name in either language is `value` (addresses keep the name they were saved with). */
const named = <T extends { name: string; name_zh: string; name_en: string }>(list: T[], value: string): T | undefined =>
  list.find((x) => x.name === value || x.name_zh === value || x.name_en === value);

/**
 * Province and city as two labelled selects backed by the areas call; the city's options follow the
 * province. A saved value the list does not know stays selectable, and without the list (offline, no
 * cache) the fields fall back to text inputs so nothing blocks the address.
 */
export function AreaFields({
  value,
  onChange,
  errors,
  idPrefix,
}: {
  value: Area;
  onChange: (next: Area) => void;
  errors: Partial<Record<'province' | 'city', string>>;
  idPrefix: string;
}) {
  const { t } = useTranslation('shop');
  const { lang } = useLocale();
  const areas = useAreas(lang);
  const provinces: AreaProvince[] = areas.data ?? [];
  const province = named(provinces, value.province);
  const cities: AreaCity[] = province?.cities ?? [];
  const city = named(cities, value.city);
  const text = areas.isError && !areas.data;

  const pickProvince = (name: string) => {
    const p = provinces.find((x) => x.name === name);
    // A municipality is its own only city: choose it at once.
    onChange({ province: name, city: p && p.cities.length === 1 ? p.cities[0].name : '' });
  };
  const box = (f: 'province' | 'city', control: ReactNode) => (
    <div className="field">
      <label htmlFor={`${idPrefix}-${f}`}>{t(`address.${f}`)}</label>
      {control}
      {errors[f] && (
        <p id={`${idPrefix}-${f}-error`} className="error">
          {errors[f]}
        </p>
      )}
    </div>
  );
  const common = (f: 'province' | 'city') => ({
    id: `${idPrefix}-${f}`,
    'aria-invalid': !!errors[f],
    'aria-describedby': errors[f] ? `${idPrefix}-${f}-error` : undefined,
    'data-testid': `address-${f}`,
  });

  if (text) {
    return (
      <>
        {box(
          'province',
          <input
            {...common('province')}
            autoComplete="address-level1"
            maxLength={40}
            value={value.province}
            onChange={(e) => onChange({ ...value, province: e.target.value })}
          />,
        )}
        {box(
          'city',
          <input
            {...common('city')}
            autoComplete="address-level2"
            maxLength={40}
            value={value.city}
            onChange={(e) => onChange({ ...value, city: e.target.value })}
          />,
        )}
      </>
    );
  }
  return (
    <>
      {box(
        'province',
        <select
          {...common('province')}
          autoComplete="address-level1"
          value={province?.name ?? value.province}
          onChange={(e) => pickProvince(e.target.value)}
        >
          <option value="">{areas.isPending ? t('address.loadingAreas') : t('address.chooseProvince')}</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.name}>
              {p.name}
            </option>
          ))}
          {value.province && !province && <option value={value.province}>{value.province}</option>}
        </select>,
      )}
      {box(
        'city',
        <select
          {...common('city')}

          autoComplete="address-level2"
          value={city?.name ?? value.city}
          disabled={!value.province}
          onChange={(e) => onChange({ ...value, city: e.target.value })}
        >
          <option value="">{value.province ? t('address.chooseCity') : t('address.provinceFirst')}</option>
          {cities.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
          {value.city && !city && <option value={value.city}>{value.city}</option>}
        </select>,
      )}
    </>
  );
}
