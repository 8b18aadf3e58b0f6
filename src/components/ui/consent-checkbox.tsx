import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/layout/use-locale.ts';
import styles from './consent-checkbox.module.css';

/** State of one consent box: ticked or not, its error, and a guard that refuses (and focuses the box) when unticked. */
export function useConsent() {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState(false);
  const id = useId();
  /** True when ticked; otherwise shows the error by the box and moves focus to it. */
  const guard = useCallback(() => {
    const box = document.getElementById(id) as HTMLInputElement | null;
    if (box?.checked) return true;
    setError(true);
    box?.focus();
    return false;
  }, [id]);
  const change = useCallback((v: boolean) => {
    setChecked(v);
    if (v) setError(false);
  }, []);
  const reset = useCallback(() => {
    setChecked(false);
    setError(false);
  }, []);
  return { id, checked, error, guard, change, reset };
}

export type ConsentState = ReturnType<typeof useConsent>;

/**
 * The explicit, unticked agreement to the privacy policy and terms (PIPL art. 14) that every form
 * collecting personal data shows above its submit button. A real checkbox with its label; the error
 * is tied to it by aria-describedby. The policy pages open in a new tab so what was typed stays.
 */
export function ConsentCheckbox({ state, testId }: { state: ConsentState; testId: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const { id } = state;
  const errorId = `${id}-error`;
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          name="consent"
          checked={state.checked}
          onChange={(e) => state.change(e.target.checked)}
          aria-invalid={state.error || undefined}
          aria-describedby={state.error ? errorId : undefined}
          data-testid={testId}
        />
        <label htmlFor={id}>
          {t('consent.before')}
          <Link to={to('/privacy')} target="_blank" rel="noopener">
            {t('consent.privacy')}
          </Link>
          {t('consent.and')}
          <Link to={to('/terms')} target="_blank" rel="noopener">
            {t('consent.terms')}
          </Link>
          {t('consent.after')}
        </label>
      </div>
      {state.error && (
        <p id={errorId} className="error" role="alert" data-testid={`${testId}-error`}>
          {t('consent.required')}
        </p>
      )}
    </div>
  );
}
