import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/layout/use-locale.ts';
import { formatMoment } from '../../lib/format.ts';
import styles from './outbox.module.css';

/**
 * A form that could not be sent (offline, or no answer): says so and offers the two choices. Nothing is
 * saved unless the rider picks "Save to send later"; "Keep editing" leaves the form as typed.
 */
export function OutboxChoice({
  onSave,
  onKeepEditing,
  incomplete,
  testId,
}: {
  onSave(): void;
  onKeepEditing(): void;
  /** The form lacks what it needs to be saved. */
  incomplete?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news, so keyboard and screen-reader users meet the choice first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.choice} aria-labelledby={headingId} data-testid={`${testId}-outbox-choice`}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.choiceTitle}>
        {t('choice.title')}
      </h3>
      <p>{t('choice.body')}</p>
      {incomplete && (
        <p className={styles.error} role="alert" data-testid={`${testId}-outbox-error`}>
          {t('choice.incomplete')}
        </p>
      )}
      <div className={styles.choiceActions}>
        <button type="button" className="btn btn-primary" onClick={onSave} data-testid={`${testId}-save-later`}>
          {t('choice.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onKeepEditing} data-testid={`${testId}-keep-editing`}>
          {t('choice.keepEditing')}
        </button>
      </div>
    </section>
  );
}

/** The confirmation after saving to the outbox: where it went and what happens next. */
export function OutboxSaved({ onAnother, testId }: { onAnother(): void; testId: string }) {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  const { to } = useLocale();
  return (
    <div className={styles.saved} role="status" data-testid={`${testId}-outbox-saved`}>
      <p className={styles.choiceTitle}>{t('saved.title')}</p>
      <p>{t('saved.body')}</p>
      <div className={styles.choiceActions}>
        <Link to={to('/outbox')} className="btn btn-dark btn-small">
          {t('saved.view')}
        </Link>
        <button type="button" className="btn btn-ghost btn-small" onClick={onAnother}>
          {t('saved.another')}
        </button>
      </div>
    </div>
  );
}

/** A note above an outbox-capable form: editing a saved item (with when it was saved), or being offline. */
export function OutboxNote({ savedAt, testId }: { savedAt?: number; testId: string }) {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  const { locale } = useLocale();
  return (
    <p className={styles.note} data-testid={testId}>
      {savedAt === undefined ? t('offlineForm') : t('editing.banner', { time: formatMoment(savedAt, locale) })}
    </p>
  );
}

/** Saving to the outbox failed: nothing was saved, and the form still holds what was typed. */
export function OutboxSaveFailed({ testId }: { testId: string }) {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  return (
    <p className={styles.error} role="alert" data-testid={`${testId}-outbox-failed`}>
      {t('choice.failed')}
    </p>
  );
}

/** The submit button's label while editing an outbox item. */
export function OutboxSaveLabel() {
  const { t } = useTranslation('pwa', { keyPrefix: 'outbox' });
  return <>{t('editing.save')}</>;
}
