import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { FinancePlan } from './types.ts';

/** Finance plans (read-only; enquiries go to financial_enquiry). */
export async function getFinancialPlans(lang: Lang): Promise<FinancePlan[]> {
  const data = await fetchData<{ plans: FinancePlan[] }>('api/service/financial_hire_service', { lang });
  return data.plans ?? [];
}

/** Catalog query, persisted for offline reading. */
export function financialPlansQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'finance-plans', lang] as const,
    queryFn: ({ queryKey }) => getFinancialPlans(queryKey[2]),
    meta: bothLanguagesMeta,
    staleTime: 30 * 60_000,
  });
}

/** The finance plans in the given language. */
export function useFinancialPlans(lang: Lang) {
  return useQuery(financialPlansQueryOptions(lang));
}
