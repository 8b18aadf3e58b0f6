import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDirectJoin, type DirectJoinInput } from '../../api/direct-join.ts';
import { NetworkError } from '../../../../lib/api-client.ts';
import { ConsentCheckbox, useConsent } from '../../../../components/ui/consent-checkbox.tsx';
import { validateLeague, type LeagueErrors } from './validate-league.ts';
import styles from './league.module.css';
import { UntilHydrated } from '../../../../components/ui/until-hydrated.tsx';
import { OutboxChoice, OutboxNote, OutboxSaved, OutboxSaveFailed, OutboxSaveLabel } from '../../../../components/outbox/outbox-choice.tsx';
import { saveOutboxDraft } from '../../../../lib/outbox/save-draft.ts';
import type { OutboxItem } from '../../../../lib/outbox/outbox-types.ts';
import { useOnline } from '../../../../lib/use-online.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';

const EMPTY: Required<Omit<DirectJoinInput, 'consent'>> = { name: '', phone: '', city: '', company: '', experience: '', message: '' };
const EXPERIENCE = ['motorcycle', 'auto', 'retail', 'none'] as const;

type Fields = typeof EMPTY;
const fieldsOf = (v: Fields): [string, string][] => Object.entries(v);
const valuesOf = (item: OutboxItem): Fields => ({ ...EMPTY, ...Object.fromEntries(item.fields.filter(([k]) => k in EMPTY)) });

/**
 * The franchise application form: labelled fields, inline errors, server messages, values kept on any
 * failure. Offline (or with no answer) it offers to save the application to the outbox, by the
 * rider's choice; `editing` opens a saved one (`/league?outbox=<id>`) to change it under its own key.
 */
export function LeagueForm({ editing }: { editing?: OutboxItem }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { to } = useLocale();
  const online = useOnline();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LeagueErrors>({});
  const [serverError, setServerError] = useState('');
  const [choice, setChoice] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [done, setDone] = useState('');
  const mutation = useDirectJoin();
  const consent = useConsent();
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const agree = consent.change;
  const [filled, setFilled] = useState<string>();
  if (editing && filled !== editing.id) {
    setFilled(editing.id);
    setValues(valuesOf(editing));
  }
  useEffect(() => {
    if (!editing) return;
    // The rider agreed when saving it: the box opens ticked (and may be unticked).
    agree(true);
    // The form sits low on the page: bring it into view.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, [editing, agree]);

  const trimmed = () => ({ ...values, name: values.name.trim(), phone: values.phone.trim(), city: values.city.trim(), consent: true });

  /** Saves the checked application to the outbox (or the edited item, same key). */
  const saveForLater = async () => {
    const body = trimmed();
    const stored = await saveOutboxDraft({ kind: 'franchise', body, fields: fieldsOf(values), summary: [body.name, body.city].join(' · ') }, editing);
    setSaveFailed(!stored);
    if (!stored) return;
    if (editing) navigate(to('/outbox'));
    else {
      setChoice(false);
      setSaved(true);
    }
  };

  const set = (field: keyof DirectJoinInput) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setServerError('');
    setChoice(false);
    const found = validateLeague(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    if (!consent.guard()) return;
    if (editing) return void saveForLater();
    // Offline: nothing is sent or saved until the rider chooses (save to the outbox, or keep editing).
    if (!navigator.onLine) {
      setChoice(true);
      return;
    }
    mutation.mutate(trimmed(), {
      onSuccess: (msg) => {
        setDone(msg);
        requestAnimationFrame(() => doneRef.current?.focus());
      },
      onError: (err) => {
        if (err instanceof NetworkError) return setChoice(true);
        setServerError(err.message || t('common.loadFailed'));
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
    });
  };

  const again = () => {
    setValues(EMPTY);
    consent.reset();
    setDone('');
    setSaved(false);
  };
  if (saved) return <OutboxSaved testId="league" onAnother={again} />;

  if (done) {
    return (
      <div className={styles.done} role="status" tabIndex={-1} ref={doneRef} data-testid="league-success">
        <p className={styles.doneTitle}>{t('league.success')}</p>
        <p>{done}</p>
        <button type="button" className="btn btn-ghost" onClick={again}>
          {t('league.another')}
        </button>
      </div>
    );
  }

  const field = (name: 'name' | 'phone' | 'city', type: string, extra: Record<string, string | number> = {}) => (
    <div className={`field ${styles.field}`}>
      <label htmlFor={`league-${name}`}>
        {t(`league.${name}`)} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`league-${name}`}
        name={name}
        type={type}
        value={values[name]}
        onChange={set(name)}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `league-${name}-error` : undefined}
        {...extra}
      />
      {errors[name] && (
        <span id={`league-${name}-error`} className="error">
          {t(`league.errors.${name}`)}
        </span>
      )}
    </div>
  );

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="league-form-title" data-testid="league-form">
      <UntilHydrated>
        {editing && <OutboxNote testId="league-editing" savedAt={editing.savedAt} />}
        {!online && !editing && !choice && <OutboxNote testId="league-offline-note" />}
        <div ref={summaryRef} tabIndex={-1} className={styles.summaryWrap}>
          {(hasErrors || serverError) && (
            <p className={styles.summary} role="alert" data-testid="league-error">
              {serverError || t('league.errors.summary')}
            </p>
          )}
        </div>
        <div className={styles.grid}>
          {field('name', 'text', { autoComplete: 'name', maxLength: 40 })}
          {field('phone', 'tel', { autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })}
          {field('city', 'text', { autoComplete: 'address-level2', maxLength: 40 })}
          <div className={`field ${styles.field}`}>
            <label htmlFor="league-company">{t('league.company')}</label>
            <input
              id="league-company"
              name="company"
              type="text"
              value={values.company}
              onChange={set('company')}
              autoComplete="organization"
              maxLength={80}
            />
          </div>
          <div className={`field ${styles.field} ${styles.wide}`}>
            <label htmlFor="league-experience">{t('league.experience')}</label>
            <select id="league-experience" name="experience" value={values.experience} onChange={set('experience')}>
              <option value="">{t('league.experienceOptions.choose')}</option>
              {EXPERIENCE.map((k) => (
                <option key={k} value={k}>
                  {t(`league.experienceOptions.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={`field ${styles.field} ${styles.wide}`}>
            <label htmlFor="league-message">{t('league.message')}</label>
            <textarea
              id="league-message"
              name="message"
              rows={4}
              value={values.message}
              onChange={set('message')}
              maxLength={1000}
              aria-describedby="league-message-hint"
            />
            <span id="league-message-hint" className="hint">
              {t('league.messageHint')}
            </span>
          </div>
        </div>
        <ConsentCheckbox state={consent} testId="league-consent" />
        {choice && <OutboxChoice testId="league" onSave={() => void saveForLater()} onKeepEditing={() => setChoice(false)} />}
        {saveFailed && <OutboxSaveFailed testId="league" />}
        <div className={styles.actions}>
          {!choice && (
            <button type="submit" className="btn btn-primary" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? t('league.submitting') : editing ? <OutboxSaveLabel /> : t('league.submit')}
            </button>
          )}
          <p className={styles.privacy}>{t('league.privacy')}</p>
        </div>
      </UntilHydrated>
    </form>
  );
}
