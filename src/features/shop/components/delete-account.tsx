import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { dropClubPasses, useAppStore } from '../../../lib/store.ts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { errorText, isNetworkError } from './gates.tsx';
import styles from './delete-account.module.css';

/**
 * The user centre's danger zone: "delete my account and data" behind a modal dialog (native <dialog>:
 * focus stays inside, Escape cancels) where the user types a confirmation word. After the server has
 * deleted the data the dialog says so; closing it logs out locally and goes home.
 */
export function DeleteAccount() {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState('');
  const del = useDeleteAccount();
  const storeLogout = useAppStore((s) => s.logout);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const word = t('deleteAccount.word');
  const matches = typed.trim().toUpperCase() === word.toUpperCase();

  const open = () => {
    setTyped('');
    del.reset();
    ref.current?.showModal();
  };
  const onClose = () => {
    if (!done) return;
    // Away first, and log out only once home is shown: logged out while this page is still mounted, its
    // login gate would take over and send the visitor to /login (the router's navigate is asynchronous).
    void Promise.resolve(navigate(to('/'), { replace: true })).then(() => {
      storeLogout();
      queryClient.clear();
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!matches || del.isPending) return;
    del.mutate(undefined, {
      onSuccess: (msg) => {
        // The account is gone: so is its club pass on this device, even if the page closes before the dialog.
        void dropClubPasses();
        // The session is gone on the server: stop what is still asking with it (each would answer 401).
        void queryClient.cancelQueries();
        setDone(msg || t('deleteAccount.done'));
      },
    });
  };

  return (
    <section className={styles.zone} aria-labelledby="danger-title" data-testid="danger-zone">
      <h3 id="danger-title" className={styles.title}>
        {t('deleteAccount.zoneTitle')}
      </h3>
      <p className={styles.text}>{t('deleteAccount.zoneText')}</p>
      <button type="button" className={`btn ${styles.danger}`} onClick={open} data-testid="delete-account-open">
        {t('deleteAccount.button')}
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby="delete-title" onClose={onClose} data-testid="delete-account-dialog">
        {done ? (
          <div role="status" data-testid="delete-account-done">
            <h2 id="delete-title" className={styles.dialogTitle}>
              {t('deleteAccount.doneTitle')}
            </h2>
            <p>{done}</p>
            <button type="button" className="btn btn-primary" onClick={() => ref.current?.close()} autoFocus>
              {t('deleteAccount.home')}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <h2 id="delete-title" className={styles.dialogTitle}>
              {t('deleteAccount.dialogTitle')}
            </h2>
            <p>{t('deleteAccount.what')}</p>
            <p>{t('deleteAccount.kept')}</p>
            <div className="field">
              <label htmlFor="delete-confirm">{t('deleteAccount.typeLabel', { word })}</label>
              <input
                id="delete-confirm"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                maxLength={20}
                autoFocus
                data-testid="delete-account-word"
              />
            </div>
            {del.error && (
              <p className="error" role="alert">
                {isNetworkError(del.error) ? t('deleteAccount.offline') : errorText(del.error, t('common.failed'))}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className="btn btn-ghost" onClick={() => ref.current?.close()}>
                {t('deleteAccount.cancel')}
              </button>
              <button type="submit" className={`btn ${styles.danger}`} disabled={!matches || del.isPending} data-testid="delete-account-confirm">
                {del.isPending ? t('deleteAccount.pending') : t('deleteAccount.confirm')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </section>
  );
}
