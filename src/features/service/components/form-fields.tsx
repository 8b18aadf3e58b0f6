import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './service-form.module.css';

interface FieldProps {
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  wide?: boolean;
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  const { t } = useTranslation('service');
  return (
    <label htmlFor={htmlFor}>
      {label}
      {optional && <span className={styles.optional}>{t('form.optional')}</span>}
    </label>
  );
}

/** A labelled text-like input (text, tel, number, date); uncontrolled so typed values survive re-renders. */
export function TextField({
  name,
  label,
  optional,
  hint,
  wide,
  type = 'text',
  defaultValue,
  autoComplete,
  inputMode,
  min,
  max,
  placeholder,
}: FieldProps & {
  type?: string;
  defaultValue?: string | number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'decimal' | 'text';
  min?: string | number;
  max?: string | number;
  placeholder?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${wide ? styles.wide : ''}`}>
      <Label htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        placeholder={placeholder}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled textarea. */
export function TextAreaField({ name, label, optional, hint, rows = 4, placeholder }: FieldProps & { rows?: number; placeholder?: string }) {
  const id = useId();
  return (
    <div className={`field ${styles.wide}`}>
      <Label htmlFor={id} label={label} optional={optional} />
      <textarea id={id} name={name} rows={rows} placeholder={placeholder} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled select; `value`/`onChange` make it controlled when a page needs to react to it. */
export function SelectField({
  name,
  label,
  optional,
  wide,
  children,
  value,
  defaultValue,
  onChange,
  testId,
}: FieldProps & { children: ReactNode; value?: string; defaultValue?: string; onChange?: (v: string) => void; testId?: string }) {
  const id = useId();
  return (
    <div className={`field ${wide ? styles.wide : ''}`}>
      <Label htmlFor={id} label={label} optional={optional} />
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        data-testid={testId}
      >
        {children}
      </select>
    </div>
  );
}

/** Name and mobile number, the two fields every request has. */
export function ContactFields({ phoneOptional = false }: { phoneOptional?: boolean }) {
  const { t } = useTranslation('service');
  return (
    <>
      <TextField name="name" label={t('form.name')} autoComplete="name" />
      <TextField
        name="phone"
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('form.phoneHint')}
        optional={phoneOptional}
      />
    </>
  );
}

/** Reads form values for a request body: trimmed strings, numbers (absent when empty, so the server names the missing field). */
export function formReader(form: FormData) {
  const str = (name: string) => String(form.get(name) ?? '').trim();
  const int = (name: string): number | undefined => {
    const v = str(name).replace(/[,\s]/g, '');
    if (!v) return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? Math.round(n) : undefined;
  };
  return { str, int };
}
