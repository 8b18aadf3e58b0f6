import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useDeliveryAddress } from '../api/get-delivery-address.ts';
import { useDeleteDeliveryAddress } from '../api/delete-delivery-address.ts';
import { errorText, QueryState, useToken, whenOnline } from './gates.tsx';
import { AddressForm, AddressText } from './address-form.tsx';
import shell from './shop.module.css';
import styles from './user-center.module.css';
import addr from './address.module.css';

/** The addresses tab: saved addresses with edit and delete, and a form to add one. */
export function AddressesTab() {
  const { t } = useTranslation('shop');
  const { lang } = useLocale();
  const token = useToken();
  const list = useDeliveryAddress(lang, token);
  const remove = useDeleteDeliveryAddress();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <QueryState query={list}>
      {(rows) => (
        <div>
          {rows.length === 0 && editing !== 'new' && <StateMessage title={t('address.none')} />}
          <ul className={styles.cards}>
            {rows.map((a) => (
              <li key={a.id} className={shell.panel} data-testid="uc-address">
                {editing === a.id ? (
                  <AddressForm idPrefix={`uc-addr-${a.id}`} initial={a} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
                ) : (
                  <div className={styles.addressRow}>
                    <p className={styles.addressText}>
                      <AddressText a={a} />
                      {a.is_default === 1 && <span className={addr.tag}>{t('address.default')}</span>}
                    </p>
                    <div className={styles.addressActions}>
                      <button type="button" className={shell.linkButton} onClick={() => setEditing(a.id)}>
                        {t('address.edit')}
                      </button>
                      <button
                        type="button"
                        className={shell.linkButton}
                        onClick={() => whenOnline(() => remove.mutate(a.id))}
                        disabled={remove.isPending}
                      >
                        {t('address.delete')}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {remove.error && (
            <p className={shell.alert} role="alert">
              {errorText(remove.error, t('common.failed'))}
            </p>
          )}
          {editing === 'new' ? (
            <section className={shell.panel} aria-label={t('address.add')}>
              <AddressForm idPrefix="uc-addr-new" onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
            </section>
          ) : (
            <button type="button" className="btn btn-dark" onClick={() => setEditing('new')} disabled={rows.length >= 20}>
              + {t('address.add')}
            </button>
          )}
        </div>
      )}
    </QueryState>
  );
}
