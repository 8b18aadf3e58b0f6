import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangList } from '../../../features/content/api/get-lang-list.ts';
import { useLocale } from '../use-locale.ts';
import { CountryEntryLink } from './country-links.tsx';
import { CloseIcon } from './panel-icons.tsx';
import styles from './country.module.css';

interface CountryDialogProps {
  open: boolean;
  onClose(): void;
  hint: string | null;
  onHint(country: string): void;
}

/** The country/region popup, grouped by continent: a modal dialog (Esc closes, focus returns to the opener). */
export function CountryDialog({ open, onClose, hint, onHint }: CountryDialogProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { lang } = useLocale();
  const list = useLangList(lang);
  const { data: groups, status } = list;
  const onRetry = () => void list.refetch();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[data-testid="country-entry"]') ?? dialog.querySelector<HTMLElement>('button');
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  // The list may arrive after the dialog opened: move focus to the first entry then.
  useEffect(() => {
    if (!open || status !== 'success') return;
    const dialog = ref.current;
    if (dialog && (document.activeElement === dialog || document.activeElement?.getAttribute('data-close') === 'true')) {
      dialog.querySelector<HTMLElement>('[data-testid="country-entry"]')?.focus();
    }
  }, [open, status]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="country-title"
      data-testid="country-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <div>
            <p className="eyebrow">{t('common:country.button')}</p>
            <h2 id="country-title" className={styles.title}>
              {t('country.title')}
            </h2>
            <p className={styles.intro}>{t('country.intro')}</p>
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('country.close')} data-close="true">
            <CloseIcon size={22} />
          </button>
        </div>
        {hint && (
          <p className={styles.hint} role="status" data-testid="country-hint">
            {t('country.hint', { country: hint })}
          </p>
        )}
        {status === 'pending' && <p className={styles.status}>{t('country.loading')}</p>}
        {status === 'error' && (
          <div className={styles.status} role="alert">
            <p>{t('country.loadFailed')}</p>
            <button type="button" className="btn btn-dark btn-small" onClick={onRetry}>
              {t('country.retry')}
            </button>
          </div>
        )}
        {status === 'success' && (
          <div className={styles.continents}>
            {(groups ?? []).map((g, gi) => (
              <section key={g.en_name} aria-labelledby={`continent-${gi}`} data-testid="country-continent">
                <h3 id={`continent-${gi}`} className={styles.continentName}>
                  {g.en_name}
                </h3>
                <ul className={styles.entries}>
                  {g.language_country_list.map((entry) => (
                    <li key={`${entry.icon}-${entry.en_name}`}>
                      <CountryEntryLink
                        entry={entry}
                        onHint={onHint}
                        className={styles.entry}
                        testId="country-entry"
                        current={hint === entry.en_name}
                      >
                        <span className={styles.code} aria-hidden="true">
                          {entry.icon}
                        </span>
                        <span className={styles.entryName}>{entry.en_name}</span>
                        {entry.jump_type === 2 && <span className={styles.soon}>{t('country.comingSoon')}</span>}
                      </CountryEntryLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </dialog>
  );
}
