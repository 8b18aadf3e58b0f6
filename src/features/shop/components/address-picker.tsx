import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../api/types.ts';
import { AddressForm, AddressText, type AddressFlusher } from './address-form.tsx';
import styles from './address.module.css';

/**
 * Choose a saved address (radio cards) or add a new one; with no addresses the form shows straight away.
 * `flushRef` reaches the open form, so the checkout can save and use what is typed there.
 */
export function AddressPicker({
  addresses,
  value,
  onChange,
  flushRef,
}: {
  addresses: Address[];
  value: number;
  onChange: (id: number) => void;
  flushRef?: RefObject<AddressFlusher | null>;
}) {
  const { t } = useTranslation('shop');
  const [adding, setAdding] = useState(false);
  const showForm = adding || addresses.length === 0;
  return (
    <div>
      {addresses.length > 0 && (
        <ul className={styles.options} role="radiogroup" aria-label={t('checkout.address')}>
          {addresses.map((a) => (
            <li key={a.id}>
              <label className={styles.option} data-testid="address-option">
                <input type="radio" name="address" checked={value === a.id} onChange={() => onChange(a.id)} />
                <span>
                  <AddressText a={a} />
                  {a.is_default === 1 && <span className={styles.tag}>{t('address.default')}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {showForm ? (
        <AddressForm
          idPrefix="checkout-addr"
          flushRef={flushRef}
          onSaved={(a) => {
            setAdding(false);
            onChange(a.id);
          }}
          onCancel={addresses.length ? () => setAdding(false) : undefined}
        />
      ) : (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setAdding(true)} data-testid="address-add">
          + {t('address.add')}
        </button>
      )}
    </div>
  );
}
