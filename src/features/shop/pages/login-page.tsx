import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/store.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { SmsRefusal, useSendSms } from '../api/send-sms.ts';
import { useMobileLogin } from '../api/mobile-login.ts';
import { safeReturnPath } from '../lib/safe-path.ts';
import { armPendingAdd } from '../../../lib/pending-add.ts';
import { errorText, isNetworkError, useToken } from '../components/gates.tsx';
import { LegalLinks } from '../../../app/layout/legal-notices.tsx';
import { PhoneField, usePhoneInput } from '../components/phone-field.tsx';
import { ConsentCheckbox, useConsent } from '../../../components/ui/consent-checkbox.tsx';
import styles from '../components/login.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** A resend countdown: seconds left, and a function that starts it. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (until <= now) return;
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(id);
  }, [until, now]);
  const start = (seconds: number) => {
    const n = Date.now();
    setNow(n);
    setUntil(n + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}

/** +86 138 **** 1234 / +34 **** 5678: enough to recognise the number the code went to. */
function maskedPhone(e164: string): string {
  return e164.startsWith('+86')
    ? `+86 ${e164.slice(3, 6)} **** ${e164.slice(-4)}`
    : `${e164.slice(0, -4).replace(/\d{4,}$/, '****')}${e164.slice(-4)}`;
}

/**
 * Login by phone and SMS code (`/login?path=`): send-code button with a 60 s countdown, errors under
 * their fields, typed values kept. On success the store logs in and the visitor returns to `path`
 * (same-site paths only).
 */
export function LoginPage() {
  const { t } = useTranslation('shop');
  const { to, locale } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const storeLogin = useAppStore((s) => s.login);
  const token = useToken();
  const online = useOnline();
  const send = useSendSms();
  const login = useMobileLogin();
  const phoneInput = usePhoneInput(locale);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [sentTo, setSentTo] = useState('');
  const [left, startCountdown] = useCountdown();
  const consent = useConsent();
  // Taken once: during the page transition this page outlives its URL and must not read the next one.
  const [target] = useState(() => safeReturnPath(params.get('path'), window.location.origin) ?? to('/userCenter'));
  const [loggedInOnArrival] = useState(!!token);
  useEffect(() => {
    if (loggedInOnArrival) void navigate(target, { replace: true });
  }, [loggedInOnArrival, navigate, target]);

  const phone = phoneInput.e164;
  const sendCode = () => {
    if (!phone) return setErrors({ mobile: t('login.badMobile') });
    setErrors({});
    // No code goes to a number whose owner has not agreed to the policy.
    if (!consent.guard() || !navigator.onLine) return;
    send.mutate(phone, {
      onSuccess: (r) => {
        startCountdown(r.cooldown);
        setSentTo(phone);
      },
      onError: (err) => {
        if (err instanceof SmsRefusal && err.retryAfter > 0) startCountdown(err.retryAfter);
        if (!isNetworkError(err)) setErrors({ mobile: errorText(err, t('common.failed')) });
      },
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!phone) next.mobile = t('login.badMobile');
    if (!/^\d{6}$/.test(code.trim())) next.code = t('login.badCode');
    setErrors(next);
    if (!phone || next.code || !consent.guard() || !navigator.onLine) return;
    login.mutate(
      { mobile: phone, captcha: code.trim(), consent: true },
      {
        onSuccess: (user) => {
          storeLogin(user);
          // An "add to cart" that led here completes on the page it was made on.
          armPendingAdd(target);
          navigate(target, { replace: true });
        },
        onError: (err) => {
          if (!isNetworkError(err)) setErrors({ code: errorText(err, t('common.failed')) });
        },
      },
    );
  };
  const offline = !online || isNetworkError(send.error) || isNetworkError(login.error);

  return (
    <div className={styles.page}>
      <div className={`container ${styles.wrap}`}>
        <aside className={styles.brand} aria-hidden="true">
          <p className={styles.brandEyebrow}>{t('login.brandEyebrow')}</p>
          <p className={styles.brandTitle}>{t('login.brandTitle')}</p>
          <ul className={styles.perks}>
            <li>{t('login.perkOrders')}</li>
            <li>{t('login.perkCoupons')}</li>
            <li>{t('login.perkService')}</li>
          </ul>
        </aside>
        <section className={styles.card} aria-labelledby="login-title">
          <h1 id="login-title" className={styles.title}>
            {t('login.title')}
          </h1>
          <p className={styles.lead}>{t('login.lead')}</p>
          {offline && (
            <NeedsConnection
              onRetry={() => {
                send.reset();
                login.reset();
              }}
            />
          )}
          <form onSubmit={submit} noValidate data-testid="login-form">
            <PhoneField id="login-mobile" phone={phoneInput} locale={locale} error={errors.mobile} />
            <div className="field">
              <label htmlFor="login-code">{t('login.code')}</label>
              <div className={styles.codeRow}>
                <input
                  id="login-code"
                  name="captcha"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('login.codePlaceholder')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  aria-invalid={!!errors.code}
                  aria-describedby={errors.code ? 'login-code-error' : sentTo ? 'login-code-hint' : undefined}
                  data-testid="login-code"
                />
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.send}`}
                  onClick={sendCode}
                  disabled={left > 0 || send.isPending || !online}
                  data-testid="login-send"
                >
                  {left > 0 ? t('login.resendIn', { s: left }) : send.isPending ? t('login.sending') : sentTo ? t('login.resend') : t('login.send')}
                </button>
              </div>
              {errors.code ? (
                <p id="login-code-error" className="error" role="alert" data-testid="login-code-error">
                  {errors.code}
                </p>
              ) : (
                sentTo && (
                  <p id="login-code-hint" className="hint" aria-live="polite" data-testid="login-sent">
                    {t('login.sent', { mobile: maskedPhone(sentTo) })}
                  </p>
                )
              )}
            </div>
            <ConsentCheckbox state={consent} testId="login-consent" />
            <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={login.isPending || !online} data-testid="login-submit">
              {login.isPending ? t('login.loggingIn') : t('login.submit')}
            </button>
            <p className={styles.fine}>{t('login.fine')}</p>
          </form>
          <LegalLinks className={styles.legal} testId="login-legal" landmark={false} />
        </section>
      </div>
    </div>
  );
}

export { LoginPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['shop'], title: 'common:nav.login', noindex: true, ssr: false };
