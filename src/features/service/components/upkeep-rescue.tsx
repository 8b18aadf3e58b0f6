import { useTranslation } from 'react-i18next';
import type { AfterSale } from '../api/types.ts';
import { useFillRescue } from '../api/fill-rescue.ts';
import { useGeolocation } from '../lib/use-geolocation.ts';
import { ServiceForm } from './service-form.tsx';
import { ContactFields, formReader, TextAreaField, TextField } from './form-fields.tsx';
import { Icon } from './icons.tsx';
import styles from './upkeep.module.css';

/** Type 2: roadside rescue, with the rider's position attached only if they choose to share it. */
export function UpkeepRescue({ content }: { content: AfterSale }) {
  const { t } = useTranslation('service');
  const rescue = useFillRescue();
  const { geo, locate } = useGeolocation();
  const tel = content.rescue.hotline;
  return (
    <div className={styles.bookingLayout}>
      <ServiceForm
        id="rescue"
        title={t('rescue.formTitle')}
        intro={<p>{content.rescue.intro}</p>}
        submitLabel={t('rescue.submit')}
        mutation={rescue}
        toBody={(form) => {
          const f = formReader(form);
          const at = geo.status === 'ok' ? { lat: geo.lat, lng: geo.lng } : {};
          return { name: f.str('name'), phone: f.str('phone'), address: f.str('address'), description: f.str('description'), ...at };
        }}
      >
        <ContactFields />
        <div className={`field ${styles.locate}`}>
          <span className={styles.locateLabel}>{t('rescue.location')}</span>
          <button type="button" className="btn btn-ghost btn-small" onClick={locate} disabled={geo.status === 'locating'} data-testid="rescue-locate">
            <Icon name="locate" size={18} />
            {geo.status === 'ok' ? t('rescue.relocate') : t('rescue.share')}
          </button>
          <span className={styles.locateStatus} role="status" data-testid="rescue-location-status">
            {geo.status === 'locating' && t('rescue.locating')}
            {geo.status === 'ok' && t('rescue.located', { lat: geo.lat.toFixed(4), lng: geo.lng.toFixed(4), m: Math.round(geo.accuracy) })}
            {geo.status === 'denied' && t('rescue.denied')}
            {geo.status === 'unavailable' && t('rescue.unavailable')}
          </span>
        </div>
        <TextField
          name="address"
          label={t('rescue.address')}
          wide
          placeholder={t('rescue.addressPlaceholder')}
          hint={geo.status === 'ok' ? t('rescue.addressOptional') : undefined}
          autoComplete="street-address"
        />
        <TextAreaField name="description" label={t('rescue.description')} rows={3} placeholder={t('rescue.descriptionPlaceholder')} />
      </ServiceForm>
      <aside className={styles.due}>
        <p className="eyebrow">{t('rescue.callEyebrow')}</p>
        <a className={styles.rescueCall} href={`tel:${tel.replace(/-/g, '')}`}>
          <Icon name="phone" size={22} />
          {tel}
        </a>
        <p className={styles.dueMeta}>{t('rescue.callText')}</p>
        <ul className={styles.dueItems}>
          {content.rescue.coverage.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
