import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '../../api/get-activities.ts';
import { useJoinActivity, type JoinActivityResult } from '../../api/join-activity.ts';
import { NetworkError } from '../../../../lib/api-client.ts';
import { useAppStore } from '../../../../lib/store.ts';
import { OutboxChoice, OutboxNote, OutboxSaved, OutboxSaveFailed, OutboxSaveLabel } from '../../../../components/outbox/outbox-choice.tsx';
import { saveOutboxDraft } from '../../../../lib/outbox/save-draft.ts';
import type { OutboxItem } from '../../../../lib/outbox/outbox-types.ts';
import { useOnline } from '../../../../lib/use-online.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { looksLikePhone } from '../../../../lib/phone-shape.ts';
import { ConsentCheckbox, useConsent } from '../../../../components/ui/consent-checkbox.tsx';
import styles from './club.module.css';

/** The test-session and SMS logins give a masked phone as nickname: that is no one's name, so it is not prefilled. */
const MASKED = /\*/;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Modal sign-up form (native <dialog>: focus is trapped and Escape closes it). Offline, or with no
 * answer, it offers to save the sign-up to the outbox (under this login) by the rider's choice;
 * `editing` reopens a saved one (`/club?outbox=<id>`) to change it under its own key.
 */
export function SignupDialog({ event, onClose, editing }: { event: ClubEvent; onClose: () => void; editing?: OutboxItem }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { to } = useLocale();
  const online = useOnline();
  const user = useAppStore((s) => s.userData);
  const ref = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState(editing ? text(editing.body.name) : user && !MASKED.test(user.nickname) ? user.nickname : '');
  const [phone, setPhone] = useState(editing ? text(editing.body.phone) : (user?.mobile ?? ''));
  const [invalid, setInvalid] = useState<{ name?: boolean; phone?: boolean }>({});
  const [refusal, setRefusal] = useState('');
  const [choice, setChoice] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [result, setResult] = useState<JoinActivityResult | null>(null);
  const join = useJoinActivity();
  const consent = useConsent();
  const agree = consent.change;
  // The rider agreed when saving it: an edited sign-up opens with the box ticked (and may untick it).
  useEffect(() => {
    if (editing) agree(true);
  }, [editing, agree]);

  // Opened as a modal once mounted (unmounting removes it from the top layer, so no cleanup is needed);
  // focus goes to the first field rather than the close button.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setRefusal('');
    const bad = { name: !name.trim(), phone: !looksLikePhone(phone) };
    setInvalid(bad);
    if (bad.name || bad.phone || !consent.guard()) return;
    if (editing) return void saveForLater();
    // Offline: nothing is sent or saved until the rider chooses (save to the outbox, or keep editing).
    if (!navigator.onLine) return setChoice(true);
    setChoice(false);
    join.mutate(body(), {
      onSuccess: setResult,
      onError: (err) => (err instanceof NetworkError ? setChoice(true) : setRefusal(err.message)),
    });
  };

  const body = () => ({ activity_id: event.id, name: name.trim(), phone: phone.trim(), consent: true });
  /** Saves the checked sign-up to the outbox (or the edited item, same key). */
  const saveForLater = async () => {
    const fields: [string, string][] = [
      ['name', name],
      ['phone', phone],
    ];
    const stored = await saveOutboxDraft(
      { kind: 'event_signup', body: body(), fields, summary: `${event.title} · ${event.starts_at.slice(0, 10)}` },
      editing,
    );
    setSaveFailed(!stored);
    if (!stored) return;
    if (editing) return void navigate(to('/outbox'));
    setChoice(false);
    setSaved(true);
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="signup-title" onClose={onClose} data-testid="signup-dialog">
      <div className={styles.dialogHead}>
        <h2 id="signup-title" className={styles.dialogTitle}>
          {result ? t('club.successTitle') : t('club.dialogTitle', { title: event.title })}
        </h2>
        <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label={t('common.close')}>
          ×
        </button>
      </div>
      {saved ? (
        <OutboxSaved testId="signup" onAnother={() => ref.current?.close()} />
      ) : result ? (
        <div role="status" data-testid="signup-success">
          <p className={styles.successText}>{result.message}</p>
          <p className={styles.dialogLead}>{t('club.seatsLeft', { count: result.seats_left })}</p>
          <button type="button" className="btn btn-dark" onClick={() => ref.current?.close()} autoFocus>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          {editing && <OutboxNote testId="signup-editing" savedAt={editing.savedAt} />}
          {!online && !editing && !choice && <OutboxNote testId="signup-offline-note" />}
          <p className={styles.dialogLead}>{t('club.dialogLead')}</p>
          <div className="field">
            <label htmlFor="signup-name">{t('club.name')}</label>
            <input
              id="signup-name"
              data-autofocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              maxLength={40}
              required
              aria-invalid={invalid.name || undefined}
              aria-describedby={invalid.name ? 'signup-name-error' : undefined}
            />
            {invalid.name && (
              <span id="signup-name-error" className="error">
                {t('club.nameError')}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor="signup-phone">{t('club.phone')}</label>
            <input
              id="signup-phone"
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              autoComplete="tel"
              maxLength={20}
              required
              aria-invalid={invalid.phone || undefined}
              aria-describedby={invalid.phone ? 'signup-phone-error' : undefined}
            />
            {invalid.phone && (
              <span id="signup-phone-error" className="error">
                {t('club.phoneError')}
              </span>
            )}
          </div>
          <p className={styles.waiver}>{t('club.waiver')}</p>
          <ConsentCheckbox state={consent} testId="signup-consent" />
          {refusal && (
            <p className={styles.refusal} role="alert" data-testid="signup-refusal">
              {refusal}
            </p>
          )}
          {choice && <OutboxChoice testId="signup" onSave={() => void saveForLater()} onKeepEditing={() => setChoice(false)} />}
          {saveFailed && <OutboxSaveFailed testId="signup" />}
          {!choice && (
            <div className={styles.dialogActions}>
              <button type="button" className="btn btn-ghost" onClick={() => ref.current?.close()}>
                {t('club.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending}>
                {join.isPending ? t('club.submitting') : editing ? <OutboxSaveLabel /> : t('club.confirm')}
              </button>
            </div>
          )}
        </form>
      )}
    </dialog>
  );
}
