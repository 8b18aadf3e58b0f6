import { useTranslation } from 'react-i18next';
import { useSaledFeedback } from '../api/saled-feedback.ts';
import { ServiceForm } from './service-form.tsx';
import { formReader, TextAreaField, TextField } from './form-fields.tsx';
import { StorePicker } from './store-picker.tsx';
import formStyles from './service-form.module.css';
import styles from './test-drive.module.css';
import type { OutboxItem } from '../../../lib/outbox/outbox-types.ts';
import { feedbackOutbox } from './outbox-options.ts';

/** After-sales feedback: an optional store, a 1–5 star rating, the message and an optional phone; `editing`: an outbox item. */
export function FeedbackForm({ editing }: { editing?: OutboxItem }) {
  const { t } = useTranslation('service');
  const send = useSaledFeedback();
  return (
    <ServiceForm
      id="feedback"
      title={t('feedback.title')}
      intro={<p>{t('feedback.intro')}</p>}
      submitLabel={t('feedback.submit')}
      mutation={send}
      outbox={feedbackOutbox}
      editing={editing}
      key={editing?.id}
      toBody={(form) => {
        const f = formReader(form);
        return { store_id: f.int('feedback_store_id'), rating: f.int('rating'), content: f.str('content'), phone: f.str('phone') };
      }}
    >
      <StorePicker
        name="feedback_store_id"
        label={t('feedback.store')}
        optional
        defaultStoreId={editing ? Number(editing.body.store_id) || undefined : undefined}
      />
      <fieldset className={`${formStyles.wide} ${styles.stars}`}>
        <legend>{t('feedback.rating')}</legend>
        <div className={styles.starsRow}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star}>
              <input type="radio" name="rating" value={n} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('feedback.stars', { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField name="content" label={t('feedback.content')} rows={4} placeholder={t('feedback.contentPlaceholder')} />
      <TextField name="phone" label={t('form.phone')} type="tel" inputMode="tel" optional autoComplete="tel" />
    </ServiceForm>
  );
}
