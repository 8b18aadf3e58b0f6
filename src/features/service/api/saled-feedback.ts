import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface SaledFeedbackBody {
  store_id?: number;
  rating?: number;
  content: string;
  phone: string;
}

/** Sends after-sales feedback about a store. Resolves with the envelope: code 1 stored, code 0 already received. */
export function saledFeedback(body: SaledFeedbackBody) {
  return post<Submitted>('api/stores/saled_feedback', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useSaledFeedback() {
  return useMutation({ mutationFn: saledFeedback });
}
