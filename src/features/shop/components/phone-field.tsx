import { useEffect, useMemo, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useTranslation } from 'react-i18next';
import styles from './phone-field.module.css';

type PhoneLib = typeof import('../lib/phone.ts');
let loadedLib: PhoneLib | null = null;
const MAINLAND = /^1[3-9]\d{9}$/;

/** The phone rules (libphonenumber-js and its metadata), a chunk of their own loaded with the page. */
function usePhoneLib(): PhoneLib | null {
  const [lib, setLib] = useState(loadedLib);
  useEffect(() => {
    if (lib) return;
    let live = true;
    void import('../lib/phone.ts').then((m) => {
      loadedLib = m;
      if (live) setLib(m);
    });
    return () => {
      live = false;
    };
  }, [lib]);
  return lib;
}

/** The phone input's state: the picked country, the typed number and the E.164 number (null while invalid). */
export function usePhoneInput(locale: 'zh' | 'en') {
  const lib = usePhoneLib();
  const [picked, setCountry] = useState<CountryCode | null>(null);
  const [typed, setTyped] = useState('');
  const country: CountryCode = picked ?? (lib ? lib.defaultCountry(locale) : 'CN');
  // Until the rules arrive (a moment), a mainland mobile is the one number that can be told apart.
  const compact = typed.replace(/\s+/g, '');
  const e164 = lib ? lib.toE164(country, typed) : MAINLAND.test(compact) ? `+86${compact}` : null;
  return { lib, country, setCountry, typed, setTyped, e164 };
}

export type PhoneInput = ReturnType<typeof usePhoneInput>;

/**
 * A labelled country picker (a native select, country names in the page language, the calling code
 * shown) beside the number input, with its error below. `id` is the input's id; the error's is `${id}-error`.
 */
export function PhoneField({ id, phone, locale, error }: { id: string; phone: PhoneInput; locale: 'zh' | 'en'; error?: string }) {
  const { t } = useTranslation('shop');
  const { lib } = phone;
  const options = useMemo(
    () => (lib ? lib.countryOptions(locale) : [{ code: 'CN' as const, name: locale === 'zh' ? '中国' : 'China', dial: '86' }]),
    [lib, locale],
  );
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
