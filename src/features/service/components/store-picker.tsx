import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useProvinces } from '../api/get-provinces.ts';
import { useStores } from '../api/get-stores.ts';
import { useIpProvince } from '../api/get-ip-province.ts';
import type { Store } from '../api/types.ts';
import { SelectField } from './form-fields.tsx';

/**
 * Province then store, for booking forms. Opens on the visitor's province (from the IP, Yunnan when
 * unknown); the store list is the saved catalog read, so choosing works offline too.
 */
export function StorePicker({
  name = 'store_id',
  label,
  service,
  optional = false,
  defaultStoreId,
}: {
  name?: string;
  label: string;
  service?: string;
  optional?: boolean;
  defaultStoreId?: number;
}) {
  const { t } = useTranslation('service');
  const { lang } = useLocale();
  const provinces = useProvinces(lang);
  const stores = useStores(lang);
  const ip = useIpProvince(lang);
  // The visitor's own choices win over the defaults: a province or IP answer that arrives after a store
  // was picked never replaces that store (the form must not lose what was chosen).
  const [chosen, setChosen] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const preset = defaultStoreId ? stores.data?.find((s) => s.id === defaultStoreId) : undefined;
  const pickedStore = picked ? stores.data?.find((s) => String(s.id) === picked) : undefined;
  const anchor = pickedStore ?? preset;
  const province = chosen ?? (anchor ? String(anchor.province_id) : ip.data ? String(ip.data.id) : '');
  const offered = (stores.data ?? []).filter((s) => !service || s.services.includes(service));
  const inProvince = province ? offered.filter((s) => String(s.province_id) === province) : offered;
  const groups = new Map<string, Store[]>();
  for (const s of inProvince) groups.set(s.province, [...(groups.get(s.province) ?? []), s]);
  const store = picked ?? (preset && chosen === null ? String(preset.id) : '');
  const chooseProvince = (next: string) => {
    setChosen(next);
    // A store outside the newly chosen province is no longer on offer.
    const current = stores.data?.find((s) => String(s.id) === store);
    if (next && current && String(current.province_id) !== next) setPicked('');
  };

  return (
    <>
      <SelectField name="" label={t('form.province')} value={province} onChange={chooseProvince} testId={`${name}-province`}>
        <option value="">{t('form.allProvinces')}</option>
        {(provinces.data ?? []).map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <SelectField name={name} label={label} optional={optional} value={store} onChange={setPicked} testId={name}>
        <option value="">{stores.isPending ? t('common.loading') : t('form.storePlaceholder')}</option>
        {[...groups.entries()].map(([prov, list]) => (
          <optgroup key={prov} label={prov}>
            {list.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.city} · {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}
