import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDeliveryAddress } from '../api/save-delivery-address.ts';
import type { Address, AddressInput } from '../api/types.ts';
import { errorText, isNetworkError } from './gates.tsx';
import { AreaFields } from './area-fields.tsx';
import shell from './shop.module.css';
import styles from './address.module.css';
import { looksLikePhone } from '../../../lib/phone-shape.ts';

const EMPTY: AddressInput = { name: '', mobile: '', province: '', city: '', district: '', detail: '', is_default: 0 };
const FIELDS = ['name', 'mobile', 'province', 'city', 'district', 'detail'] as const;
type Field = (typeof FIELDS)[number];

/**
 * What a form holding an address reports when its owner (the checkout) needs it: nothing typed, typed
 * but invalid or not saved (errors shown in the form, values kept), or the stored address.
 */
export type AddressFlush = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'saved'; address: Address };

/** Validates and saves the typed address; an empty form answers 'empty' unless `required`. */
export type AddressFlusher = (required: boolean) => Promise<AddressFlush>;

/**
 * Add or edit a delivery address. Values stay as typed when saving fails; `onSaved` gets the stored address.
 * `flushRef` lets an owner validate and save what is typed without the form's own button.
 */
export function AddressForm({
  initial,
  onSaved,
  onCancel,
  idPrefix = 'addr',
  flushRef,
}: {
  initial?: Address;
  onSaved: (a: Address) => void;
  onCancel?: () => void;
  idPrefix?: string;
  flushRef?: RefObject<AddressFlusher | null>;
}) {
  const { t } = useTranslation('shop');
  const save = useSaveDeliveryAddress();
  const [v, setV] = useState<AddressInput>(initial ? { ...initial } : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [offline, setOffline] = useState(false);
  const formEl = useRef<HTMLFormElement>(null);

  /** Validates, shows errors inline and moves focus to the first one; saves when valid. */
  const flush = async (): Promise<AddressFlush> => {
    const next: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (f !== 'district' && !String(v[f]).trim()) next[f] = t('address.required');
    if (v.mobile && !looksLikePhone(v.mobile)) next.mobile = t('address.badMobile');
    setErrors(next);
    const bad = FIELDS.find((f) => next[f]);
    if (bad) {
      formEl.current?.querySelector<HTMLElement>(`#${idPrefix}-${bad}`)?.focus();
      return { kind: 'invalid' };
    }
    if (!navigator.onLine) {
      setOffline(true);
      return { kind: 'failed' };
    }
    setOffline(false);
    const input = { ...v, mobile: v.mobile.trim(), ...(initial ? { id: initial.id } : {}) };
    try {
      const address = await save.mutateAsync(input);
      onSaved(address);
      return { kind: 'saved', address };
    } catch {
      return { kind: 'failed' };
    }
  };
  // The owner calls the latest flush (it closes over the values as typed); gone with the form.
  useEffect(() => {
    if (!flushRef) return;
    flushRef.current = (required) => (!required && FIELDS.every((f) => !String(v[f] ?? '').trim()) ? Promise.resolve({ kind: 'empty' }) : flush());
    return () => {
      flushRef.current = null;
    };
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void flush();
  };
  const field = (f: Field, opts: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'text' | 'tel'; max: number; wide?: boolean }) => (
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
    <form ref={formEl} className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
      <div className={styles.grid}>
        {field('name', { autoComplete: 'name', max: 40 })}
        {field('mobile', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', max: 20 })}
        <AreaFields
          idPrefix={idPrefix}
          value={{ province: v.province, city: v.city }}
          onChange={(area) => setV({ ...v, ...area })}
          errors={{ province: errors.province, city: errors.city }}
        />
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
