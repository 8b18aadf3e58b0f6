import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface FinancialEnquiryBody {
  name: string;
  phone: string;
  plan_id: string;
  car_model_id?: number;
  term_months?: number;
  down_payment_cents?: number;
}

/** Asks an adviser about a finance plan. Resolves with the envelope: code 1 stored, code 0 already received. */
export function financialEnquiry(body: FinancialEnquiryBody) {
  return post<Submitted>('api/service/financial_enquiry', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useFinancialEnquiry() {
  return useMutation({ mutationFn: financialEnquiry });
}
