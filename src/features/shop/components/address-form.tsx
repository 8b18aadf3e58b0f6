import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSaveDeliveryAddress } from '../api/save-delivery-address.ts';
import type { Address, AddressInput } from '../api/types.ts';
import { errorText, isNetworkError, whenOnline } from './gates.tsx';
import shell from './shop.module.css';
import styles from './address.module.css';

const EMPTY: AddressInput = { name: '', mobile: '', province: '', city: '', district: '', detail: '', is_default: 0 };
const FIELDS = ['name', 'mobile', 'province', 'city', 'district', 'detail'] as const;
type Field = (typeof FIELDS)[number];

/** Add or edit a delivery address. Values stay as typed when saving fails; `onSaved` gets the stored address. */
export function AddressForm({ initial, onSaved, onCancel, idPrefix = 'addr' }: { initial?: Address; onSaved: (a: Address) => void; onCancel?: () => void; idPrefix?: string }) {
  const { t } = useTranslation('shop');
  const save = useSaveDeliveryAddress();
  const [v, setV] = useState<AddressInput>(initial ? { ...initial } : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [offline, setOffline] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (f !== 'district' && !String(v[f]).trim()) next[f] = t('address.required');
    if (v.mobile && !/^1[3-9]\d{9}$/.test(v.mobile.trim())) next.mobile = t('address.badMobile');
    setErrors(next);
    if (Object.keys(next).length) return;
    const input = { ...v, mobile: v.mobile.trim(), ...(initial ? { id: initial.id } : {}) };
    setOffline(!whenOnline(() => save.mutate(input, { onSuccess: onSaved })));
  };
  const field = (f: Field, opts: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'text'; max: number; wide?: boolean }) => (
    <div className={`field ${opts.wide ? styles.wide : ''}`}>
      <label htmlFor={`${idPrefix}-${f}`}>{t(`address.${f}`)}</label>
      <input
        id={`${idPrefix}-${f}`}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        inputMode={opts.inputMode}
        maxLength={opts.max}
        value={String(v[f] ?? '')}
        onChange={(e) => setV({ ...v, [f]: e.target.value })}
        aria-invalid={!!errors[f]}
        aria-describedby={errors[f] ? `${idPrefix}-${f}-error` : undefined}
        data-testid={`address-${f}`}
      />
      {errors[f] && (
        <p id={`${idPrefix}-${f}-error`} className="error">
          {errors[f]}
        </p>
      )}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
      <div className={styles.grid}>
        {field('name', { autoComplete: 'name', max: 40 })}
        {field('mobile', { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', max: 11 })}
        {field('province', { autoComplete: 'address-level1', max: 40 })}
        {field('city', { autoComplete: 'address-level2', max: 40 })}
        {field('district', { autoComplete: 'address-level3', max: 40 })}
        {field('detail', { autoComplete: 'street-address', max: 120, wide: true })}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={v.is_default === 1} onChange={(e) => setV({ ...v, is_default: e.target.checked ? 1 : 0 })} />
        {t('address.makeDefault')}
      </label>
      {(offline || save.error) && (
        <p className={shell.alert} role="alert">
          {offline || isNetworkError(save.error) ? t('common.offlineAction') : errorText(save.error, t('common.failed'))}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-dark" disabled={save.isPending} data-testid="address-save">
          {save.isPending ? t('address.saving') : t('address.save')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** One line for an address: "Name 138****0000 · Province City District Detail". */
export function AddressText({ a }: { a: Omit<Address, 'id' | 'is_default'> }) {
  return (
    <>
      <span className={styles.who}>
        {a.name} <span className={styles.phone}>{a.mobile}</span>
      </span>
      <span className={styles.where}>{[a.province, a.city, a.district, a.detail].filter(Boolean).join(' ')}</span>
    </>
  );
}
