import { Fragment, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Envelope } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { ConsentCheckbox, useConsent } from '../../../components/ui/consent-checkbox.tsx';
import type { Submitted } from '../api/types.ts';
import styles from './service-form.module.css';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';

type Status =
  { kind: 'idle' } | { kind: 'done'; duplicate: boolean; msg: string; data: Submitted | null } | { kind: 'error'; msg: string } | { kind: 'network' };

export interface ServiceFormProps<B> {
  /** Used for ids and `data-testid="<id>-form"`. */
  id: string;
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  mutation: UseMutationResult<Envelope<Submitted>, Error, B>;
  /** Builds the request body from the form's fields (no client-side checks: the server validates). */
  toBody(form: FormData): B;
  /** Extra confirmation content (e.g. a quoted price). */
  renderDone?(data: Submitted | null): ReactNode;
  onDone?(data: Submitted | null): void;
  /** False for forms that collect no new personal data (a logged-in rider's story): no consent box. */
  consent?: boolean;
  children: ReactNode;
}

/**
 * A service request form: sends what the rider typed, shows the server's message next to the
 * submit button and keeps every value on error; confirms success; offline (or when the request
 * never got an answer) it says a connection is needed. The form stays mounted while hidden, so a
 * rider who loses the connection mid-way keeps what they typed. Nothing is queued or resent on its own.
 */
export function ServiceForm<B>({
  id,
  title,
  intro,
  submitLabel,
  mutation,
  toBody,
  renderDone,
  onDone,
  consent = true,
  children,
}: ServiceFormProps<B>) {
  const { t } = useTranslation('service');
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // A new round remounts the fields, so widgets with their own state (photos, pickers) start afresh too.
  const [round, setRound] = useState(0);
  const headingId = useId();
  const messageId = useId();
  const agreement = useConsent();

  const send = async () => {
    const form = formRef.current;
    if (!form) return;
    // Checked before anything is sent: what was typed stays, the error shows by the box.
    if (consent && !agreement.guard()) return;
    if (!navigator.onLine) {
      setStatus({ kind: 'network' });
      return;
    }
    setStatus({ kind: 'idle' });
    try {
      const body = toBody(new FormData(form));
      const env = await mutation.mutateAsync(consent ? { ...body, consent: true } : body);
      setStatus({ kind: 'done', duplicate: env.code !== 1, msg: env.msg, data: env.data ?? null });
      onDone?.(env.data ?? null);
    } catch (err) {
      const kind = (err as { kind?: string }).kind;
      if (kind === 'network') setStatus({ kind: 'network' });
      else setStatus({ kind: 'error', msg: err instanceof Error && err.message ? err.message : t('form.unknownError') });
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const reset = () => {
    formRef.current?.reset();
    mutation.reset();
    agreement.reset();
    setRound((r) => r + 1);
    setStatus({ kind: 'idle' });
  };

  const offline = !online || status.kind === 'network';
  const done = status.kind === 'done';
  return (
    <section className={`card ${styles.card}`} aria-labelledby={headingId} data-testid={`${id}-form`}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {intro && <div className={styles.intro}>{intro}</div>}
      {offline && !done && (
        <NeedsConnection
          what={t('form.needsConnection')}
          onRetry={() => {
            if (navigator.onLine) void send();
          }}
        />
      )}
      {done && (
        <div className={`${styles.done} ${status.duplicate ? styles.duplicate : ''}`} role="status" data-testid={`${id}-done`}>
          <svg className={styles.doneIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <p className={styles.doneTitle}>{status.duplicate ? t('form.duplicateTitle') : t('form.successTitle')}</p>
            <p className={styles.doneMsg}>{status.msg}</p>
            {renderDone?.(status.data)}
            <button type="button" className="btn btn-ghost btn-small" onClick={reset}>
              {t('form.again')}
            </button>
          </div>
        </div>
      )}
      <form
        ref={formRef}
        id={`${id}-form`}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        hidden={offline || done}
        aria-describedby={status.kind === 'error' ? messageId : undefined}
      >
        <UntilHydrated>
          <Fragment key={round}>{children}</Fragment>
          {consent && <ConsentCheckbox state={agreement} testId={`${id}-consent`} />}
          <div className={styles.actions}>
            {status.kind === 'error' && (
              <p id={messageId} className={styles.error} role="alert" data-testid={`${id}-error`}>
                {status.msg}
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
              {mutation.isPending ? t('form.sending') : submitLabel}
            </button>
          </div>
        </UntilHydrated>
      </form>
    </section>
  );
}
