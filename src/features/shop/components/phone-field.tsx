import { useMemo, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useTranslation } from '../../../lib/use-translation.ts';
import { countryOptions, defaultCountry, toE164 } from '../lib/phone.ts';
import styles from './phone-field.module.css';

/** The phone input's state: the picked country, the typed number and the E.164 number (null while invalid). */
export function usePhoneInput(locale: 'zh' | 'en') {
  const [country, setCountry] = useState<CountryCode>(() => defaultCountry(locale));
  const [typed, setTyped] = useState('');
  return { country, setCountry, typed, setTyped, e164: toE164(country, typed) };
}

export type PhoneInput = ReturnType<typeof usePhoneInput>;

/**
 * A labelled country picker (a native select, country names in the page language, the calling code
 * shown) beside the number input, with its error below. `id` is the input's id; the error's is `${id}-error`.
 */
export function PhoneField({ id, phone, locale, error }: { id: string; phone: PhoneInput; locale: 'zh' | 'en'; error?: string }) {
  const { t } = useTranslation('shop');
  const options = useMemo(() => countryOptions(locale), [locale]);
  const dial = options.find((o) => o.code === phone.country)?.dial ?? '86';
  const mainland = phone.country === 'CN';
  return (
    <div className="field">
      <label htmlFor={id}>{t('login.mobile')}</label>
      <div className={styles.row}>
        <label htmlFor={`${id}-country`} className="visually-hidden">
          {t('phone.country')}
        </label>
        <span className={styles.picker}>
          <span className={styles.dial} aria-hidden="true">
            +{dial}
          </span>
          <select
            id={`${id}-country`}
            className={styles.select}
            value={phone.country}
            onChange={(e) => phone.setCountry(e.target.value as CountryCode)}
            autoComplete="tel-country-code"
            data-testid="login-country"
          >
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {`${o.name} +${o.dial}`}
              </option>
            ))}
          </select>
        </span>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          placeholder={mainland ? t('login.mobilePlaceholder') : t('phone.placeholder')}
          value={phone.typed}
          onChange={(e) => phone.setTyped(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="login-mobile"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="error" role="alert" data-testid="login-mobile-error">
          {error}
        </p>
      )}
    </div>
  );
}
