import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Envelope } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { ConsentCheckbox, useConsent } from '../../../components/ui/consent-checkbox.tsx';
import type { Submitted } from '../api/types.ts';
import styles from './service-form.module.css';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';
import { OutboxChoice, OutboxNote, OutboxSaved, OutboxSaveFailed, OutboxSaveLabel } from '../../../components/outbox/outbox-choice.tsx';
import type { OutboxItem } from '../../../lib/outbox/outbox-types.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { fieldsOf, usePrefill, type OutboxOption } from './outbox-form.ts';
import { saveOutboxDraft } from '../../../lib/outbox/save-draft.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'done'; duplicate: boolean; msg: string; data: Submitted | null }
  | { kind: 'error'; msg: string }
  | { kind: 'network' }
  | { kind: 'choice'; incomplete?: boolean }
  | { kind: 'saved' };

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
  /** Offered when the form cannot be sent: save it to the outbox, by the rider's choice (src/lib/outbox). */
  outbox?: OutboxOption<B>;
  /** The outbox item being edited: the form opens with its fields, and saving updates it (same key). */
  editing?: OutboxItem;
  children: ReactNode;
}

/**
 * A service request form: sends what the rider typed, shows the server's message next to the
 * submit button and keeps every value on error; confirms success; offline (or when the request
 * never got an answer) it says a connection is needed, or, for forms with `outbox`, offers to save it
 * to send later. The form stays mounted while hidden, so a rider who loses the connection mid-way keeps
 * what they typed. Nothing is queued or resent unless the rider chooses the outbox.
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
  outbox,
  editing,
  children,
}: ServiceFormProps<B>) {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const { to } = useLocale();
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [saveFailed, setSaveFailed] = useState(false);
  // A new round remounts the fields, so widgets with their own state (photos, pickers) start afresh too.
  const [round, setRound] = useState(0);
  const headingId = useId();
  const messageId = useId();
  const agreement = useConsent();
  usePrefill(formRef, editing, round);
  // The rider agreed when saving the item: the box opens ticked (and may be unticked).
  const agree = agreement.change;
  useEffect(() => {
    if (editing && consent) agree(true);
  }, [editing, consent, agree]);
  const noConnection = () => setStatus(outbox ? { kind: 'choice' } : { kind: 'network' });

  /** Saves the form to the outbox (a new item, or the edited one under its own key). */
  const saveForLater = async () => {
    const form = formRef.current;
    if (!form || !outbox) return;
    if (consent && !agreement.guard()) return;
    const built = toBody(new FormData(form));
    if (!outbox.complete(built)) {
      setStatus({ kind: 'choice', incomplete: true });
      return;
    }
    const body = (consent ? { ...built, consent: true } : built) as Record<string, unknown>;
    const stored = await saveOutboxDraft({ kind: outbox.kind, body, fields: fieldsOf(form), summary: outbox.summary(built) }, editing);
    setSaveFailed(!stored);
    if (!stored) return;
    if (editing) navigate(to('/outbox'));
    else setStatus({ kind: 'saved' });
  };

  const send = async () => {
    const form = formRef.current;
    if (!form) return;
    if (editing) return void saveForLater();
    // Checked before anything is sent: what was typed stays, the error shows by the box.
    if (consent && !agreement.guard()) return;
    if (!navigator.onLine) {
      noConnection();
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
      if (kind === 'network') noConnection();
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

  // A form that may go to the outbox stays open offline: the rider fills it in and chooses on submit.
  const offline = !outbox && (!online || status.kind === 'network');
  const done = status.kind === 'done';
  const saved = status.kind === 'saved';
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
      {saved && <OutboxSaved testId={id} onAnother={reset} />}
      <form
        ref={formRef}
        id={`${id}-form`}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        hidden={offline || done || saved}
        aria-describedby={status.kind === 'error' ? messageId : undefined}
      >
        <UntilHydrated>
          {editing && <OutboxNote testId={`${id}-editing`} savedAt={editing.savedAt} />}
          {outbox && !online && !editing && status.kind !== 'choice' && <OutboxNote testId={`${id}-offline-note`} />}
          <Fragment key={round}>{children}</Fragment>
          {consent && <ConsentCheckbox state={agreement} testId={`${id}-consent`} />}
          {status.kind === 'choice' && (
            <OutboxChoice
              testId={id}
              incomplete={status.incomplete}
              onSave={() => void saveForLater()}
              onKeepEditing={() => setStatus({ kind: 'idle' })}
            />
          )}
          {saveFailed && <OutboxSaveFailed testId={id} />}
          <div className={styles.actions}>
            {status.kind === 'error' && (
              <p id={messageId} className={styles.error} role="alert" data-testid={`${id}-error`}>
                {status.msg}
              </p>
            )}
            {status.kind !== 'choice' && (
              <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
                {mutation.isPending ? t('form.sending') : editing ? <OutboxSaveLabel /> : submitLabel}
              </button>
            )}
          </div>
        </UntilHydrated>
      </form>
    </section>
  );
}
