import type { AppTestDriveBody } from '../api/app-test-drive.ts';
import type { SaledFeedbackBody } from '../api/saled-feedback.ts';
import { looksLikePhone } from '../../../lib/phone-shape.ts';
import type { OutboxOption } from './outbox-form.ts';

/** The test ride booking in the outbox: "<model> · <date> <time>". */
export function testDriveOutbox(models: readonly { car_model_id: number; name: string }[]): OutboxOption<AppTestDriveBody> {
  return {
    kind: 'test_drive',
    summary: (b) => {
      const model = models.find((m) => m.car_model_id === b.car_model_id)?.name ?? '';
      return [model, `${b.date} ${b.time.replace('-', '–')}`.trim()].filter(Boolean).join(' · ');
    },
    complete: (b) => !!b.car_model_id && !!b.store_id && !!b.date && !!b.time && !!b.name && looksLikePhone(b.phone),
  };
}

/** After-sales feedback in the outbox: its stars and the start of the message. */
export const feedbackOutbox: OutboxOption<SaledFeedbackBody> = {
  kind: 'feedback',
  summary: (b) => `${'★'.repeat(b.rating ?? 0)} ${b.content.length > 40 ? `${b.content.slice(0, 40)}…` : b.content}`.trim(),
  complete: (b) => !!b.rating && b.content.length > 0 && (!b.phone || looksLikePhone(b.phone)),
};
